import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@test/test-database';
import { incrementSource } from '../modules/traffic/traffic-repository';
import { createCounterWrites } from './counter-writes';

const NOW = '2026-11-26T00:00:00.000Z';
const silentLog = { error: vi.fn(), warn: vi.fn() };

describe('counters written in batches (decision 089)', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.destroy();
  });
  beforeEach(async () => {
    await t.handle.db.deleteFrom('traffic_sources').execute();
  });

  const countOf = async (name: string) =>
    Number((await t.handle.db.selectFrom('traffic_sources').select('count').where('name', '=', name).executeTakeFirst())?.count ?? 0);
  const add = (counters: ReturnType<typeof createCounterWrites>, name: string) => counters.add(`traffic:${name}`, (tx, visits) => incrementSource(tx, name, NOW, visits));

  it('acknowledges 5,000 counts at once and writes them in one transaction, summed per counter', async () => {
    const { db, kind } = t.handle;
    const counters = createCounterWrites({ db, kind, flushMs: 60_000, log: silentLog });
    const transactions = vi.spyOn(db, 'transaction');
    await Promise.all(Array.from({ length: 5000 }, (_, i) => add(counters, i % 2 === 0 ? 'instagram' : 'kakao')));
    expect(await countOf('instagram')).toBe(0);
    await counters.flush();
    expect(transactions.mock.calls.length).toBe(1);
    expect([await countOf('instagram'), await countOf('kakao')]).toEqual([2500, 2500]);
    transactions.mockRestore();
    await counters.close();
  });

  it('writes a batch every interval by itself', async () => {
    const { db, kind } = t.handle;
    const counters = createCounterWrites({ db, kind, flushMs: 20, log: silentLog });
    for (let i = 0; i < 30; i += 1) await add(counters, 'timed');
    await vi.waitFor(async () => expect(await countOf('timed')).toBe(30), { timeout: 2000, interval: 10 });
    await counters.close();
  });

  it('writes what is pending when closed (SIGTERM), and nothing after', async () => {
    const { db, kind } = t.handle;
    const counters = createCounterWrites({ db, kind, flushMs: 60_000, log: silentLog });
    for (let i = 0; i < 7; i += 1) await add(counters, 'closing');
    await counters.close();
    expect(await countOf('closing')).toBe(7);
  });

  it('loses only the failing counter’s count when one write of a batch fails', async () => {
    const { db, kind } = t.handle;
    const log = { error: vi.fn(), warn: vi.fn() };
    const counters = createCounterWrites({ db, kind, flushMs: 60_000, log });
    await add(counters, 'kept');
    await add(counters, 'kept');
    await counters.add('broken', async () => {
      throw new Error('artist deleted meanwhile');
    });
    await counters.flush();
    expect(await countOf('kept')).toBe(2);
    expect(log.error).toHaveBeenCalledTimes(1);
    await counters.close();
  });

  it('writes each count before acknowledging it when the interval is 0', async () => {
    const { db, kind } = t.handle;
    const counters = createCounterWrites({ db, kind, flushMs: 0, log: silentLog });
    await add(counters, 'direct');
    expect(await countOf('direct')).toBe(1);
  });
});
