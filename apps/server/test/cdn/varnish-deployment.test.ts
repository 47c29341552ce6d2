import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/lib/clock';
import { setAdminPassword } from '../../src/modules/auth/auth-service';
import { purgeSignature, PURGE_SIGNATURE_HEADER, PURGE_TIMESTAMP_HEADER } from '../../src/modules/purge/purge-driver';
import { artistInput } from '../factories/artist-input';
import { freePort } from '../free-port';
import { CLUSTER_ADMIN, startS3, startServerProcess, type ServerProcess } from '../multi-instance/cluster';
import { startRedis } from '../redis-server';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { msUntil } from '../time-until';
import { makeWebDist } from '../web-dist';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const VCL_FILE = path.join(root, 'deploy/varnish/default.vcl');
const RECEIVER = path.join(root, 'deploy/varnish/purge-receiver.mjs');
const SECRET = 'varnish-purge-secret-that-is-long-enough-0123456789';
const S_MAXAGE = 5;
const STALE_WHILE_REVALIDATE = 3;
const ASSET = '/assets/app-4f2a.js';
const PICTURE_KEY = 'uploads/2026/11/varnish-test.jpg';
const PICTURE = `/img/640/${PICTURE_KEY}`;
const run = promisify(execFile);

/** Debian's varnishd (the `varnish` package, installed by .ci/run): in PATH or /usr/sbin. */
function varnishd(): string {
  const found = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin']
    .map((dir) => path.join(dir, 'varnishd'))
    .find((file) => fs.existsSync(file));
  if (!found) throw new Error('varnishd is not installed: apt-get install -y varnish (.ci/run installs it); this test runs deploy/varnish/default.vcl');
  return found;
}

const stopChild = async (child: ChildProcess | undefined) => {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
};

/** varnishd in the foreground on a loopback port with the deployment's VCL, its backends pointed at the instances. */
async function startVarnish(port: number, backends: [number, number]) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-varnish-'));
  // Run as root, varnishd compiles and serves as its own unprivileged users, which must read the VCL.
  fs.chmodSync(workDir, 0o755);
  let vcl = fs.readFileSync(VCL_FILE, 'utf8');
  for (const [index, backendPort] of backends.entries()) {
    const line = `.port = "${8081 + index}";`;
    if (!vcl.includes(line)) throw new Error(`${VCL_FILE} has no backend with ${line}`);
    vcl = vcl.replace(line, `.port = "${backendPort}";`);
  }
  const vclFile = path.join(workDir, 'default.vcl');
  fs.writeFileSync(vclFile, vcl, { mode: 0o644 });
  const name = path.join(workDir, 'n');
  let output = '';
  const child = spawn(varnishd(), ['-F', '-a', `127.0.0.1:${port}`, '-f', vclFile, '-n', name, '-s', 'malloc,64m', '-T', '127.0.0.1:0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const health = async () => {
    const { stdout } = await run('varnishadm', ['-n', name, 'backend.list']);
    return Object.fromEntries([...stdout.matchAll(/\.(app[12])\s+\S+\s+\S+\s+(healthy|sick)/g)].map((match) => [match[1]!, match[2]!]));
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`varnishd exited (${child.exitCode}):\n${output}`);
    const state = await health().catch(() => ({}) as Record<string, string>);
    if (state.app1 === 'healthy' && state.app2 === 'healthy') break;
    if (Date.now() > deadline) throw new Error(`varnishd's backends not healthy within 30 s (${JSON.stringify(state)}):\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    health,
    async stop() {
      await stopChild(child);
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** deploy/varnish/purge-receiver.mjs as it runs beside varnishd. */
async function startReceiver(port: number, varnishBase: string) {
  const child = spawn(process.execPath, [RECEIVER], {
    env: { PATH: process.env.PATH ?? '', PURGE_WEBHOOK_SECRET: SECRET, VARNISH_URLS: varnishBase, PURGE_RECEIVER_HOST: '127.0.0.1', PURGE_RECEIVER_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}/purge`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`purge receiver exited (${child.exitCode}):\n${output}`);
    if ((await fetch(url).then((res) => res.status, () => 0)) === 405) break;
    if (attempt > 100) throw new Error(`purge receiver not listening:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url, output: () => output, stop: () => stopChild(child) };
}

/**
 * The deployment example of docs/deployment.md, run: Debian's Varnish with deploy/varnish/default.vcl in front of
 * two server processes (one PostgreSQL, one Redis, one S3 store), and deploy/varnish/purge-receiver.mjs taking the
 * site's signed purges (decision 096).
 */
describe('Varnish in front of two instances (deploy/varnish)', () => {
  let database: TestDatabase;
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let a: ServerProcess;
  let b: ServerProcess;
  let varnish: Awaited<ReturnType<typeof startVarnish>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let auth: { authorization: string };
  /** Reads kept before the other tests ran (no purge of theirs touches them), and when: the stale checks. */
  const early = { at: 0, swr: '/api/artist/getDetails/ji-woo-kim?utm_source=early-swr', sie: '/api/artist/getDetails/ji-woo-kim?utm_source=early-sie' };

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${varnish.base}${url}`, { headers });
    return { status: res.status, cache: res.headers.get('x-cache'), age: Number(res.headers.get('age') ?? 0), body: await res.text() };
  };
  /** Asks twice: the second answer must come from the cache. */
  const keep = async (urls: string[]) => {
    for (const url of urls) await get(url);
    for (const url of urls) expect((await get(url)).cache, url).toBe('HIT');
  };
  const send = (method: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${varnish.base}${url}`, { method, headers: { 'content-type': 'application/json', ...auth, ...headers }, body: JSON.stringify(body) });

  beforeAll(async () => {
    varnishd();
    database = await createTestDatabase('postgres');
    const { db } = database.handle;
    // Content exists (no demo seeding at start) and so does the admin.
    await db.insertInto('page_contents').values({ code: 'MAIN', updated_at: new Date().toISOString() }).execute();
    await setAdminPassword(db, systemClock, CLUSTER_ADMIN.username, CLUSTER_ADMIN.password);
    [redis, s3] = await Promise.all([startRedis(), startS3()]);
    const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c0a080' } }).jpeg().toBuffer();
    const client = new S3Client({ region: s3.env.S3_REGION, endpoint: s3.env.S3_ENDPOINT, forcePathStyle: true, credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID!, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY! } });
    await client.send(new PutObjectCommand({ Bucket: s3.env.S3_BUCKET, Key: PICTURE_KEY, Body: picture, ContentType: 'image/jpeg' }));
    client.destroy();
    const webDist = makeWebDist();
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, ASSET), 'console.log("app");\n');

    const [varnishPort, receiverPort] = [await freePort(), await freePort()];
    receiver = await startReceiver(receiverPort, `http://127.0.0.1:${varnishPort}`);
    const env = {
      ...s3.env,
      DATABASE_URL: database.databaseUrl!,
      REDIS_URL: redis.url,
      WEB_DIST_DIR: webDist,
      SITE_URL: 'https://agency.example',
      TRUST_PROXY: '1',
      PUBLIC_CACHE_S_MAXAGE: String(S_MAXAGE),
      PUBLIC_CACHE_STALE_WHILE_REVALIDATE: String(STALE_WHILE_REVALIDATE),
      PUBLIC_CACHE_STALE_IF_ERROR: '600',
      PURGE_DRIVER: 'webhook',
      PURGE_WEBHOOK_URL: receiver.url,
      PURGE_WEBHOOK_SECRET: SECRET,
    };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    await Promise.all([a.waitHealthy(), b.waitHealthy()]);
    varnish = await startVarnish(varnishPort, [Number(new URL(a.base).port), Number(new URL(b.base).port)]);

    const login = await fetch(`${a.base}/api/loginProc`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(CLUSTER_ADMIN) });
    auth = { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
    for (const [urlName, korName] of [['ji-woo', '옛이름지우'], ['ji-woo-kim', '김지우']]) {
      const res = await send('POST', '/api/admin/createArtist', artistInput({ urlName, korName }));
      expect(res.status, await res.text()).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    await keep([early.swr, early.sie]);
    early.at = Date.now();
  }, 120_000);

  afterAll(async () => {
    await varnish?.stop();
    await receiver?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await Promise.all([redis?.stop(), s3?.close()]);
    await database?.destroy();
  });

  it('keeps pages, reads, assets and pictures, and passes signed-in requests to an instance', async () => {
    await keep(['/artist/ji-woo', '/api/artist/getAll', ASSET, PICTURE]);
    expect((await get(PICTURE)).status).toBe(200);
    const signedIn = [await get('/api/admin/me', auth), await get('/api/admin/me', auth)];
    expect(signedIn.map((res) => [res.status, res.cache])).toEqual([
      [200, 'MISS'],
      [200, 'MISS'],
    ]);
    // An analytics cookie still gets the kept copy; the session cookie passes.
    expect((await get('/artist/ji-woo', { cookie: '_ga=GA1.2.345.678; _fbp=fb.1.2' })).cache).toBe('HIT');
    expect((await get('/artist/ji-woo', { cookie: `_ga=GA1.2.345.678; token=${auth.authorization.slice(7)}` })).cache).toBe('MISS');
  });

  it('purges an artist’s page and reads with any query, and the roster searched or filtered, on a rename; not a similar name', async () => {
    const changed = [
      '/artist/ji-woo',
      '/artist/ji-woo?utm_source=instagram',
      '/artist/ji-woo?lang=en&utm_campaign=fall',
      '/artist/ji-woo/',
      '/api/artist/getDetails/ji-woo?utm_source=instagram',
      '/management?q=ji',
      '/management?q=%EC%A7%80&minHeight=150',
      '/api/artist/search?q=%EC%A7%80%EC%9A%B0',
    ];
    const unchanged = ['/artist/ji-woo-kim', '/api/artist/getDetails/ji-woo-kim?utm_source=instagram', ASSET];
    await keep([...changed, ...unchanged]);
    for (const url of changed) expect((await get(url)).body, url).toContain('옛이름지우');
    const keptAt = Date.now();

    const edit = (await (await fetch(`${varnish.base}/api/artist/getDetailsForEdit/ji-woo`, { headers: auth })).json()) as Record<string, unknown>;
    const { id: _id, views: _views, isHidden: _hidden, version, ...body } = edit;
    const saved = await send('PUT', '/api/admin/updateArtist/ji-woo', { ...body, korName: '새이름지우' }, { 'if-match': `"${String(version)}"` });
    expect(saved.status, await saved.text()).toBe(200);
    for (const url of changed) {
      const seenAfter = await msUntil(async () => (await get(url)).body.includes('새이름지우'), 2000);
      expect(seenAfter, url).toBeLessThan(2000);
    }
    // Seen before the kept copies' s-maxage ran out: the purge, not their age, brought the new name.
    expect(Date.now() - keptAt).toBeLessThan(S_MAXAGE * 1000);
    for (const url of unchanged) expect((await get(url)).cache, url).toBe('HIT');
  });

  it('purges every page for page texts, but not the assets and resized pictures', async () => {
    const pages = ['/about?utm_source=instagram', '/?lang=en', '/contact/', '/artist/ji-woo-kim?utm_source=x', '/api/pageContent/fetchByCode/CONTACT_INFO?utm_source=x'];
    await keep([...pages, ASSET, PICTURE]);
    const keptAt = Date.now();
    const saved = await send('POST', '/api/admin/pageContent/upsert', { code: 'CONTACT_INFO', texts: [{ priority: 1, description: '새 연락처 안내' }] });
    expect(saved.status, await saved.text()).toBe(200);
    for (const url of pages) {
      const seenAfter = await msUntil(async () => (await get(url)).body.includes('새 연락처 안내'), 2000);
      expect(seenAfter, url).toBeLessThan(2000);
    }
    expect(Date.now() - keptAt).toBeLessThan(S_MAXAGE * 1000);
    for (const url of [ASSET, PICTURE]) expect((await get(url)).cache, url).toBe('HIT');
  });

  it('refuses a forged signature and a timestamp outside the window, banning nothing', async () => {
    await keep(['/artist/ji-woo-kim']);
    const body = JSON.stringify({ urls: [], paths: ['/artist/ji-woo-kim', '/artist/ji-woo-kim?*'] });
    const post = (timestamp: number, signature: string) =>
      fetch(receiver.url, { method: 'POST', headers: { 'content-type': 'application/json', [PURGE_TIMESTAMP_HEADER]: String(timestamp), [PURGE_SIGNATURE_HEADER]: signature }, body });
    const now = Math.floor(Date.now() / 1000);
    expect((await post(now, purgeSignature('not-the-secret-but-just-as-long-0123456789', String(now), body))).status).toBe(401);
    expect((await post(now, '')).status).toBe(401);
    expect((await post(now - 600, purgeSignature(SECRET, String(now - 600), body))).status).toBe(401);
    expect((await post(now + 600, purgeSignature(SECRET, String(now + 600), body))).status).toBe(401);
    // Signed, but not URL paths (a space would end the ban's expression and start another): refused.
    const injected = JSON.stringify({ urls: [], paths: ['/x || obj.status ~ .'] });
    const refused = await fetch(receiver.url, { method: 'POST', headers: { [PURGE_TIMESTAMP_HEADER]: String(now), [PURGE_SIGNATURE_HEADER]: purgeSignature(SECRET, String(now), injected) }, body: injected });
    expect(refused.status).toBe(400);
    expect((await get('/artist/ji-woo-kim')).cache).toBe('HIT');
    // Signed and on time: banned.
    expect((await post(now, purgeSignature(SECRET, String(now), body))).status).toBe(204);
    expect((await get('/artist/ji-woo-kim')).cache).toBe('MISS');
    // Varnish takes bans from this machine only, and refuses one it cannot read.
    const bad = await fetch(varnish.base, { method: 'BAN', headers: { 'x-ban-url': '^(?:(' } });
    expect(bad.status).toBe(400);
  });

  it('serves a copy stale while it refreshes it, past s-maxage', async () => {
    // The copy kept at the start is stale-while-revalidate only until S_MAXAGE + STALE_WHILE_REVALIDATE: on a loaded
    // machine the tests before this one can take longer, and then it is kept again here.
    let keptAt = early.at;
    if (Date.now() - keptAt > (S_MAXAGE + STALE_WHILE_REVALIDATE - 1) * 1000) {
      await keep([early.swr]);
      keptAt = Date.now();
    }
    const waited = S_MAXAGE * 1000 + 500 - (Date.now() - keptAt);
    if (waited > 0) await new Promise((resolve) => setTimeout(resolve, waited));
    const stale = await get(early.swr);
    expect(stale.status).toBe(200);
    expect(stale.cache).toBe('HIT');
    expect(stale.age).toBeGreaterThanOrEqual(S_MAXAGE);
    // Refreshed in the background: a fresh copy next.
    const fresh = await msUntil(async () => (await get(early.swr)).age < S_MAXAGE, 2000);
    expect(fresh).toBeLessThan(2000);
  }, 30_000);

  it('takes an instance whose health check fails out of the rotation', async () => {
    await b.stop('SIGKILL');
    const sickAfter = await msUntil(async () => {
      const state = await varnish.health();
      return state.app2 === 'sick' && state.app1 === 'healthy';
    }, 15_000);
    expect(sickAfter).toBeLessThan(15_000);
    // Requests that reach an instance (signed in: never kept) all go to the healthy one.
    const statuses = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await get('/api/admin/me', auth)).status);
    expect(statuses).toEqual(Array(10).fill(200));
  }, 30_000);

  it('serves kept copies while no instance answers (stale-if-error), and 503 for what it never kept', async () => {
    // Past s-maxage and stale-while-revalidate: with an instance up, this copy would be fetched again.
    const waited = (S_MAXAGE + STALE_WHILE_REVALIDATE) * 1000 + 500 - (Date.now() - early.at);
    if (waited > 0) await new Promise((resolve) => setTimeout(resolve, waited));
    await a.stop('SIGKILL');
    // At once, before the health checks noticed: the refresh fails and the kept copy is served.
    const first = await get(early.sie);
    expect([first.status, first.cache]).toEqual([200, 'HIT']);
    expect(first.age).toBeGreaterThanOrEqual(S_MAXAGE + STALE_WHILE_REVALIDATE);
    const sickAfter = await msUntil(async () => {
      const state = await varnish.health();
      return state.app1 === 'sick' && state.app2 === 'sick';
    }, 15_000);
    expect(sickAfter).toBeLessThan(15_000);
    const later = await get(early.sie);
    expect([later.status, later.cache]).toEqual([200, 'HIT']);
    expect((await get('/api/artist/getDetails/ji-woo-kim?never=kept')).status).toBe(503);
  }, 60_000);
});
