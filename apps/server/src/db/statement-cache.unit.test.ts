import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, withStatementCache } from './database';

describe('prepared statement cache for SQLite', () => {
  const open: SQLite.Database[] = [];
  afterEach(() => {
    for (const db of open.splice(0)) if (db.open) db.close();
  });
  const memory = () => {
    const db = new SQLite(':memory:');
    open.push(db);
    return db;
  };

  it('prepares each SQL text once and answers from the cached statement afterwards', async () => {
    const sqlite = memory();
    const prepare = vi.spyOn(sqlite, 'prepare');
    const db = new Kysely<{ t: { id: Generated<number>; name: string } }>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    await sql`create table t (id integer primary key, name text)`.execute(db);
    for (const name of ['a', 'b', 'c']) await db.insertInto('t').values({ name }).execute();
    const byName = (name: string) => db.selectFrom('t').select('id').where('name', '=', name).executeTakeFirst();
    expect(await byName('b')).toEqual({ id: 2 });
    expect(await byName('c')).toEqual({ id: 3 });
    // create + insert + select: three distinct SQL texts, whatever the parameters.
    expect(prepare).toHaveBeenCalledTimes(3);
  });

  it('keeps at most `size` statements, dropping the least recently used', () => {
    const sqlite = memory();
    const prepare = vi.spyOn(sqlite, 'prepare');
    const cache = withStatementCache(sqlite, 2);
    cache.prepare('select 1');
    cache.prepare('select 2');
    cache.prepare('select 1'); // used again: 'select 2' is now the oldest
    cache.prepare('select 3'); // drops 'select 2'
    cache.prepare('select 1');
    expect(prepare).toHaveBeenCalledTimes(3);
    cache.prepare('select 2');
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it('is what the app\'s SQLite database runs on', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-statements-'));
    const prepare = vi.spyOn(SQLite.prototype, 'prepare');
    const handle = openDatabase({ dataDir });
    try {
      for (let i = 0; i < 3; i++) await sql`select 42 as answer`.execute(handle.db);
      expect(prepare.mock.calls.filter(([text]) => text === 'select 42 as answer')).toHaveLength(1);
    } finally {
      prepare.mockRestore();
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
