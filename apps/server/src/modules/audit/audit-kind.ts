import type { AuditTargetType } from '@agency/contract/audit';
import type { DatabaseKind, DbOrTx, Tx } from '../../db/database';
import type { MediaGuard } from '../media/media-guard';
import type { PurgePath } from '../purge/public-urls';

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
 * as versions, row ids or view counts, never a secret), its label and the public URLs a change of it makes stale
 * (decision 105). `null` is "the target does not exist". How a state is written back is not here: a restore goes
 * through the target's own service write (`Restorer`, given to the audit service by the app context).
 */
export interface AuditKind<S = unknown> {
  type: AuditTargetType;
  /** The table whose row (id = key) a restore locks before reading the state (PostgreSQL), when there is one. */
  table?: 'artists' | 'boards' | 'packages' | 'users' | 'jobs';
  snapshot(trx: DbOrTx, key: string): Promise<S | null>;
  /** A readable name of the target in this state (state: the one after the change, or before a delete). */
  label(state: S, key: string): string;
  /**
   * The public URLs a change of this target from `before` to `after` makes stale in a shared cache (decisions 087,
   * 096; built with modules/purge/public-urls.ts): sent to the CDN once the change committed. `noPublicPaths` for
   * targets no visitor sees.
   */
  publicPaths(before: S | null, after: S | null): PurgePath[];
  /** Whether its changes can be put back (a `Restorer` of its service writes the state). */
  restorable: boolean;
}

/**
 * Writes a state of a target's history back in the restore's transaction (null: the target did not exist), through the
 * same write as an edit of it, with its checks (decision 105). The audit service records the restore around it.
 */
export type Restorer<S = unknown> = (trx: Tx, key: string, state: S | null, context: RestoreContext) => Promise<void>;

/** A kind of target with the write that restores it (none: not restorable), as the audit service takes them. */
export interface RestorableKind {
  kind: AuditKind<unknown>;
  restore?: Restorer<unknown>;
}

/** Pairs a kind with its restorer, checked for one state type. */
export const kindOf = <S>(kind: AuditKind<S>, restore?: Restorer<S>): RestorableKind => ({ kind, restore }) as unknown as RestorableKind;
