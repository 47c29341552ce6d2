import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase, type Transaction } from 'kysely';
import type PgModule from 'pg';
import { createPostgresPool, DEFAULT_POSTGRES_LIMITS, type PostgresLimits } from './postgres-pool';
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

let pgModule: typeof PgModule | undefined;

/** The PostgreSQL driver, loaded on first use: a SQLite installation never holds it in memory. */
function loadPg(): typeof PgModule {
  if (!pgModule) {
    pgModule = createRequire(import.meta.url)('pg') as typeof PgModule;
    // PostgreSQL returns bigint (int8) and numeric as strings; every counter here fits a JS number.
    pgModule.types.setTypeParser(20, (v) => Number(v));
    pgModule.types.setTypeParser(1700, (v) => Number(v));
  }
  return pgModule;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL's limits per connection (db/postgres-pool.ts); tests shorten them. */
  postgresLimits?: Partial<PostgresLimits>;
}

/** Prepared statements kept per SQL text; the app has a few dozen distinct queries. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 for Kysely, reusing prepared statements: Kysely prepares a statement for every query,
 * which was the largest single cost of a public read. Statements are reused one at a time (Kysely runs
 * one query at a time on its single SQLite connection and never streams here), and SQLite re-prepares
 * a statement by itself after a schema change.
 */
export function withStatementCache(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= size) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

export function openDatabase(options: OpenDatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = createPostgresPool(loadPg(), options.databaseUrl, { ...DEFAULT_POSTGRES_LIMITS, ...options.postgresLimits });
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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, kind: 'sqlite', sqlitePath, close: () => db.destroy() };
}
