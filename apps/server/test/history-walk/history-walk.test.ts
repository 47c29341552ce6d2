import { API_ROUTES, type ApiName } from '@agency/contract/api-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurgeDriver } from '../../src/modules/purge/purge-driver';
import { artistPublicPaths, everyPagePublicPaths, rosterPublicPaths, type PurgePath } from '../../src/modules/purge/public-urls';
import { buildTestApp, type TestApp } from '../build-test-app';
import { walkContext } from '../concurrency/walk-context';
import { createSender, type Send } from '../concurrency/walk-harness';
import { WRITE_SCENARIOS, type WalkContext } from '../concurrency/write-scenarios';
import { adminToken } from '../second-instance';
import { HISTORY_DECLARATIONS, type PurgeFamily } from './history-declarations';

const WRITES = (Object.keys(API_ROUTES) as ApiName[]).filter((name) => API_ROUTES[name].method !== 'GET');

/** A purge driver that keeps what it is sent (each request's paths are sent when its answer is: app.ts's onSend). */
function recordingPurge() {
  const sent: PurgePath[][] = [];
  const driver: PurgeDriver = {
    name: 'none',
    purge(paths) {
      sent.push([...paths]);
      return Promise.resolve();
    },
  };
  return { driver, sent };
}

type StoredState = { urlName: string } | null;
const parse = (state: string | null): StoredState => (state === null ? null : (JSON.parse(state) as StoredState));

/** The paths a family names for a recorded entry (its states before and after, as stored). */
function expectedPaths(family: PurgeFamily, before: StoredState, after: StoredState): PurgePath[] {
  if (family === 'artist') return artistPublicPaths(before, after);
  if (family === 'roster') return rosterPublicPaths();
  if (family === 'every-page') return everyPagePublicPaths();
  return [];
}

const sorted = (paths: Iterable<PurgePath>) => [...new Set(paths)].sort();

/**
 * The history and purge walk (decision 105): every write of the API table is sent once, after its setup (the
 * concurrency walk's scenarios), and leaves exactly what history-declarations.ts declares: one history entry of its
 * action and target type, in the same request, and the purge of that target's public URLs (each target kind declares
 * them next to its snapshot and label, AuditKind.publicPaths); or nothing at all for the writes declared so, with a
 * reason. A write with no declaration fails the first test; a write that forgets its entry or its purge fails its own.
 */
describe('history walk: every write records its history entry and purges its public URLs', () => {
  let t: TestApp;
  let send: Send;
  let ctx: WalkContext;
  let token = '';
  const purges = recordingPurge();
  /** The server's log: a failed write shows the errors behind its answer. */
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ purgeDriver: purges.driver, logLines });
    // Mail delivery in the background has its own tests.
    await t.app.inquiryOutbox.stop();
    token = await adminToken(t);
    send = createSender([t.app], () => token);
    ctx = walkContext(t, [t.clock], send, async () => {
      token = await adminToken(t);
    });
  });
  afterAll(() => t?.close());

  it('has a declaration (entry and purge, or none and why) for every write of the API table', () => {
    expect(WRITES.filter((name) => !HISTORY_DECLARATIONS[name])).toEqual([]);
  });

  const lastEntryId = async () => {
    const row = await t.database.handle.db.selectFrom('audit_entries').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
    return Number(row?.id ?? 0);
  };

  for (const name of WRITES) {
    it(`${name}: ${'recordsNothing' in (HISTORY_DECLARATIONS[name] ?? {}) ? 'records and purges nothing' : 'records its entry and purges its URLs'}`, async () => {
      const declared = HISTORY_DECLARATIONS[name];
      if (!declared) throw new Error(`no history declaration for ${name} (apps/server/test/history-walk/history-declarations.ts)`);
      const scenario = WRITE_SCENARIOS[name];
      if (!scenario) throw new Error(`no scenario for ${name} (apps/server/test/concurrency/write-scenarios.ts)`);
      await ctx.requireTwoFactor(false);
      token = await adminToken(t);
      const state = await scenario.setup(ctx);
      logLines.length = 0;

      const since = await lastEntryId();
      purges.sent.length = 0;
      const answer = await send(scenario.call(state, 0));
      await ctx.requireTwoFactor(false);
      const errors = logLines.splice(0).filter((line) => /"level":(50|60)/.test(line));
      expect(answer.status, `${name}: ${answer.body}\n${errors.join('\n').slice(0, 4000)}`).toBeLessThan(300);

      const entries = await t.database.handle.db.selectFrom('audit_entries').selectAll().where('id', '>', since).orderBy('id').execute();
      const purged = purges.sent.flat();
      if ('recordsNothing' in declared) {
        expect(entries.map((e) => e.action), `${name} is declared to record nothing: ${declared.recordsNothing}`).toEqual([]);
        expect(purged, `${name} is declared to purge nothing`).toEqual([]);
        return;
      }
      expect(
        entries.map((e) => `${e.action} ${e.target_type}`),
        `${name}: one history entry in its request`,
      ).toEqual([`${declared.action} ${declared.target}`]);
      const entry = entries[0]!;
      const expected = expectedPaths(declared.purges, parse(entry.before_state), parse(entry.after_state));
      expect(sorted(purged), `${name}: the purge of its ${declared.purges} URLs`).toEqual(sorted(expected));
      // Sent once, after the commit (one batch for the request).
      expect(purges.sent.length, `${name}: purge batches`).toBe(expected.length === 0 ? 0 : 1);
      if (declared.purges === 'artist') {
        const names = [parse(entry.before_state)?.urlName, parse(entry.after_state)?.urlName].filter(Boolean);
        expect(names.length, `${name}: the artist's name`).toBeGreaterThan(0);
        for (const urlName of names) expect(purged).toContain(`/artist/${urlName}`);
      }
      if (Number(entry.restorable) !== 1) return;

      // Putting the change back goes through the target's own write: recorded and purged like the write itself.
      purges.sent.length = 0;
      const restored = await send({ name: 'restoreAuditEntry', params: { id: entry.id }, body: { force: true } });
      expect(restored.status, `${name}: restore ${restored.body}`).toBe(200);
      const [restore, ...others] = await t.database.handle.db.selectFrom('audit_entries').selectAll().where('id', '>', entry.id).orderBy('id').execute();
      expect(others, `${name}: the restore records one entry`).toEqual([]);
      expect(`${restore?.action} ${restore?.target_type}:${restore?.target_key} ${restore?.restored_from}`).toBe(`restore ${entry.target_type}:${entry.target_key} ${entry.id}`);
      // Accounts are never deleted: putting back "before it was created" disables the account (decision 086).
      if (entry.target_type === 'account' && entry.before_state === null) expect(JSON.parse(restore!.after_state!)).toMatchObject({ disabled: true });
      else expect(restore!.after_state, `${name}: the restore put the state before the change back`).toBe(entry.before_state);
      const restoredPaths = expectedPaths(declared.purges, parse(restore!.before_state), parse(restore!.after_state));
      expect(sorted(purges.sent.flat()), `${name}: the restore's purge of its ${declared.purges} URLs`).toEqual(sorted(restoredPaths));
    });
  }
});
