import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
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

/** A fresh, migrated database of the kind under test: a SQLite file or a new PostgreSQL database. */
export async function createTestDatabase(kind: TestDbKind = testDbKind()): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-test-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const adminUrl = inject('pgAdminUrl');
    const name = `agency_test_${crypto.randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const handle = openDatabase({ databaseUrl, dataDir });
  await migrateToLatest(handle.db);
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
