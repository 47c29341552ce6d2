import { APPLICATION_NOT_FOUND } from '@agency/contract/applications';
import { NotFoundError } from '../../errors';
import type { AuditKind, Restorer } from '../audit/audit-kind';
import { noPublicPaths } from '../purge/public-urls';
import * as repo from './applications-repository';

/**
 * What the history keeps of a model application: its review (status and the staff's notes) alone. The applicant's
 * personal data and photos stay out of it, so they are gone when the application is deleted or expires (decision 082).
 */
export interface ApplicationState {
  status: string;
  notes: string;
}

export const applicationKind: AuditKind<ApplicationState> = {
  type: 'application',
  async snapshot(trx, key) {
    const row = await repo.findApplication(trx, Number(key));
    return row ? { status: row.status, notes: row.notes } : null;
  },
  label: (_state, key) => `지원서 #${key}`,
  publicPaths: noPublicPaths,
  restorable: true,
};

/** An application’s review, written as the review save writes it (decision 105). */
export const restoreApplication: Restorer<ApplicationState> = async (trx, key, state, { now }) => {
  // Deleting an application cannot be undone (its personal data is gone), so there is no state to restore from null.
  if (!(await repo.findApplication(trx, Number(key)))) throw new NotFoundError(APPLICATION_NOT_FOUND);
  if (state === null) return;
  await repo.updateApplication(trx, Number(key), { status: state.status, notes: state.notes });
  // A restore moves the version on, as an edit that changes the review does: a screen opened before gets its 409.
  await repo.bumpApplicationVersion(trx, Number(key), undefined, now);
};
