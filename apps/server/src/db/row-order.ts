import { PostgresAdapter, sql } from 'kysely';
import type { DbOrTx } from './database';

/** Tables whose rows have an order of their own that staff set by dragging (the roster, the boards). */
export type OrderedTable = 'artists' | 'boards';

/**
 * Every row's id, locked for the rest of the transaction in id order (docs/decisions/091): an order save holds the
 * whole list while it checks and writes it, so two saves (or a save and a restore) run one after the other and never
 * deadlock, and a row deleted meanwhile is seen as gone. SQLite runs one transaction at a time: a plain read.
 */
export async function lockAllRows(db: DbOrTx, table: OrderedTable): Promise<number[]> {
  const forUpdate = db.getExecutor().adapter instanceof PostgresAdapter ? sql` for update` : sql``;
  const { rows } = await sql<{ id: number }>`select id from ${sql.table(table)} order by id${forUpdate}`.execute(db);
  return rows.map((r) => Number(r.id));
}

/** The order's own version (decision 106): moved by every order save, never by an edit of a row's content. */
export async function readOrderVersion(db: DbOrTx, table: OrderedTable): Promise<number> {
  const row = await db.selectFrom('order_versions').select('version').where('name', '=', table).executeTakeFirst();
  return row === undefined ? 1 : Number(row.version);
}

/**
 * Moves the order's version on if it is `expected` (any when undefined, none when null); answers the new version, or
 * undefined when it is another. Locks the order's version row for the transaction (taken after the rows an order save
 * locks, and after the one row an artist's save locks: one lock order, no deadlock).
 */
export async function moveOrderVersion(db: DbOrTx, table: OrderedTable, expected?: number | null): Promise<number | undefined> {
  if (expected === null) return undefined;
  let query = db
    .updateTable('order_versions')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('name', '=', table);
  if (expected !== undefined) query = query.where('version', '=', expected);
  // Its migration made the row of every order.
  const row = await query.returning('version').executeTakeFirst();
  return row === undefined ? undefined : Number(row.version);
}

/**
 * Priorities 0, 1, 2, ... in the order of `ids`, in one statement after locking the list, if the order's version is
 * still `expected` (any when undefined): answers the order's new version, or undefined (nothing written) when another
 * save came first. The rows keep their own versions: a new place is no edit of an artist or a board, so an edit form
 * opened before saves as it would have (decision 106).
 */
export async function writeRowOrder(db: DbOrTx, table: OrderedTable, ids: number[], expected?: number | null): Promise<number | undefined> {
  await lockAllRows(db, table);
  const version = await moveOrderVersion(db, table, expected);
  if (version === undefined || ids.length === 0) return version;
  const priority = sql`case id ${sql.join(
    ids.map((id, index) => sql`when ${id} then cast(${index} as integer)`),
    sql` `,
  )} end`;
  await sql`update ${sql.table(table)} set priority = ${priority}
    where id in (${sql.join(ids)}) and priority <> ${priority}`.execute(db);
  return version;
}
