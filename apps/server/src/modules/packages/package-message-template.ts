import { EDIT_CONFLICT } from '@agency/contract/edit-version';
import { PACKAGE_MESSAGE_TEMPLATE, type PackageMessageTemplate } from '@agency/contract/packages';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { readSetting, writeSetting } from '../../db/settings';
import { inTransaction } from '../../db/transaction';
import { ConflictError } from '../../errors';
import type { ExpectedVersion } from '../../lib/if-match';
import type { Actor, AuditKind } from '../audit/audit-kind';
import type { AuditLog } from '../audit/audit-log';
import { noPublicPaths } from '../purge/public-urls';

/**
 * The agency's message template for package mails (issue 37, decision 119): one row of the `settings` table, its
 * value `{"ko","en","version"}` as JSON. Never saved: the code's PACKAGE_MESSAGE_TEMPLATE at version 0.
 */
const SETTING_KEY = 'package_message_template';
/** Its history target: `package-template:message`. */
const TARGET_KEY = 'message';

/** What the history keeps of the template: its two texts, without the version (a state, not an edit counter). */
export interface PackageTemplateState {
  ko: string;
  en: string;
}

export async function readPackageMessageTemplate(dbOrTx: DbOrTx): Promise<PackageMessageTemplate> {
  const stored = await readSetting(dbOrTx, SETTING_KEY);
  if (stored === undefined) return { ko: PACKAGE_MESSAGE_TEMPLATE.ko, en: PACKAGE_MESSAGE_TEMPLATE.en, version: 0 };
  const { ko, en, version } = JSON.parse(stored) as PackageMessageTemplate;
  return { ko, en, version };
}

async function writeTemplate(trx: DbOrTx, texts: PackageTemplateState, version: number): Promise<void> {
  await writeSetting(trx, SETTING_KEY, JSON.stringify({ ko: texts.ko, en: texts.en, version }));
}

/** The one template, restored by the service's own write (decision 105). Staff may edit it, so editors see it too. */
export const packageTemplateKind: AuditKind<PackageTemplateState> = {
  type: 'package-template',
  async snapshot(trx, key) {
    if (key !== TARGET_KEY) return null;
    const { ko, en } = await readPackageMessageTemplate(trx);
    return { ko, en };
  },
  label: () => '패키지 메일 메시지 템플릿',
  publicPaths: noPublicPaths,
  restorable: true,
};

export function createPackageTemplateService(deps: { db: Db; audit: AuditLog }) {
  const { db, audit } = deps;
  return {
    read: (): Promise<PackageMessageTemplate> => readPackageMessageTemplate(db),

    /**
     * Saves both texts if the stored version is `expected` (any when undefined; 0 names the code's default, never
     * saved), else 409 EDIT_CONFLICT and nothing changes. The history's named lock (taken by `audit.begin`) makes two
     * saves run one after the other, so the second one sees the first one's version. Saved as it was: the version
     * stays (decision 106), the save is still recorded.
     */
    async save(input: PackageTemplateState, actor: Actor, expected: ExpectedVersion): Promise<PackageMessageTemplate> {
      return inTransaction(db, async (trx) => {
        const change = await audit.begin(trx, packageTemplateKind, TARGET_KEY);
        const current = await readPackageMessageTemplate(trx);
        if (expected === null || (expected !== undefined && expected !== current.version)) throw new ConflictError(EDIT_CONFLICT);
        const changed = current.ko !== input.ko || current.en !== input.en;
        await writeTemplate(trx, input, changed ? current.version + 1 : current.version);
        await change.record(actor, 'package-template.update');
        return readPackageMessageTemplate(trx);
      });
    },

    /** Puts the template back to a state of its history, in the restore's transaction; the version moves on (a form opened before gets its 409). */
    async restore(trx: Tx, key: string, state: PackageTemplateState | null): Promise<void> {
      if (key !== TARGET_KEY || state === null) return;
      const current = await readPackageMessageTemplate(trx);
      await writeTemplate(trx, state, current.version + 1);
    },
  };
}
