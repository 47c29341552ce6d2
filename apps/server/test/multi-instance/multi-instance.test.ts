import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { systemClock } from '../../src/lib/clock';
import { endedMonthIn } from '../../src/lib/year-month';
import { setAdminPassword } from '../../src/modules/auth/auth-service';
import { SUBMIT_RATE_LIMIT } from '../../src/modules/inquiries/inquiries-routes';
import { LOGIN_ACCOUNT_ADDRESS_MAX_ATTEMPTS } from '../../src/modules/auth/login-throttle';
import { artistInput } from '../factories/artist-input';
import { startRedis } from '../redis-server';
import { msUntil } from '../time-until';
import { startSmtp } from '../smtp-server';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { CLUSTER_ADMIN, startRoundRobinProxy, startS3, startServerProcess, type ServerProcess } from './cluster';

const json = { 'content-type': 'application/json' };
const inquiry = (title: string) => ({ title, email: 'brand@example.com', phone: '010-1234-5678', name: 'Brand', message: 'Shooting in December', privacyConsent: true });

/**
 * Two server processes on one PostgreSQL database, one S3 store (s3rver), one Redis and one SMTP server, behind a
 * round-robin proxy on loopback (decision 088).
 */
describe('two instances behind a load balancer', () => {
  let database: TestDatabase;
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let a: ServerProcess;
  let b: ServerProcess;
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;
  let token: string;
  const ended = endedMonthIn(systemClock.now(), 'Asia/Seoul');

  const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const { db } = database.handle;
    // Content exists (no demo seeding), the admin exists (neither instance creates it), and the month that just ended
    // has traffic counted but not yet rolled over: both instances start at once and both run the rollover.
    const now = new Date().toISOString();
    await db.insertInto('page_contents').values({ code: 'MAIN', updated_at: now }).execute();
    await setAdminPassword(db, systemClock, CLUSTER_ADMIN.username, CLUSTER_ADMIN.password);
    await db.insertInto('traffic_sources').values({ name: 'instagram', count: 7, created_at: now, updated_at: now }).execute();
    [redis, s3, smtp] = await Promise.all([startRedis(), startS3(), startSmtp()]);
    const env = {
      ...s3.env,
      DATABASE_URL: database.databaseUrl!,
      REDIS_URL: redis.url,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_TO: 'casting@agency.example',
      // The CDN's entry (sent by the test) and the load balancer's.
      TRUST_PROXY: '2',
      PUBLIC_READ_CACHE_MS: '60000',
    };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    await Promise.all([a.waitHealthy(), b.waitHealthy()]);
    proxy = await startRoundRobinProxy([a.base, b.base]);
    const login = await fetch(`${a.base}/api/loginProc`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(CLUSTER_ADMIN) });
    token = ((await login.json()) as { accessToken: string }).accessToken;
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await Promise.all([redis?.stop(), s3?.close(), smtp?.close()]);
    await database?.destroy();
  });

  it('ran the monthly rollover once, though both instances ran it at start', async () => {
    const { db } = database.handle;
    const closures = await db.selectFrom('traffic_month_closures').selectAll().where('year', '=', ended.year).where('month', '=', ended.month).execute();
    expect(closures).toHaveLength(1);
    const monthly = await db.selectFrom('traffic_monthly').select(['source_name', 'monthly_count']).where('year', '=', ended.year).where('month', '=', ended.month).execute();
    expect(monthly.map((row) => [row.source_name, Number(row.monthly_count)])).toEqual([['instagram', 7]]);
  });

  it('holds the login throttle and the inquiry rate limit across both instances', async () => {
    const client = { 'x-forwarded-for': '203.0.113.77' };
    const logins: number[] = [];
    for (let i = 0; i < LOGIN_ACCOUNT_ADDRESS_MAX_ATTEMPTS + 2; i += 1) {
      const res = await fetch(`${proxy.base}/api/loginProc`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...client },
        body: new URLSearchParams({ username: CLUSTER_ADMIN.username, password: `wrong-${i}` }),
      });
      logins.push(res.status);
    }
    expect(logins.slice(0, LOGIN_ACCOUNT_ADDRESS_MAX_ATTEMPTS).every((status) => status === 401)).toBe(true);
    expect(logins.slice(LOGIN_ACCOUNT_ADDRESS_MAX_ATTEMPTS)).toEqual([429, 429]);

    const submits: number[] = [];
    for (let i = 0; i < SUBMIT_RATE_LIMIT.max + 2; i += 1) submits.push((await post(proxy.base, '/api/mail/submit', inquiry(`LIMIT-${i}`), client)).status);
    expect(submits.slice(0, SUBMIT_RATE_LIMIT.max).every((status) => status === 200)).toBe(true);
    expect(submits.slice(SUBMIT_RATE_LIMIT.max)).toEqual([429, 429]);
    expect(proxy.served[0]).toBeGreaterThan(0);
    expect(proxy.served[1]).toBeGreaterThan(0);
  });

  it('shows an admin write on one instance on the other within 100 ms', async () => {
    // B reads (and caches for a minute) the roster first.
    expect(await (await fetch(`${b.base}/api/artist/getAll`)).json()).toEqual([]);
    const created = await post(a.base, '/api/admin/createArtist', artistInput({ urlName: 'cluster-one' }), { authorization: `Bearer ${token}` });
    expect(created.status, await created.text()).toBe(200);
    const seenAfter = await msUntil(async () => {
      const roster = (await (await fetch(`${b.base}/api/artist/getAll`)).json()) as { urlName: string }[];
      return roster.some((artist) => artist.urlName === 'cluster-one');
    }, 2000);
    expect(seenAfter).toBeLessThan(100);
  });

  it('keeps one answered order of 20 concurrent roster saves over both instances, with health answering (decision 091)', async () => {
    const auth = { authorization: `Bearer ${token}` };
    for (let n = 0; n < 8; n++) {
      const created = await post(a.base, '/api/admin/createArtist', artistInput({ urlName: `cluster-order-${n}` }), auth);
      expect(created.status, await created.text()).toBe(200);
    }
    const listed = async () =>
      ((await (await fetch(`${proxy.base}/api/artist/getAllForManagement`, { headers: auth })).json()) as { id: number }[]).map((artist) => artist.id);
    const ids = await listed();
    const historyBefore = Number((await sql<{ n: string }>`select count(*) as n from audit_entries where action = 'roster.order'`.execute(database.handle.db)).rows[0]!.n);
    const orders = Array.from({ length: 20 }, (_, i) => [...ids].sort((x, y) => ((x * 7919 + i * 104_729) % 97) - ((y * 7919 + i * 104_729) % 97) || x - y));
    const health: number[] = [];
    let saving = true;
    const probe = (async () => {
      while (saving) {
        health.push((await fetch(`${proxy.base}/api/health`)).status);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const statuses = await Promise.all(
      orders.map(async (order) => {
        const res = await fetch(`${proxy.base}/api/admin/artists/order`, { method: 'PUT', headers: { ...json, ...auth }, body: JSON.stringify({ ids: order }) });
        return res.status;
      }),
    );
    saving = false;
    await probe;
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    const answered = orders.filter((_, i) => statuses[i] === 200).map((order) => order.join(','));
    expect(answered.length).toBeGreaterThan(0);
    expect(answered).toContain((await listed()).join(','));
    const historyAfter = Number((await sql<{ n: string }>`select count(*) as n from audit_entries where action = 'roster.order'`.execute(database.handle.db)).rows[0]!.n);
    expect(historyAfter - historyBefore).toBe(answered.length);
    expect(health.length).toBeGreaterThan(0);
    expect(health.every((status) => status === 200)).toBe(true);
    // Nothing left open on the database once the answers are in. A background job's transaction (the view counts'
    // flush, the jobs) can be caught between two statements on a busy machine; a transaction left open stays (up to
    // idle_in_transaction_session_timeout, 10 s), so the count must reach 0 within 2 s.
    const openTransactions = async () =>
      Number((await sql<{ n: string }>`select count(*) as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`.execute(database.handle.db)).rows[0]!.n);
    await expect.poll(openTransactions, { timeout: 2000, interval: 50 }).toBe(0);
  });

  it('mails every acknowledged inquiry once and loses none when an instance is killed', async () => {
    const acknowledged: string[] = [];
    let sent = 0;
    const sender = async (worker: number) => {
      for (let i = 0; i < 40; i += 1) {
        const title = `KILL-${worker}-${String(i).padStart(2, '0')}`;
        sent += 1;
        // A new client address for each: the per-address limit is not what this measures.
        const res = await post(proxy.base, '/api/mail/submit', inquiry(title), { 'x-forwarded-for': `198.51.${worker}.${i + 1}` }).catch(() => undefined);
        if (res?.status === 200) acknowledged.push(title);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const killer = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      await b.stop('SIGKILL');
    })();
    await Promise.all([sender(1), sender(2), sender(3), killer]);
    expect(sent).toBe(120);
    expect(acknowledged.length).toBeGreaterThan(60);

    const { db } = database.handle;
    const stored = (await db.selectFrom('inquiries').select('title').where('title', 'like', 'KILL-%').execute()).map((row) => row.title);
    expect(stored.filter((title) => acknowledged.includes(title)).sort()).toEqual([...acknowledged].sort());

    // Every stored inquiry is mailed once, by whichever instance claimed it; the few B had claimed when it died stay
    // pending under B's lease and are mailed by A once the lease ends (the outbox's at-least-once design, decision 021).
    const mailsOf = (title: string) => smtp.received.filter((mail) => mail.raw.includes(title)).length;
    const leasedByTheDead = async () =>
      (await db.selectFrom('inquiries').select('title').where('delivery_status', '=', 'pending').where('locked_until', '>', new Date().toISOString()).execute()).map((row) => row.title);
    const everyInquiry = (await db.selectFrom('inquiries').select('title').execute()).map((row) => row.title);
    const deadline = Date.now() + 45_000;
    let leased = await leasedByTheDead();
    while (Date.now() < deadline && everyInquiry.some((title) => mailsOf(title) === 0 && !leased.includes(title))) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      leased = await leasedByTheDead();
    }
    expect(everyInquiry.filter((title) => mailsOf(title) > 1)).toEqual([]);
    expect(everyInquiry.filter((title) => mailsOf(title) === 0 && !leased.includes(title))).toEqual([]);
    // Still pending, not given up: A mails them when B's lease ends (one may have ended since `leased` was read: then
    // A has mailed it, once).
    const pending = await db.selectFrom('inquiries').select(['title', 'delivery_status']).where('title', 'in', leased.length > 0 ? leased : ['']).execute();
    expect(pending.filter((row) => !(row.delivery_status === 'pending' || (row.delivery_status === 'sent' && mailsOf(row.title) === 1)))).toEqual([]);
  }, 90_000);
});
