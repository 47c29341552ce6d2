import fs from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../config';
import { countPostgresTables, countSqliteTables } from './backup';
import {
  BACKUP_FORMAT,
  MANIFEST_FILE,
  OpsError,
  copyTree,
  isEmptyDir,
  pgConnection,
  runPgTool,
  type BackupManifest,
} from './ops-common';
import { SQLITE_FILE_NAME } from '../db/database';

export interface RestoreOptions {
  log?: (message: string) => void;
}

async function readManifest(dir: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await fs.readFile(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new OpsError(`${dir} is not a finished backup: ${MANIFEST_FILE} is missing.`);
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text) as BackupManifest;
  } catch {
    throw new OpsError(`${path.join(dir, MANIFEST_FILE)} is not valid JSON.`);
  }
  if (manifest.format !== BACKUP_FORMAT || (manifest.kind !== 'sqlite' && manifest.kind !== 'postgres')) {
    throw new OpsError(`${path.join(dir, MANIFEST_FILE)} is not a backup of format ${BACKUP_FORMAT}.`);
  }
  return manifest;
}

function compareCounts(expected: Record<string, number>, actual: Record<string, number>): void {
  const differences = Object.keys({ ...expected, ...actual })
    .filter((table) => expected[table] !== actual[table])
    .map((table) => `${table}: backup ${expected[table] ?? 'none'}, restored ${actual[table] ?? 'none'}`);
  if (differences.length > 0) throw new OpsError(`The restored database does not match the backup's manifest:\n  ${differences.join('\n  ')}`);
}

async function postgresTableCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end().catch(() => {});
  }
}

async function restoreSqlite(config: Config, dir: string, manifest: BackupManifest) {
  const target = path.join(config.dataDir, SQLITE_FILE_NAME);
  const temp = `${target}.restore.tmp`;
  await fs.copyFile(path.join(dir, manifest.database.file), temp);
  const db = new SQLite(temp, { fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new OpsError(`The backup's database failed its integrity check: ${String(integrity)}`);
    compareCounts(manifest.counts, countSqliteTables(db));
    // The server runs SQLite in WAL mode (db/database.ts).
    db.pragma('journal_mode = WAL');
  } catch (error) {
    db.close();
    await fs.rm(temp, { force: true });
    throw error;
  }
  db.close();
  await fs.rename(temp, target);
}

async function restorePostgres(databaseUrl: string, dir: string, manifest: BackupManifest) {
  const { dbname, env } = pgConnection(databaseUrl);
  await runPgTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, path.join(dir, manifest.database.file)],
    env,
  );
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    compareCounts(manifest.counts, await countPostgresTables(client));
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * `npm run restore -- DIR`: brings a backup into an empty DATA_DIR (and, for a PostgreSQL backup, the
 * empty database of DATABASE_URL). Everything is checked before anything is written; a non-empty target
 * is refused, never overwritten. The JWT secret is not part of a backup: admins sign in again afterwards.
 */
export async function restore(config: Config, sourceDir: string, options: RestoreOptions = {}): Promise<BackupManifest> {
  const log = options.log ?? (() => {});
  const dir = path.resolve(sourceDir);
  const manifest = await readManifest(dir);

  if (!(await isEmptyDir(config.dataDir))) {
    throw new OpsError(`DATA_DIR ${config.dataDir} is not empty: restore only into an empty DATA_DIR (move the current data away first).`);
  }
  if (manifest.kind === 'sqlite' && config.databaseUrl) {
    throw new OpsError('This backup holds a SQLite database: unset DATABASE_URL to restore it into DATA_DIR.');
  }
  if (manifest.kind === 'postgres') {
    if (!config.databaseUrl) throw new OpsError('This backup holds a PostgreSQL dump: set DATABASE_URL to an empty database to restore it into.');
    const tables = await postgresTableCount(config.databaseUrl);
    if (tables > 0) throw new OpsError(`The database of DATABASE_URL is not empty (${tables} tables): restore only into an empty database.`);
  }
  if (manifest.media.driver === 'local' && config.media.driver !== 'local') {
    throw new OpsError('This backup holds local media files: restore it with MEDIA_DRIVER=local (or copy its media folder to the bucket yourself).');
  }

  await fs.mkdir(config.dataDir, { recursive: true });
  log(`Restoring the ${manifest.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database from ${manifest.createdAt}...`);
  if (manifest.kind === 'sqlite') await restoreSqlite(config, dir, manifest);
  else await restorePostgres(config.databaseUrl!, dir, manifest);

  if (manifest.media.driver === 'local' && config.media.driver === 'local') {
    log('Copying media files...');
    const copied = await copyTree(path.join(dir, manifest.media.dir), config.media.dir);
    if (copied.files !== manifest.media.files || copied.bytes !== manifest.media.bytes) {
      throw new OpsError(
        `Media copy incomplete: ${copied.files} files (${copied.bytes} bytes) restored, the backup lists ${manifest.media.files} (${manifest.media.bytes} bytes).`,
      );
    }
  }
  return manifest;
}
