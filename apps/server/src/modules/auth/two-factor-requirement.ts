import type { DbOrTx } from '../../db/database';
import { readSetting, writeSetting } from '../../db/settings';
import { ConflictError } from '../../errors';
import { endSessionsWithoutTwoFactor } from './two-factor-repository';
import { findUserByUsername } from './users-repository';

/** The setting's key (settings table). */
export const REQUIRE_TWO_FACTOR = 'require_two_factor';
export const ENABLE_OWN_TWO_FACTOR_FIRST = '먼저 "내 계정"에서 2단계 인증을 켜세요.';

/** Whether every account must sign in with two factors (decision 084). */
export async function readRequireTwoFactor(dbOrTx: DbOrTx): Promise<boolean> {
  return (await readSetting(dbOrTx, REQUIRE_TWO_FACTOR)) === '1';
}

/**
 * Turns the requirement on or off. On: every session of an account without two-factor sign-in ends (it sets it up
 * at its next sign-in); refused (409) while the admin turning it on has none, so nobody locks themselves out.
 */
export async function writeRequireTwoFactor(trx: DbOrTx, on: boolean, actor: string): Promise<void> {
  if (on) {
    const me = await findUserByUsername(trx, actor);
    if (!me?.totp_enabled_at) throw new ConflictError(ENABLE_OWN_TWO_FACTOR_FIRST);
    await endSessionsWithoutTwoFactor(trx);
  }
  await writeSetting(trx, REQUIRE_TWO_FACTOR, on ? '1' : '0');
}
