import type { AuditTargetType } from '@agency/contract/audit';
import type { DbOrTx } from '../../db/database';
import type { PurgePath } from '../purge/public-urls';
import type { AuditKind } from './audit-kind';

/** A saved order applied to the ids there are now: the saved ones still there first, then the others as they are. */
export function restoredOrder(saved: number[], current: number[]): number[] {
  const kept = new Set(saved);
  return [...saved.filter((id) => current.includes(id)), ...current.filter((id) => !kept.has(id))];
}

/**
 * An order of rows (the roster, the boards) as one target: its state is the ids by priority. Its service restores it
 * (decision 105): the listed rows get that order again (`restoredOrder`), rows added since follow in their present order.
 */
export function orderKind(spec: { type: AuditTargetType; label: string; publicPaths: () => PurgePath[]; ids: (trx: DbOrTx) => Promise<number[]> }): AuditKind<number[]> {
  return {
    type: spec.type,
    snapshot: (trx) => spec.ids(trx),
    label: () => spec.label,
    publicPaths: spec.publicPaths,
    restorable: true,
  };
}
