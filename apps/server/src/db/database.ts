import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
/** Either the database or an open transaction: repositories accept both. */
export type DbOrTx = Db | Tx;

export type DatabaseKind = 'sqlite' | 'postgres';

/** The SQLite database file inside DATA_DIR. */
export const SQLITE_FILE_NAME = 'agency.sqlite';

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  /** File path of the SQLite database (undefined on PostgreSQL). */
  sqlitePath?: string;
  close(): Promise<void>;
}

// PostgreSQL returns bigint (int8) and numeric as strings; every counter here fits a JS number.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Milliseconds a PostgreSQL connection attempt may take before the call fails with 503. */
  connectTimeoutMs?: number;
  /**
   * Milliseconds a PostgreSQL query may wait for its answer before the call fails with 503 (a server that
   * accepts connections but no longer answers, e.g. a frozen host). Every query of this app takes milliseconds.
   */
  queryTimeoutMs?: number;
}

export function openDatabase(options: OpenDatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 3000,
      query_timeout: options.queryTimeoutMs ?? 5000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    // Nor a checked-out one: pg emits 'error' on the client (no pool listener while it is checked out) besides
    // failing its query, which would be an uncaught exception when the server dies mid-query. The query's own
    // error still reaches the caller (503), and the pool drops the dead client on release.
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlitePath = path.join(options.dataDir, SQLITE_FILE_NAME);
  const sqlite = new SQLite(sqlitePath);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a committed transaction (an acknowledged inquiry) survives a crash of the process and of the OS.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, kind: 'sqlite', sqlitePath, close: () => db.destroy() };
}
