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
import { sql, type Selectable } from 'kysely';
import { auditTargetLock, lockNamed } from '../../db/advisory-lock';
import type { DatabaseKind, Db, DbOrTx } from '../../db/database';
import type { AuditEntriesTable } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { BadRequestError, ForbiddenError, NotFoundError, ConflictError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { nextDay, startOfDayIn } from '../../lib/zoned-day';
import type { BlobStore } from '../../storage/blob-store';
import type { MediaGuard } from '../media/media-guard';
import { mediaKeysIn, referencedMediaKeys, stringsIn } from '../media/media-references';
import type { Actor, AuditKind } from './audit-kind';
import type { AuditLog } from './audit-log';
import { canonicalJson, parseState, withoutSecrets } from './audit-state';
import { settingsKind, readRetentionDays, writeRetentionDays } from './settings-audit';

type EntryRow = Selectable<AuditEntriesTable>;

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
  kinds: readonly AuditKind<unknown>[];
  timeZone: string;
}) {
  const { db, dbKind, clock, audit, media, storage, timeZone } = deps;
  const kinds = new Map(deps.kinds.map((kind) => [kind.type as string, kind]));
  /** Entries before this time are past a retention of `days`. */
  const retentionCutoff = (days: number) => new Date(clock.now().getTime() - days * DAY_MS).toISOString();

  async function findVisible(dbOrTx: DbOrTx, id: number, actor: Actor): Promise<EntryRow> {
    const row = await dbOrTx.selectFrom('audit_entries').selectAll().where('id', '=', id).executeTakeFirst();
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
    if (kind.table) await sql`select id from ${sql.table(kind.table)} where id = ${Number(key)} for update`.execute(trx);
  }

  return {
    async list(query: AuditListQuery, actor: Actor): Promise<AuditList> {
      let select = db.selectFrom('audit_entries').selectAll();
      if (!isAdmin(actor)) select = select.where('target_type', 'not in', [...ADMIN_ONLY_AUDIT_TARGETS]);
      if (query.username) select = select.where('username', '=', query.username);
      if (query.target) {
        const colon = query.target.indexOf(':');
        select =
          colon < 0
            ? select.where('target_type', '=', query.target)
            : select.where('target_type', '=', query.target.slice(0, colon)).where('target_key', '=', query.target.slice(colon + 1));
      }
      if (query.from) select = select.where('at', '>=', startOfDayIn(query.from, timeZone).toISOString());
      if (query.to) select = select.where('at', '<', startOfDayIn(nextDay(query.to), timeZone).toISOString());
      if (query.before) select = select.where('id', '<', query.before);
      const rows = await select.orderBy('id', 'desc').limit(query.limit + 1).execute();
      const page = rows.slice(0, query.limit);
      let people = db.selectFrom('audit_entries').select('username').distinct();
      if (!isAdmin(actor)) people = people.where('target_type', 'not in', [...ADMIN_ONLY_AUDIT_TARGETS]);
      return {
        entries: page.map(toEntry),
        nextBefore: rows.length > query.limit ? page[page.length - 1]!.id : null,
        people: (await people.orderBy('username').execute()).map((r) => r.username),
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
        const kind = kinds.get(row.target_type);
        if (!kind?.restore || Number(row.restorable) !== 1) throw new BadRequestError(AUDIT_NOT_RESTORABLE);
        await lockTarget(trx, kind, row.target_key);
        const change = await audit.begin(trx, kind, row.target_key);
        const current = change.before === null ? null : canonicalJson(withoutSecrets(change.before));
        if (!force && current !== row.after_state) throw new ConflictError(AUDIT_CHANGED_SINCE);
        await kind.restore(trx, row.target_key, parseState(row.before_state), { now, actor, media, dbKind });
        return change.record(actor, 'restore', { restoredFrom: row.id });
      });
      const entry = await db.selectFrom('audit_entries').selectAll().where('id', '=', newId).executeTakeFirstOrThrow();
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
        const going = await trx.selectFrom('audit_entries').selectAll().where('at', '<', cutoff).execute();
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
      const result = await db.deleteFrom('audit_entries').where('at', '<', cutoff).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
