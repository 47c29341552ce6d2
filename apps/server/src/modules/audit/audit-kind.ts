import type { AuditTargetType } from '@agency/contract/audit';
import type { DatabaseKind, DbOrTx, Tx } from '../../db/database';
import type { MediaGuard } from '../media/media-guard';

/** Who made a change: the signed-in account (its token's claims). */
export interface Actor {
  username: string;
  role: string;
}

/** What putting a target back needs besides the transaction. */
export interface RestoreContext {
  now: string;
  actor: Actor;
  media: MediaGuard;
  dbKind: DatabaseKind;
}

/**
 * One kind of target the history records (decision 086): how to read its state (plain JSON, nothing volatile such
 * as versions, row ids or view counts, never a secret) and, for kinds that can be restored, how to write a state
 * back. `null` is "the target does not exist".
 */
export interface AuditKind<S = unknown> {
  type: AuditTargetType;
  /** The table whose row (id = key) a restore locks before reading the state (PostgreSQL), when there is one. */
  table?: 'artists' | 'boards' | 'packages' | 'users';
  snapshot(trx: DbOrTx, key: string): Promise<S | null>;
  /** A readable name of the target in this state (state: the one after the change, or before a delete). */
  label(state: S, key: string): string;
  /** Writes `state` back in `trx` (null: removes the target); absent for kinds that cannot be restored. */
  restore?(trx: Tx, key: string, state: S | null, context: RestoreContext): Promise<void>;
}
