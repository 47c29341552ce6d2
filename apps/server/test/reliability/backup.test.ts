import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_CONTENT_CODES } from '@agency/contract/page-content';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { seedDemoContent } from '../../src/db/seed/seed-demo-content';
import { backup } from '../../src/ops/backup';
import { listFiles, MANIFEST_FILE, type BackupManifest } from '../../src/ops/ops-common';
import { restore } from '../../src/ops/restore';
import { createBlobStore } from '../../src/storage/create-blob-store';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from '../build-test-app';
import { testDbKind } from '../test-database';

const SEED_TIMEOUT_MS = 240_000;
const kind = testDbKind();

async function adminQuery(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** An empty PostgreSQL database (no tables at all), or undefined on SQLite. */
async function emptyDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  if (kind !== 'postgres') return undefined;
  const name = `agency_restore_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

function mediaDir(config: Config): string {
  if (config.media.driver !== 'local') throw new Error('these tests use the local media driver');
  return config.media.dir;
}

async function get(app: FastifyInstance, url: string, token?: string): Promise<unknown> {
  const res = await app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(res.statusCode, `GET ${url}`).toBe(200);
  return res.json();
}

/** Every public API answer (and the admin's view of each artist, minus the view counter). */
async function publicAnswers(app: FastifyInstance, token: string): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  const videoIds = new Set<number>();
  for (const code of PAGE_CONTENT_CODES) {
    const content = (await get(app, `/api/pageContent/fetchByCode/${code}`)) as { pageContentVideos: { id: number }[] };
    answers[`fetchByCode/${code}`] = content;
    for (const v of content.pageContentVideos) videoIds.add(v.id);
    answers[`fetchVideosByCode/${code}`] = await get(app, `/api/pageContent/fetchVideosByCode/${code}`);
    answers[`fetchImagesByCode/${code}`] = await get(app, `/api/pageContent/fetchImagesByCode/${code}`);
  }
  for (const id of [...videoIds].sort((a, b) => a - b)) answers[`fetchOneVideo/${id}`] = await get(app, `/api/pageContent/fetchOneVideo/${id}`);
  answers.getAll = await get(app, '/api/artist/getAll');
  const all = (await get(app, '/api/artist/getAllForManagement', token)) as { urlName: string }[];
  answers.getAllForManagement = all;
  for (const { urlName } of all) {
    const { views: _views, ...forEdit } = (await get(app, `/api/artist/getDetailsForEdit/${urlName}`, token)) as { views: number };
    answers[`getDetailsForEdit/${urlName}`] = forEdit;
    const visible = (answers.getAll as { urlName: string }[]).some((a) => a.urlName === urlName);
    // getDetails counts a view but its answer carries no counter: comparable as it is.
    if (visible) answers[`getDetails/${urlName}`] = await get(app, `/api/artist/getDetails/${urlName}`);
  }
  return answers;
}

async function login(app: FastifyInstance, username: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/loginProc',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { accessToken: string }).accessToken;
}

describe(`backup and restore (${kind})`, () => {
  let source: TestApp;
  let workDir: string;
  let backupDir: string;
  let manifest: BackupManifest;
  const load = { requests: 0, failures: [] as string[] };
  let target: { config: Config; database: DatabaseHandle; app: FastifyInstance; db?: { url: string; drop(): Promise<void> } } | undefined;

  beforeAll(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-backup-test-'));
    backupDir = path.join(workDir, 'backup');
    source = await buildTestApp();
    const blobStore = createBlobStore(source.config.media, { jwtSecret: TEST_JWT_SECRET, clock: source.clock });
    const seeded = await seedDemoContent({ db: source.database.handle.db, blobStore, clock: source.clock });
    expect(seeded.seeded).toBe(true);
    // An upload that never finished: not part of a backup.
    fs.writeFileSync(path.join(mediaDir(source.config), 'demo', '.half-written.jpg.abc123.tmp'), 'partial');

    // The site keeps serving (and writing) while the backup runs.
    let running = true;
    const artists = (await get(source.app, '/api/artist/getAll')) as { urlName: string }[];
    const traffic = async (worker: number) => {
      for (let n = 0; running; n++) {
        const remoteAddress = `10.9.${worker}.${n % 250}`;
        const calls = [
          source.app.inject({
            method: 'POST',
            url: '/api/mail/submit',
            remoteAddress: `10.${worker + 10}.${Math.floor(n / 250) % 250}.${n % 250}`,
            payload: { title: `during backup ${worker}-${n}`, email: 'a@b.co', phone: '1', name: 'n', message: 'm', privacyConsent: true },
          }),
          source.app.inject({ method: 'POST', url: '/api/traffic/track', remoteAddress, payload: { source: 'google' } }),
          source.app.inject({ method: 'GET', url: `/api/artist/getDetails/${artists[n % artists.length]!.urlName}`, remoteAddress }),
          source.app.inject({ method: 'GET', url: '/api/pageContent/fetchByCode/ABOUT_INFO', remoteAddress }),
        ];
        const labels = ['submit', 'track', 'getDetails', 'fetchByCode'];
        (await Promise.all(calls)).forEach((res, i) => {
          load.requests++;
          if (res.statusCode < 200 || res.statusCode >= 300) load.failures.push(`${labels[i]}: ${res.statusCode} ${res.body}`);
        });
      }
    };
    const workers = [traffic(0), traffic(1), traffic(2)];
    try {
      manifest = await backup(source.config, backupDir);
    } finally {
      running = false;
      await Promise.all(workers);
    }
  }, SEED_TIMEOUT_MS);

  afterAll(async () => {
    await target?.app.close();
    await target?.database.close();
    await target?.db?.drop();
    await source?.close();
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('writes the database, the media (no unfinished uploads) and a manifest while the site serves', () => {
    expect(load.failures).toEqual([]);
    expect(load.requests).toBeGreaterThan(0);
    expect(manifest.kind).toBe(kind);
    expect(fs.existsSync(path.join(backupDir, MANIFEST_FILE))).toBe(true);
    expect(fs.statSync(path.join(backupDir, manifest.database.file)).size).toBe(manifest.database.bytes);
    expect(manifest.counts.artists).toBeGreaterThanOrEqual(8);
    expect(manifest.counts.users).toBe(1);
    const files = fs.readdirSync(backupDir).sort();
    expect(files).toEqual([manifest.database.file, 'manifest.json', 'media'].sort());
    expect(manifest.media).toMatchObject({ driver: 'local', dir: 'media' });
    const mediaFiles = fs.readdirSync(path.join(backupDir, 'media'), { recursive: true }).map(String);
    expect(mediaFiles.some((f) => f.endsWith('.tmp'))).toBe(false);
  });

  it('refuses to write into a non-empty folder', async () => {
    await expect(backup(source.config, backupDir)).rejects.toThrow(/is not empty/);
  });

  it('restores into an empty DATA_DIR and the restored site answers every public call the same way', async () => {
    const db = await emptyDatabase();
    const dataDir = path.join(workDir, 'restored');
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(db ? { DATABASE_URL: db.url } : {}) });
    await restore(config, backupDir);
    const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    // Already at the latest migration: nothing to do.
    await migrateToLatest(database.db);
    const app = await buildApp({ config, database, jwtSecret: TEST_JWT_SECRET, clock: source.clock, logger: false });
    await app.ready();
    target = { config, database, app, db };

    const sourceToken = await source.adminToken();
    const targetToken = await login(app, 'admin', 'admin-password-123');
    const before = await publicAnswers(source.app, sourceToken);
    const after = await publicAnswers(app, targetToken);
    expect(Object.keys(after).length).toBeGreaterThan(30);
    expect(after).toEqual(before);

    // Inquiries sent during the backup: the snapshot has some prefix of them, exactly as the manifest says.
    const inbox = (await get(app, '/api/admin/inquiries?pageSize=1', targetToken)) as { total: number };
    expect(inbox.total).toBe(manifest.counts.inquiries);
    const sourceInbox = (await get(source.app, '/api/admin/inquiries?pageSize=1', sourceToken)) as { total: number };
    expect(inbox.total).toBeLessThanOrEqual(sourceInbox.total);

    // Media byte for byte; the unfinished upload stays behind.
    const sourceFiles = await listFiles(mediaDir(source.config));
    const restoredFiles = await listFiles(mediaDir(config));
    expect(restoredFiles).toEqual(sourceFiles);
    expect(sourceFiles.length).toBeGreaterThan(50);
    for (const rel of sourceFiles) {
      const a = fs.readFileSync(path.join(mediaDir(source.config), rel));
      const b = fs.readFileSync(path.join(mediaDir(config), rel));
      expect(b.equals(a), rel).toBe(true);
    }
    expect(fs.readdirSync(path.join(mediaDir(config), 'demo')).some((f) => f.endsWith('.tmp'))).toBe(false);
    // And served: one picture the public pages use.
    const mainImage = (after.getAll as { mainImage: string }[])[0]!.mainImage;
    const served = await app.inject({ method: 'GET', url: mainImage });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(fs.readFileSync(path.join(mediaDir(config), mainImage.replace(/^\/media\//, ''))))).toBe(true);
  }, 60_000);

  it('refuses a non-empty DATA_DIR (and a non-empty database) with a clear message', async () => {
    const dataDir = path.join(workDir, 'occupied');
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'something'), 'x');
    const db = await emptyDatabase();
    try {
      const config = loadConfig({ DATA_DIR: dataDir, ...(db ? { DATABASE_URL: db.url } : {}) });
      await expect(restore(config, backupDir)).rejects.toThrow(`DATA_DIR ${dataDir} is not empty`);
      expect(fs.readdirSync(dataDir)).toEqual(['something']);
      if (kind === 'postgres') {
        // The source database is not empty.
        const busy = loadConfig({ DATA_DIR: path.join(workDir, 'fresh'), DATABASE_URL: source.database.databaseUrl! });
        await expect(restore(busy, backupDir)).rejects.toThrow(/DATABASE_URL is not empty/);
        expect(fs.existsSync(path.join(workDir, 'fresh'))).toBe(false);
      } else {
        const wrongKind = loadConfig({ DATA_DIR: path.join(workDir, 'fresh'), DATABASE_URL: 'postgres://127.0.0.1:1/none' });
        await expect(restore(wrongKind, backupDir)).rejects.toThrow(/unset DATABASE_URL/);
      }
      await expect(restore(config, path.join(workDir, 'no-backup-here'))).rejects.toThrow(/manifest.json is missing/);
    } finally {
      await db?.drop();
    }
  });
});
