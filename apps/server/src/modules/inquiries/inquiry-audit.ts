import { INQUIRY_NOT_FOUND } from '@agency/contract/inquiries';
import { NotFoundError } from '../../errors';
import type { AuditKind, Restorer } from '../audit/audit-kind';
import { noPublicPaths } from '../purge/public-urls';
import { findInquiry, setHandled } from './inquiries-repository';

/**
 * What the history keeps of a casting inquiry: whether it is handled and when. The sender's name, contact and
 * message stay out of it (personal data lives only in the inquiry itself).
 */
export interface InquiryState {
  handledAt: string | null;
}

export const inquiryKind: AuditKind<InquiryState> = {
  type: 'inquiry',
  async snapshot(trx, key) {
    const row = await findInquiry(trx, Number(key));
    return row ? { handledAt: row.handled_at } : null;
  },
  label: (_state, key) => `문의 #${key}`,
  publicPaths: noPublicPaths,
  restorable: true,
};

/** Whether an inquiry is handled, written as its update writes it (decision 105). */
export const restoreInquiry: Restorer<InquiryState> = async (trx, key, state) => {
  if (!(await setHandled(trx, Number(key), state?.handledAt ?? null))) throw new NotFoundError(INQUIRY_NOT_FOUND);
};
