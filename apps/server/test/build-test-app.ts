import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { ConnectionTimeouts } from '../src/lib/http-server';
import { loadConfig, type Config } from '../src/config';
import { fixedClock } from '../src/lib/clock';
import { logOptions } from '../src/lib/log-options';
import { setAdminPassword } from '../src/modules/auth/auth-service';
import type { PurgeDriver } from '../src/modules/purge/purge-driver';
import type { BlobStore } from '../src/storage/blob-store';
import { createTestDatabase, type TestDatabase } from './test-database';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const TEST_ADMIN = { username: 'admin', password: 'admin-password-123' };

/** Signs in through POST /api/loginProc (the form the login screen sends) and answers the bearer token. */
export async function signInToken(app: FastifyInstance, credentials: { username: string; password: string }): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/loginProc',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(credentials).toString(),
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${credentials.username} answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { accessToken: string }).accessToken;
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  clock: ReturnType<typeof fixedClock>;
  /** A bearer token of the seeded admin. */
  adminToken(): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  now?: string;
  /** Replaces the blob store chosen by config (e.g. a local store with small upload limits). */
  blobStore?: (deps: { config: Config; clock: ReturnType<typeof fixedClock>; jwtSecret: string }) => BlobStore;
  /** How long a request body may take to arrive (the server's default is 30 s). */
  bodyDeadlineMs?: number;
  /** The slowest average rate of an upload's body after bodyDeadlineMs (the server's default is 32 KiB/s). */
  minUploadBytesPerSecond?: number;
  /** How long the server waits on silent connections and slow headers (production: CONNECTION_TIMEOUTS). */
  connectionTimeouts?: ConnectionTimeouts;
  /** Collects the server's log lines (level info) instead of logging nothing. */
  logLines?: string[];
  /** Replaces the CDN purge chosen by config (a recording driver: test/history-walk/recording-purge.ts). */
  purgeDriver?: PurgeDriver;
}

/** A real server instance on a real database (SQLite file or PostgreSQL, per TEST_DB) with one admin. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = fixedClock(options.now ?? '2026-11-15T03:00:00.000Z');
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    LOG_LEVEL: 'silent',
    // Counts written before their answer, so a test reads them at once (the batches have their own tests).
    COUNTER_FLUSH_MS: '0',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...options.env,
  });
  await setAdminPassword(database.handle.db, clock, TEST_ADMIN.username, TEST_ADMIN.password);
  const app = await buildApp({
    config,
    database: database.handle,
    jwtSecret: TEST_JWT_SECRET,
    clock,
    logger: options.logLines ? logOptions('info', { write: (line: string) => options.logLines!.push(line) }) : false,
    blobStore: options.blobStore?.({ config, clock, jwtSecret: TEST_JWT_SECRET }),
    bodyDeadlineMs: options.bodyDeadlineMs,
    minUploadBytesPerSecond: options.minUploadBytesPerSecond,
    connectionTimeouts: options.connectionTimeouts,
    purgeDriver: options.purgeDriver,
    validateResponses: true,
  });
  await app.ready();
  let token: string | undefined;
  return {
    app,
    database,
    config,
    clock,
    async adminToken() {
      token ??= await signInToken(app, TEST_ADMIN);
      return token;
    },
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}

/**
 * A test app shared by a file's tests: built before them (with an admin's Authorization header ready) and closed
 * after them. Read `app.t` and `app.auth` inside the tests.
 */
export function useTestAppWithAdmin(options: TestAppOptions = {}): { t: TestApp; auth: { authorization: string } } {
  const state = {} as { t: TestApp; auth: { authorization: string } };
  beforeAll(async () => {
    state.t = await buildTestApp(options);
    state.auth = { authorization: `Bearer ${await state.t.adminToken()}` };
  });
  afterAll(() => state.t.close());
  return state;
}
