import { API_ROUTES, type ApiName } from '@agency/contract/api-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app';
import { adminToken, concurrentInstances, type SecondInstance } from '../second-instance';
import { walkContext } from './walk-context';
import { countRows, createSender, isSuccess, problemOf, sessionsIdleInTransaction, type Answer, type Send } from './walk-harness';
import { WRITE_SCENARIOS, type WalkContext, type WriteScenario } from './write-scenarios';

/** Copies of a write sent at once, and copies raced against a delete of its target. */
const SELF_RACE = 8;
const DELETE_RACE = 4;

const WRITES = (Object.keys(API_ROUTES) as ApiName[]).filter((name) => API_ROUTES[name].method !== 'GET');

/**
 * Every write of the API table (docs/decisions/091), generated from the table like the auth matrix: sent several times
 * at once, then raced against a delete of its target, over two instances on PostgreSQL (their own pools). No answer is
 * a 5xx, errors are JSON, each 2xx of an audited write records exactly one history entry, no connection is left
 * inside a transaction, the health check answers, and the state is one a client was told about. A write without a
 * scenario fails the first test: a new write is walked as soon as it exists.
 */
describe('concurrency walk: every write of the API table', () => {
  let t: TestApp;
  let second: SecondInstance;
  let send: Send;
  let ctx: WalkContext;
  let token = '';
  /** The first instance's log: a failed walk shows the server's errors behind its 5xx. */
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ logLines });
    // Delivery in the background would race the walk's own counts of rows; the outbox has its own tests.
    await t.app.inquiryOutbox.stop();
    second = await concurrentInstances(t);
    await second.app.inquiryOutbox.stop();
    token = await adminToken(t);
    send = createSender([t.app, second.app], () => token);
    ctx = walkContext(t, [t.clock, second.clock], send, async () => {
      token = await adminToken(t);
    });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('has a scenario for every write of the API table', () => {
    expect(WRITES.filter((name) => !WRITE_SCENARIOS[name])).toEqual([]);
  });

  async function race(calls: ReturnType<NonNullable<(typeof WRITE_SCENARIOS)[ApiName]>['call']>[]): Promise<Answer[]> {
    return Promise.all(calls.map((call) => send(call)));
  }

  async function checkAfter(name: ApiName, audited: WriteScenario['audited'], historyBefore: number, answers: Answer[]) {
    const problems = answers.map(problemOf).filter((p): p is string => p !== undefined);
    const errors = logLines.splice(0).filter((line) => /"level":(50|60)/.test(line));
    expect(problems, `${name}\n${errors.join('\n').slice(0, 4000)}`).toEqual([]);
    const db = t.database.handle.db;
    expect(await sessionsIdleInTransaction(db, t.database.databaseUrl ? 'postgres' : 'sqlite'), `${name}: a connection was returned inside a transaction`).toBe(0);
    const successes = answers.filter((a) => a.status < 300).length;
    const history = (await countRows(db, 'audit_entries')) - historyBefore;
    const expected = typeof audited === 'function' ? audited(answers) : audited ? successes : undefined;
    if (expected !== undefined) expect(history, `${name}: history entries for ${successes} successful writes`).toBe(expected);
    const health = await send({ name: 'health' });
    expect(health.status).toBe(200);
  }

  for (const name of WRITES) {
    it(`${name}: ${SELF_RACE} at once, then ${DELETE_RACE} against a delete of its target`, async () => {
      const scenario = WRITE_SCENARIOS[name];
      if (!scenario) throw new Error(`no concurrency scenario for ${name} (apps/server/test/concurrency/write-scenarios.ts)`);
      // Refreshed in case an earlier write (a password or role change) ended the session.
      await ctx.requireTwoFactor(false);
      token = await adminToken(t);

      const state = await scenario.setup(ctx);
      let historyBefore = await countRows(t.database.handle.db, 'audit_entries');
      const selfAnswers = await race(Array.from({ length: SELF_RACE }, (_, i) => scenario.call(state, i)));
      // A scenario whose calls are all refused would prove nothing.
      expect(selfAnswers.filter(isSuccess).length, selfAnswers.map((a) => `${a.status} ${a.body.slice(0, 120)}`).join('\n')).toBeGreaterThan(0);
      await checkAfter(name, scenario.audited, historyBefore, selfAnswers);
      await scenario.verify?.(ctx, state, selfAnswers);

      if (!scenario.deleteTarget) return;
      const target = await scenario.setup(ctx);
      historyBefore = await countRows(t.database.handle.db, 'audit_entries');
      const calls = Array.from({ length: DELETE_RACE }, (_, i) => scenario.call(target, i));
      calls.splice(DELETE_RACE / 2, 0, scenario.deleteTarget(target));
      const raceAnswers = await race(calls);
      await checkAfter(name, scenario.audited, historyBefore, raceAnswers);
      await scenario.verify?.(ctx, target, raceAnswers);
    });
  }
});
