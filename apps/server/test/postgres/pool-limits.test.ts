import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { inTransaction } from '../../src/db/transaction';
import { sessionsIdleInTransaction } from '../concurrency/walk-harness';
import { createTestDatabase, type TestDatabase } from '../test-database';

/**
 * A request that fails on PostgreSQL leaves nothing behind (docs/decisions/091): the server enforces the time limits,
 * and a connection whose state is not known to be clean is destroyed instead of going back to the pool.
 */
describe('PostgreSQL pool: a failed request leaves nothing behind', () => {
  let database: TestDatabase;
  let outside: pg.Client;
  const handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await sql`create table walk_rows (id integer primary key, note text)`.execute(database.handle.db);
    await sql`insert into walk_rows values (1, 'locked by another session')`.execute(database.handle.db);
    outside = new pg.Client({ connectionString: database.databaseUrl });
    await outside.connect();
  });
  afterEach(async () => {
    await outside.query('rollback').catch(() => {});
    await Promise.all(handles.splice(0).map((h) => h.close()));
    await sql`delete from walk_rows where id <> 1`.execute(database.handle.db);
  });
  afterAll(async () => {
    await outside.end();
    await database.destroy();
  });

  const open = (limits: Parameters<typeof openDatabase>[0]['postgresLimits']) => {
    const handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir, postgresLimits: limits });
    handles.push(handle);
    return handle.db;
  };
  const idsSeenOutside = async () => (await outside.query<{ id: number }>('select id from walk_rows order by id')).rows.map((r) => r.id);

  it('sets the server-side limits on every pooled connection', async () => {
    const db = open({ statementTimeoutMs: 4000, lockTimeoutMs: 1500, idleInTransactionTimeoutMs: 9000 });
    const show = async (name: string) => (await sql<Record<string, string>>`select current_setting(${name}) as value`.execute(db)).rows[0]!.value;
    expect(await show('statement_timeout')).toBe('4s');
    expect(await show('lock_timeout')).toBe('1500ms');
    expect(await show('idle_in_transaction_session_timeout')).toBe('9s');
  });

  it('never hands a connection on with the transaction of a request whose query the client stopped waiting for', async () => {
    // The client gives up long before the server does (a frozen server looks like this from the client).
    const db = open({ readTimeoutMs: 300, statementTimeoutMs: 20_000, lockTimeoutMs: 20_000 });
    await outside.query('begin');
    await outside.query('select * from walk_rows where id = 1 for update');

    const failed = inTransaction(db, async (trx) => {
      await sql`insert into walk_rows values (2, 'partial write of a failed request')`.execute(trx);
      await sql`update walk_rows set note = 'waits for the lock' where id = 1`.execute(trx);
    });
    await expect(failed).rejects.toThrow(/timeout/i);
    await outside.query('commit');

    // The next request on the pool commits its own work, and only that.
    await inTransaction(db, async (trx) => {
      await sql`insert into walk_rows values (3, 'the next request')`.execute(trx);
    });
    await expect.poll(idsSeenOutside, { timeout: 5000 }).toEqual([1, 3]);
    await expect.poll(() => sessionsIdleInTransaction(database.handle.db, 'postgres'), { timeout: 5000 }).toBe(0);
  });

  it('ends a lock wait with 55P03 at lock_timeout and reuses the connection cleanly', async () => {
    const db = open({ lockTimeoutMs: 200 });
    await outside.query('begin');
    await outside.query('select * from walk_rows where id = 1 for update');
    const started = Date.now();
    const waited = inTransaction(db, async (trx) => {
      await sql`insert into walk_rows values (4, 'rolled back')`.execute(trx);
      await sql`update walk_rows set note = 'x' where id = 1`.execute(trx);
    });
    await expect(waited).rejects.toMatchObject({ code: '55P03' });
    expect(Date.now() - started).toBeLessThan(3000);
    await outside.query('commit');
    await inTransaction(db, (trx) => sql`insert into walk_rows values (5, 'next')`.execute(trx));
    expect(await idsSeenOutside()).toEqual([1, 5]);
  });
});
