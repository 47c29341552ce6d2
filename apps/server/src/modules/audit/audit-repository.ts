import { ADMIN_ONLY_AUDIT_TARGETS } from '@agency/contract/audit';
import { sql, type Insertable, type Selectable } from 'kysely';
import type { DbOrTx } from '../../db/database';
import type { AuditEntriesTable } from '../../db/schema';

/** The queries of the history of admin changes (decision 086). */

export type EntryRow = Selectable<AuditEntriesTable>;

/** What a list of entries is narrowed by (the API's filters, already turned into times and ids). */
export interface EntryFilter {
  /** Leaves out the targets only ROLE_ADMIN may see. */
  withoutAdminOnly: boolean;
  username?: string;
  targetType?: string;
  targetKey?: string;
  /** ISO times: from (inclusive), to (exclusive). */
  from?: string;
  to?: string;
  /** Entries with a smaller id (the next page). */
  before?: number;
}

export async function insertEntry(db: DbOrTx, values: Insertable<AuditEntriesTable>): Promise<number> {
  const row = await db.insertInto('audit_entries').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findEntry(db: DbOrTx, id: number): Promise<EntryRow | undefined> {
  return db.selectFrom('audit_entries').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Newest first, at most `limit`. */
export function listEntries(db: DbOrTx, filter: EntryFilter, limit: number): Promise<EntryRow[]> {
  let select = db.selectFrom('audit_entries').selectAll();
  if (filter.withoutAdminOnly) select = select.where('target_type', 'not in', [...ADMIN_ONLY_AUDIT_TARGETS]);
  if (filter.username) select = select.where('username', '=', filter.username);
  if (filter.targetType !== undefined) select = select.where('target_type', '=', filter.targetType);
  if (filter.targetKey !== undefined) select = select.where('target_key', '=', filter.targetKey);
  if (filter.from) select = select.where('at', '>=', filter.from);
  if (filter.to) select = select.where('at', '<', filter.to);
  if (filter.before) select = select.where('id', '<', filter.before);
  return select.orderBy('id', 'desc').limit(limit).execute();
}

/** The people who made the entries one may see, by username, with their display names now (none: no such account). */
export function listPeople(db: DbOrTx, withoutAdminOnly: boolean): Promise<{ username: string; name: string | null }[]> {
  let people = db
    .selectFrom('audit_entries')
    .leftJoin('users', 'users.username', 'audit_entries.username')
    .select(['audit_entries.username', 'users.name'])
    .distinct();
  if (withoutAdminOnly) people = people.where('audit_entries.target_type', 'not in', [...ADMIN_ONLY_AUDIT_TARGETS]);
  return people.orderBy('audit_entries.username').execute();
}

/** The entries recorded before this time (those a retention ending there deletes). */
export function listEntriesBefore(db: DbOrTx, cutoff: string): Promise<EntryRow[]> {
  return db.selectFrom('audit_entries').selectAll().where('at', '<', cutoff).execute();
}

/** Deletes the entries recorded before this time; answers how many went. */
export async function deleteEntriesBefore(db: DbOrTx, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('audit_entries').where('at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Locks a target's row (PostgreSQL) before a restore reads its state. */
export async function lockTargetRow(db: DbOrTx, table: 'artists' | 'boards' | 'packages' | 'users' | 'jobs', id: number): Promise<void> {
  await sql`select id from ${sql.table(table)} where id = ${id} for update`.execute(db);
}
