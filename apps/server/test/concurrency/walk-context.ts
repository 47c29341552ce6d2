import { generate } from 'otplib';
import { expect } from 'vitest';
import { writeSetting } from '../../src/db/settings';
import type { fixedClock } from '../../src/lib/clock';
import { REQUIRE_TWO_FACTOR } from '../../src/modules/auth/two-factor-requirement';
import type { TestApp } from '../build-test-app';
import type { Send } from './walk-harness';
import type { WalkContext } from './write-scenarios';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the write scenarios run with (the concurrency walk, decision 091; the history walk, decision 105): `t`'s
 * database, the clocks of every instance the walk sends to (moved together), and `renewToken` for the walk's admin
 * token once a month has passed.
 */
export function walkContext(t: TestApp, clocks: ReturnType<typeof fixedClock>[], send: Send, renewToken: () => Promise<void>): WalkContext {
  let counter = 0;
  const advanceClock = (ms: number) => {
    for (const clock of new Set(clocks)) clock.advance(ms);
  };
  return {
    send,
    db: t.database.handle.db,
    unique: (prefix) => `${prefix}-${++counter}`,
    async signIn(username, password) {
      const answer = await send({ name: 'login', body: { username, password } });
      expect(answer.status, answer.body).toBe(200);
      return (answer.json() as { accessToken: string }).accessToken;
    },
    async moveToNextMonth() {
      advanceClock(31 * DAY_MS);
      await renewToken();
    },
    advanceClock,
    codeFor: (secret) => generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) }),
    requireTwoFactor: (on) => writeSetting(t.database.handle.db, REQUIRE_TWO_FACTOR, on ? '1' : '0'),
    dayFromNow: (days) => new Date(t.clock.now().getTime() + days * DAY_MS).toISOString().slice(0, 10),
  };
}
