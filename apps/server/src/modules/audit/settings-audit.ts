import type { DbOrTx } from '../../db/database';
import { readSetting, writeSetting } from '../../db/settings';
import { readRequireTwoFactor, writeRequireTwoFactor } from '../auth/two-factor-requirement';
import type { AuditKind, Restorer } from './audit-kind';
import { noPublicPaths } from '../purge/public-urls';

const HISTORY_RETENTION_DAYS = 'history_retention_days';

/** How many days the history keeps entries; null (never set, or 0): forever. */
export async function readRetentionDays(dbOrTx: DbOrTx): Promise<number | null> {
  const days = Number(await readSetting(dbOrTx, HISTORY_RETENTION_DAYS));
  return Number.isInteger(days) && days > 0 ? days : null;
}

export async function writeRetentionDays(dbOrTx: DbOrTx, days: number | null): Promise<void> {
  await writeSetting(dbOrTx, HISTORY_RETENTION_DAYS, String(days ?? 0));
}

type SettingsState = { requireTwoFactor: boolean } | { retentionDays: number | null };

/** The site's rules: `security` (two-factor sign-in for everyone) and `history` (how long the history is kept). */
export const settingsKind: AuditKind<SettingsState> = {
  type: 'settings',
  async snapshot(trx, key) {
    if (key === 'security') return { requireTwoFactor: await readRequireTwoFactor(trx) };
    if (key === 'history') return { retentionDays: await readRetentionDays(trx) };
    return null;
  },
  label: (_state, key) => (key === 'security' ? '보안 설정' : '변경 기록 설정'),
  publicPaths: noPublicPaths,
  restorable: true,
};

/** The site’s rules, written by the same functions as their saves (the security settings, the history’s retention) (decision 105). */
export const restoreSettings: Restorer<SettingsState> = async (trx, key, state, { actor }) => {
  if (state === null) return;
  if ('requireTwoFactor' in state) await writeRequireTwoFactor(trx, state.requireTwoFactor, actor.username);
  else if (key === 'history') await writeRetentionDays(trx, state.retentionDays);
};
