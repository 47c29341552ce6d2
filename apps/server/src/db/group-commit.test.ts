import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@test/test-database';
import { incrementSource } from '../modules/traffic/traffic-repository';
import { createGroupCommit } from './group-commit';

const NOW = '2026-11-21T00:00:00.000Z';

describe('group commit of counter writes', () => {
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

  it('commits every write of a burst, in few transactions on SQLite and one each on PostgreSQL', async () => {
    const { db, kind } = t.handle;
    const transactions = vi.spyOn(db, 'transaction');
    const commits = createGroupCommit(db, kind);
    await Promise.all(Array.from({ length: 200 }, () => commits.run((tx) => incrementSource(tx, 'burst', NOW))));
    expect(await countOf('burst')).toBe(200);
    if (kind === 'sqlite') expect(transactions.mock.calls.length).toBeLessThanOrEqual(3);
    else expect(transactions.mock.calls.length).toBe(200);
    transactions.mockRestore();
  });

  it('gathers writes made by separate callbacks of one event-loop turn (requests read in one I/O phase) on SQLite', async () => {
    const { db, kind } = t.handle;
    const transactions = vi.spyOn(db, 'transaction');
    const commits = createGroupCommit(db, kind);
    // Each timer callback runs to completion (with its promise jobs) before the next, like each request's.
    await Promise.all(
      Array.from({ length: 50 }, () => new Promise<void>((resolve, reject) => setTimeout(() => commits.run((tx) => incrementSource(tx, 'turn', NOW)).then(resolve, reject), 0))),
    );
    expect(await countOf('turn')).toBe(50);
    if (kind === 'sqlite') expect(transactions.mock.calls.length).toBeLessThanOrEqual(2);
    else expect(transactions.mock.calls.length).toBe(50);
    transactions.mockRestore();
  });

  it('settles each caller only after its write is committed', async () => {
    const commits = createGroupCommit(t.handle.db, t.handle.kind);
    const seen: number[] = [];
    await Promise.all(
      Array.from({ length: 20 }, () =>
        commits.run((tx) => incrementSource(tx, 'visible', NOW)).then(async () => {
          seen.push(await countOf('visible'));
        }),
      ),
    );
    // Read outside the transaction right after each caller resumed: its own increment is always there.
    seen.forEach((count, index) => expect(count).toBeGreaterThanOrEqual(index + 1));
    expect(await countOf('visible')).toBe(20);
  });

  it('fails only the write that fails; the others of its group are committed', async () => {
    const commits = createGroupCommit(t.handle.db, t.handle.kind);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        commits.run(async (tx) => {
          await incrementSource(tx, 'mixed', NOW);
          if (i === 4) throw new Error('write 4 fails');
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([{ status: 'rejected', reason: new Error('write 4 fails') }]);
    expect(await countOf('mixed')).toBe(9);
  });

  it('keeps working after a failed group', async () => {
    const commits = createGroupCommit(t.handle.db, t.handle.kind);
    await expect(commits.run(() => Promise.reject(new Error('alone')))).rejects.toThrow('alone');
    await commits.run((tx) => incrementSource(tx, 'after', NOW));
    expect(await countOf('after')).toBe(1);
  });
});
