import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { freePort } from './free-port';

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function findPgBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs.readdirSync(root).sort().reverse();
  for (const v of versions) {
    const bin = path.join(root, v, 'bin');
    if (fs.existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return undefined;
}

async function adminQuery(adminUrl: string, query: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(query);
  } finally {
    await client.end();
  }
}

/**
 * Migrates one database for the whole run; every test database is created from it with CREATE DATABASE … TEMPLATE
 * (test-database.ts), a file copy inside the server instead of the migrations. Answers how to drop it.
 */
async function provideTemplate(project: TestProject, adminUrl: string): Promise<() => Promise<void>> {
  const name = `agency_template_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
  try {
    await migrateToLatest(handle.db);
  } finally {
    // A template takes no connections while it is copied.
    await handle.close();
  }
  // PostgreSQL 15 copies a database block by block through the WAL by default; for these small databases copying
  // the files is about twice as fast (0.15 s against 0.2-0.5 s here).
  const version = Number((await adminQuery(adminUrl, 'SHOW server_version_num')).rows[0]?.server_version_num);
  project.provide('pgTemplateClause', `TEMPLATE ${name}${version >= 150000 ? ' STRATEGY FILE_COPY' : ''}`);
  // The run's test databases share a prefix, so that the teardown finds those a worker left behind (test-database.ts
  // makes the next one ahead and drops the last without waiting).
  const prefix = `agency_test_${crypto.randomBytes(4).toString('hex')}_`;
  project.provide('pgDatabasePrefix', prefix);
  return async () => {
    const left = await adminQuery(adminUrl, `SELECT datname FROM pg_database WHERE starts_with(datname, '${prefix}')`);
    for (const row of left.rows as { datname: string }[]) {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`).catch(() => {});
    }
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}

/**
 * Finds a PostgreSQL server for the tests: TEST_DATABASE_URL, else the local one on 127.0.0.1:5432,
 * else a throwaway cluster started from the installed binaries. Each test file then creates its own databases,
 * copies of a template migrated here once.
 */
export default async function setup(project: TestProject) {
  const candidates = [process.env.TEST_DATABASE_URL, 'postgres://postgres@127.0.0.1:5432/postgres'].filter(
    (u): u is string => Boolean(u),
  );
  for (const url of candidates) {
    if (await answers(url)) {
      project.provide('pgAdminUrl', url);
      return provideTemplate(project, url);
    }
  }
  const bin = findPgBin();
  if (!bin) throw new Error('No PostgreSQL server answers and no PostgreSQL binaries are installed');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-pg-'));
  const port = await freePort();
  const asPostgres = process.getuid?.() === 0 ? ['-u', 'postgres'] : [];
  if (asPostgres.length) fs.chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  const run = (cmd: string, args: string[]) =>
    asPostgres.length ? execFileSync('runuser', [...asPostgres, '--', path.join(bin, cmd), ...args]) : execFileSync(path.join(bin, cmd), args);
  run('initdb', ['-D', path.join(dir, 'data'), '-U', 'postgres', '--auth=trust']);
  run('pg_ctl', ['-D', path.join(dir, 'data'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, '-w', 'start']);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  project.provide('pgAdminUrl', url);
  await provideTemplate(project, url);
  return () => {
    run('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'fast', 'stop']);
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    /** How CREATE DATABASE copies the migrated database every test database starts from (`TEMPLATE name …`). */
    pgTemplateClause: string;
    /** The start of the name of every test database of the run (`agency_test_<run>_`). */
    pgDatabasePrefix: string;
  }
}
