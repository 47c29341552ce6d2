import fs from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../config';
import {
  BACKUP_FORMAT,
  MANIFEST_FILE,
  MEDIA_BACKUP_DIR,
  OpsError,
  PG_DUMP_FILE,
  SQLITE_BACKUP_FILE,
  copyTree,
  isEmptyDir,
  pgConnection,
  runPgTool,
  type BackupManifest,
} from './ops-common';
import { SQLITE_FILE_NAME } from '../db/database';

export interface BackupOptions {
  log?: (message: string) => void;
}

/** Rows per table of a SQLite database (all tables, including the migration bookkeeping). */
export function countSqliteTables(db: SQLite.Database): Record<string, number> {
  const tables = db
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
    .all() as { name: string }[];
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    counts[name] = (db.prepare(`select count(*) as n from "${name.replaceAll('"', '""')}"`).get() as { n: number }).n;
  }
  return counts;
}

/** Rows per table of the current schema of a PostgreSQL database, as seen by the client's transaction. */
export async function countPostgresTables(client: pg.Client | pg.PoolClient): Promise<Record<string, number>> {
  const { rows } = await client.query<{ table_name: string }>(
    `select table_name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: name } of rows) {
    const result = await client.query<{ n: string }>(`select count(*) as n from "${name.replaceAll('"', '""')}"`);
    counts[name] = Number(result.rows[0]!.n);
  }
  return counts;
}

/** sqlite3_backup_step's page count meaning "the rest" (better-sqlite3 takes no negative count). */
const ALL_REMAINING_PAGES = 0x7fffffff;

async function backupSqlite(config: Config, targetDir: string) {
  const source = path.join(config.dataDir, SQLITE_FILE_NAME);
  const target = path.join(targetDir, SQLITE_BACKUP_FILE);
  let db: SQLite.Database;
  try {
    db = new SQLite(source, { fileMustExist: true });
  } catch {
    throw new OpsError(`No SQLite database at ${source} (check DATA_DIR, or set DATABASE_URL for PostgreSQL).`);
  }
  try {
    db.pragma('busy_timeout = 5000');
    // The online backup API: a consistent copy while the server keeps reading and writing. In one step after the
    // first: copied 100 pages at a time, it starts over after each write of the server, and under steady writes it
    // never ended (seen once the schema grew by the jobs tables). One step holds the source's lock for the copy only.
    await db.backup(target, { progress: () => ALL_REMAINING_PAGES });
  } finally {
    db.close();
  }
  const copy = new SQLite(target, { fileMustExist: true });
  try {
    const integrity = copy.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new OpsError(`The database copy failed its integrity check: ${String(integrity)}`);
    // A single self-contained file: no -wal beside it.
    copy.pragma('journal_mode = DELETE');
    return { file: SQLITE_BACKUP_FILE, bytes: (await fs.stat(target)).size, counts: countSqliteTables(copy) };
  } finally {
    copy.close();
  }
}

async function backupPostgres(databaseUrl: string, targetDir: string) {
  const target = path.join(targetDir, PG_DUMP_FILE);
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    // pg_dump and the row counts read the same snapshot.
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const counts = await countPostgresTables(client);
    const { dbname, env } = pgConnection(databaseUrl);
    await runPgTool('pg_dump', ['--format=custom', `--snapshot=${rows[0]!.id}`, `--file=${target}`, `--dbname=${dbname}`], env);
    await client.query('commit');
    return { file: PG_DUMP_FILE, bytes: (await fs.stat(target)).size, counts };
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * `npm run backup -- DIR`: a consistent snapshot of the database (SQLite online backup or pg_dump in
 * custom format), then the local media folder (unfinished *.tmp uploads left out), then manifest.json.
 * Media files are never changed once written, and they are copied after the database snapshot, so
 * every file the snapshot refers to is in the backup.
 */
export async function backup(config: Config, targetDir: string, options: BackupOptions = {}): Promise<BackupManifest> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const dir = path.resolve(targetDir);
  if (!(await isEmptyDir(dir))) throw new OpsError(`The backup folder ${dir} is not empty: choose a new or empty folder.`);
  await fs.mkdir(dir, { recursive: true });

  const kind = config.databaseUrl ? 'postgres' : 'sqlite';
  log(`Backing up the ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database...`);
  const database = config.databaseUrl ? await backupPostgres(config.databaseUrl, dir) : await backupSqlite(config, dir);

  let media: BackupManifest['media'];
  if (config.media.driver === 'local') {
    log('Copying media files...');
    const copied = await copyTree(config.media.dir, path.join(dir, MEDIA_BACKUP_DIR));
    media = { driver: 'local', dir: MEDIA_BACKUP_DIR, ...copied };
  } else {
    media = { driver: 's3', note: `Media files stay in the bucket ${config.media.bucket}; back it up with the storage provider's tools (versioning or replication).` };
  }

  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    kind,
    database: { file: database.file, bytes: database.bytes },
    counts: database.counts,
    media,
    durationMs: Date.now() - started,
  };
  // Written last, through a rename: a folder with manifest.json is a finished backup.
  const temp = path.join(dir, `${MANIFEST_FILE}.tmp`);
  await fs.writeFile(temp, `${JSON.stringify(manifest, null, 2)}\n`, { flush: true });
  await fs.rename(temp, path.join(dir, MANIFEST_FILE));
  return manifest;
}
