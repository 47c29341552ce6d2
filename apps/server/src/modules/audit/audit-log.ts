import { auditTargetLock, lockNamed } from '../../db/advisory-lock';
import type { DatabaseKind, DbOrTx } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { lockMediaReferences } from '../media/media-references';
import type { PurgePath } from '../purge/public-urls';
import type { Actor, AuditKind } from './audit-kind';
import { insertEntry } from './audit-repository';
import { canonicalJson, withoutSecrets } from './audit-state';

export interface RecordOptions {
  /** The target's key when it was not known at the start (a new row's id). */
  key?: string;
  /** The change cannot be put back (a password reset, a month closing, a deletion of personal data). */
  irreversible?: boolean;
  /** The entry a restore put back. */
  restoredFrom?: number;
}

/** A change under way: the target's state before it, recorded with the state after when the write is done. */
export interface PendingChange {
  before: unknown;
  record(actor: Actor, action: string, options?: RecordOptions): Promise<number>;
}

/**
 * Records admin changes in the transaction that makes them (decision 086): `begin` reads the target's state before
 * the write, `record` its state after and writes the entry, so a change and its history commit or fail together.
 */
export function createAuditLog(deps: {
  clock: Clock;
  kind: DatabaseKind;
  /**
   * Told of the public URLs each recorded change made stale, as its kind declares them (`AuditKind.publicPaths`): the
   * CDN purge sends them once the request's transaction committed (docs/decisions/087, 105).
   */
  onStale?: (paths: PurgePath[]) => void;
}) {
  return {
    async begin<S>(trx: DbOrTx, kind: AuditKind<S>, key: string | null): Promise<PendingChange> {
      // A target without a row of its own (a setting, an order) is locked by name, as its restore locks it: two
      // writers never read the same state before (each entry's before is the previous one's after).
      if (key !== null && !kind.table) await lockNamed(trx, deps.kind, auditTargetLock(kind.type, key));
      const before = key === null ? null : await kind.snapshot(trx, key);
      return {
        before,
        async record(actor, action, options = {}) {
          const targetKey = options.key ?? key;
          if (targetKey === null) throw new Error(`audit: ${action} has no target key`);
          const after = await kind.snapshot(trx, targetKey);
          const labelled = after ?? before;
          // The history refers to media files too: it orders itself against the cleanup's marking like any save.
          await lockMediaReferences(trx, deps.kind, 'shared');
          const id = await insertEntry(trx, {
            at: deps.clock.now().toISOString(),
            username: actor.username,
            action,
            target_type: kind.type,
            target_key: targetKey,
            target_label: labelled === null ? targetKey : kind.label(labelled, targetKey),
            before_state: before === null ? null : canonicalJson(withoutSecrets(before)),
            after_state: after === null ? null : canonicalJson(withoutSecrets(after)),
            restorable: kind.restorable && !options.irreversible ? 1 : 0,
            restored_from: options.restoredFrom ?? null,
          });
          deps.onStale?.(kind.publicPaths(before, after));
          return id;
        },
      };
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
