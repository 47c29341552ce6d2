import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, SQLITE_FILE_NAME, type DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';

export type TestDbKind = 'sqlite' | 'postgres';

export function testDbKind(): TestDbKind {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

export interface TestDatabase {
  handle: DatabaseHandle;
  dataDir: string;
  databaseUrl?: string;
  /** Closes the connection, drops the database and removes the data folder. */
  destroy(): Promise<void>;
}

async function adminQuery(adminUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/**
 * The next PostgreSQL test database of this worker, created while the current test runs: a copy of the template takes
 * 0.15-0.8 s, most of it waiting on the server's disk, and about 900 PostgreSQL tests each build an app on a database
 * of their own (docs/performance.md, "Test time, third round"). The last one a worker made is dropped with the rest
 * of the run's databases by the global setup's teardown.
 */
let nextPgDatabase: Promise<string> | undefined;

async function copyPgTemplate(adminUrl: string, template: string): Promise<string> {
  const name = `${inject('pgDatabasePrefix')}${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, template ? `CREATE DATABASE ${name} ${template}` : `CREATE DATABASE ${name}`);
  return name;
}

function takePgDatabase(adminUrl: string, template: string): Promise<string> {
  const taken = nextPgDatabase ?? copyPgTemplate(adminUrl, template);
  nextPgDatabase = taken.catch(() => undefined).then(() => copyPgTemplate(adminUrl, template));
  // A failed copy surfaces in the test that takes it.
  nextPgDatabase.catch(() => {});
  return taken;
}

/**
 * A fresh, migrated database of the kind under test: a SQLite file or a new PostgreSQL database. Each is a copy of
 * the database the project's global setup migrated once for the run (sqlite-global-setup.ts copies a file,
 * postgres-global-setup.ts clones with CREATE DATABASE … TEMPLATE); without one (a project that has no such
 * setup), it is migrated here.
 */
export async function createTestDatabase(kind: TestDbKind = testDbKind()): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-test-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  let migrated = false;
  if (kind === 'postgres') {
    const adminUrl = inject('pgAdminUrl');
    const template = inject('pgTemplateClause');
    const name = await takePgDatabase(adminUrl, template);
    migrated = Boolean(template);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // A commit need not wait for its WAL flush (1.8 ms against 0.25 ms here): these databases are dropped at the end of
    // the file, and what the tests check (transactions, locks, races) is the same either way. Durability across a
    // crash is the crash test's, on the server's own settings.
    // (Percent-encoded by hand: pg_dump's libpq reads a "+" as itself, not as a space.)
    url.search = `?options=${encodeURIComponent('-c synchronous_commit=off')}`;
    databaseUrl = url.toString();
    // Dropped without waiting: nothing uses it any more, and the teardown drops any the worker left behind.
    dropDatabase = async () => {
      void adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    };
  } else {
    const template = inject('sqliteTemplateFile');
    if (template) {
      fs.copyFileSync(template, path.join(dataDir, SQLITE_FILE_NAME));
      migrated = true;
    }
  }
  const handle = openDatabase({ databaseUrl, dataDir });
  if (!migrated) await migrateToLatest(handle.db);
  return {
    handle,
    dataDir,
    databaseUrl,
    async destroy() {
      await handle.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
