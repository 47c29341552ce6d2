import {
  ADMIN_ONLY_AUDIT_TARGETS,
  AUDIT_CHANGED_SINCE,
  AUDIT_NOT_FOUND,
  AUDIT_NOT_RESTORABLE,
  AUDIT_RESTORED,
  AUDIT_TARGET_TYPES,
  type AuditEntry,
  type AuditEntryDetail,
  type AuditList,
  type AuditListQuery,
  type AuditRetentionPreview,
  type AuditSettings,
  type AuditTargetType,
} from '@agency/contract/audit';
import { ROLE_ADMIN } from '@agency/contract/auth';
import { auditTargetLock, lockNamed } from '../../db/advisory-lock';
import type { DatabaseKind, Db, DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { BadRequestError, ForbiddenError, NotFoundError, ConflictError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { nextDay, startOfDayIn } from '../../lib/zoned-day';
import type { BlobStore } from '../../storage/blob-store';
import type { MediaGuard } from '../media/media-guard';
import { mediaKeysIn, referencedMediaKeys, stringsIn } from '../media/media-references';
import type { Actor, AuditKind, RestorableKind } from './audit-kind';
import type { AuditLog } from './audit-log';
import * as repo from './audit-repository';
import { canonicalJson, parseState, withoutSecrets } from './audit-state';
import { settingsKind, readRetentionDays, writeRetentionDays } from './settings-audit';

type EntryRow = repo.EntryRow;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Storage lookups the retention preview makes at once. */
const PREVIEW_EXISTS_CONCURRENCY = 8;

const isAdmin = (actor: Actor) => actor.role === ROLE_ADMIN;
/** A stored type as the API names it; a type this version does not know reads as an admin-only one. */
const typeOf = (type: string): AuditTargetType => ((AUDIT_TARGET_TYPES as readonly string[]).includes(type) ? (type as AuditTargetType) : 'settings');

function toEntry(row: EntryRow): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    username: row.username,
    action: row.action,
    target: `${row.target_type}:${row.target_key}`,
    targetType: typeOf(row.target_type),
    targetLabel: row.target_label,
    restorable: Number(row.restorable) === 1,
    restoredFrom: row.restored_from,
  };
}

/**
 * The history of admin changes (decision 086): lists and reads entries (editors do not see accounts, sign-in rules
 * or month closings), and restores a target to its state before a change in one transaction, itself recorded.
 */
export function createAuditService(deps: {
  db: Db;
  dbKind: DatabaseKind;
  clock: Clock;
  audit: AuditLog;
  media: MediaGuard;
  /** Where uploaded files are: the retention preview counts those that exist. */
  storage: Pick<BlobStore, 'exists'>;
  /** Every kind of target, each with the service write that restores it when it is restorable (decision 105). */
  kinds: readonly RestorableKind[];
  timeZone: string;
}) {
  const { db, dbKind, clock, audit, media, storage, timeZone } = deps;
  const kinds = new Map(deps.kinds.map((entry) => [entry.kind.type as string, entry]));
  for (const [type, { kind, restore }] of kinds) {
    if (kind.restorable !== (restore !== undefined)) throw new Error(`audit: the ${type} kind is ${kind.restorable ? 'restorable without' : 'not restorable but has'} a restorer`);
  }
  /** Entries before this time are past a retention of `days`. */
  const retentionCutoff = (days: number) => new Date(clock.now().getTime() - days * DAY_MS).toISOString();

  async function findVisible(dbOrTx: DbOrTx, id: number, actor: Actor): Promise<EntryRow> {
    const row = await repo.findEntry(dbOrTx, id);
    if (!row) throw new NotFoundError(AUDIT_NOT_FOUND);
    if (!isAdmin(actor) && ADMIN_ONLY_AUDIT_TARGETS.includes(typeOf(row.target_type))) throw new ForbiddenError();
    return row;
  }

  /**
   * Two restores of one target, or a restore and a save, run one after the other (PostgreSQL; SQLite runs one
   * transaction at a time): the target's key is locked, and its row when it has one, before its state is read.
   */
  async function lockTarget(trx: DbOrTx, kind: AuditKind<unknown>, key: string): Promise<void> {
    if (dbKind !== 'postgres') return;
    await lockNamed(trx, dbKind, auditTargetLock(kind.type, key));
    if (kind.table) await repo.lockTargetRow(trx, kind.table, Number(key));
  }

  return {
    async list(query: AuditListQuery, actor: Actor): Promise<AuditList> {
      const colon = query.target ? query.target.indexOf(':') : -1;
      const rows = await repo.listEntries(
        db,
        {
          withoutAdminOnly: !isAdmin(actor),
          username: query.username,
          targetType: query.target ? (colon < 0 ? query.target : query.target.slice(0, colon)) : undefined,
          targetKey: query.target && colon >= 0 ? query.target.slice(colon + 1) : undefined,
          from: query.from ? startOfDayIn(query.from, timeZone).toISOString() : undefined,
          to: query.to ? startOfDayIn(nextDay(query.to), timeZone).toISOString() : undefined,
          before: query.before,
        },
        query.limit + 1,
      );
      const page = rows.slice(0, query.limit);
      // The people with their display names now (issue 35: the history shows names; a rename shows the new one).
      const found = await repo.listPeople(db, !isAdmin(actor));
      return {
        entries: page.map(toEntry),
        nextBefore: rows.length > query.limit ? page[page.length - 1]!.id : null,
        people: found.map((r) => r.username),
        names: Object.fromEntries(found.flatMap((r) => (r.name ? [[r.username, r.name]] : []))),
      };
    },

    async get(id: number, actor: Actor): Promise<AuditEntryDetail> {
      const row = await findVisible(db, id, actor);
      return { ...toEntry(row), before: parseState(row.before_state), after: parseState(row.after_state) };
    },

    /**
     * Puts the entry's target back to its state before the change. 409 when the target is no longer as the change
     * left it (changed or deleted since), unless `force`; 400 for changes that cannot be put back.
     */
    async restore(id: number, actor: Actor, force: boolean): Promise<{ message: string; entry: AuditEntry }> {
      const now = clock.now().toISOString();
      const newId = await inTransaction(db, async (trx) => {
        const row = await findVisible(trx, id, actor);
        const { kind, restore } = kinds.get(row.target_type) ?? {};
        if (!kind || !restore || Number(row.restorable) !== 1) throw new BadRequestError(AUDIT_NOT_RESTORABLE);
        await lockTarget(trx, kind, row.target_key);
        const change = await audit.begin(trx, kind, row.target_key);
        const current = change.before === null ? null : canonicalJson(withoutSecrets(change.before));
        if (!force && current !== row.after_state) throw new ConflictError(AUDIT_CHANGED_SINCE);
        // The target's own write (its service's), with the checks of an edit; recorded here as the restore.
        await restore(trx, row.target_key, parseState(row.before_state), { now, actor, media, dbKind });
        return change.record(actor, 'restore', { restoredFrom: row.id });
      });
      const entry = (await repo.findEntry(db, newId))!;
      return { message: AUDIT_RESTORED, entry: toEntry(entry) };
    },

    async settings(): Promise<AuditSettings> {
      return { retentionDays: await readRetentionDays(db) };
    },

    async updateSettings(input: AuditSettings, actor: Actor): Promise<AuditSettings> {
      await inTransaction(db, async (trx) => {
        const change = await audit.begin(trx, settingsKind, 'history');
        await writeRetentionDays(trx, input.retentionDays);
        await change.record(actor, 'settings.update');
      });
      return { retentionDays: await readRetentionDays(db) };
    },

    /**
     * What a retention of `days` (without: the stored one) deletes at its next run, asked before it is chosen
     * (decision 102): the entries older than it, and the stored uploads only those entries refer to (the media
     * cleanup removes them once the entries are gone). The references are read in one transaction; an address
     * names several candidate keys (media-references.ts), so only those that exist in storage count as files.
     */
    async retentionPreview(days: number | undefined): Promise<AuditRetentionPreview> {
      const retentionDays = days ?? (await readRetentionDays(db));
      if (retentionDays === null) return { retentionDays, entries: 0, files: 0 };
      const cutoff = retentionCutoff(retentionDays);
      const { entries, orphans } = await inTransaction(db, async (trx) => {
        const going = await repo.listEntriesBefore(trx, cutoff);
        const goingKeys = mediaKeysIn(stringsIn(going));
        if (goingKeys.size === 0) return { entries: going.length, orphans: [] };
        const kept = await referencedMediaKeys(trx, { historyFrom: cutoff });
        return { entries: going.length, orphans: [...goingKeys].filter((key) => !kept.has(key)) };
      });
      let files = 0;
      for (let i = 0; i < orphans.length; i += PREVIEW_EXISTS_CONCURRENCY) {
        const found = await Promise.all(orphans.slice(i, i + PREVIEW_EXISTS_CONCURRENCY).map((key) => storage.exists(key)));
        files += found.filter(Boolean).length;
      }
      return { retentionDays, entries, files };
    },

    /** Deletes entries older than the retention period (none while it is "forever"); answers how many went. */
    async purge(): Promise<number> {
      const days = await readRetentionDays(db);
      if (days === null) return 0;
      const cutoff = retentionCutoff(days);
      return repo.deleteEntriesBefore(db, cutoff);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
