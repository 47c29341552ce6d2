import type { FastifyInstance } from 'fastify';
import { signInToken, TEST_ADMIN, TEST_JWT_SECRET, type TestApp } from './build-test-app';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { fixedClock } from '../src/lib/clock';

export interface SecondInstance {
  app: FastifyInstance;
  clock: ReturnType<typeof fixedClock>;
  close(): Promise<void>;
}

/**
 * Another server instance on the database of `t` (its own connection: a second pool on PostgreSQL,
 * a second handle on the same SQLite file), as when several instances or a restarted one share it.
 */
export async function buildSecondInstance(
  t: TestApp,
  options: { now?: string | Date; env?: Record<string, string> } = {},
): Promise<SecondInstance> {
  const { dataDir, databaseUrl } = t.database;
  const handle = openDatabase({ databaseUrl, dataDir });
  const clock = fixedClock(options.now ?? t.clock.now());
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Counts written before their answer, so a test reads them at once (the batches have their own tests).
    COUNTER_FLUSH_MS: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  const app = await buildApp({ config, database: handle, jwtSecret: TEST_JWT_SECRET, clock, logger: false });
  await app.ready();
  return {
    app,
    clock,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

/**
 * Two instances that may run at the same time. On PostgreSQL a real second instance (own pool).
 * On SQLite the same instance twice: better-sqlite3 is synchronous, so a second connection in the same
 * process would block the event loop in its busy wait while the first holds the write lock (two
 * processes would simply wait for each other); concurrent calls on one instance are what SQLite sees.
 */
export async function concurrentInstances(t: TestApp): Promise<SecondInstance> {
  if (t.database.databaseUrl) return buildSecondInstance(t);
  return { app: t.app, clock: t.clock, close: async () => {} };
}

const tokens = new WeakMap<TestApp, { at: number; token: string }>();
/** An admin token valid at the test clock's current time (the cached one of TestApp expires after a day). */
export async function adminToken(t: TestApp): Promise<string> {
  const now = t.clock.now().getTime();
  const cached = tokens.get(t);
  if (cached && now - cached.at < 60 * 60 * 1000 && now >= cached.at) return cached.token;
  const token = await signInToken(t.app, TEST_ADMIN);
  tokens.set(t, { at: now, token });
  return token;
}
