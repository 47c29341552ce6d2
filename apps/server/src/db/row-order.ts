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

/**
 * Priorities 0, 1, 2, ... in the order of `ids`, in one statement after locking the list; the rows whose priority
 * changes move their version on (an edit form opened before then gets a 409 instead of putting the old one back).
 */
export async function writeRowOrder(db: DbOrTx, table: OrderedTable, ids: number[], now: string): Promise<void> {
  await lockAllRows(db, table);
  if (ids.length === 0) return;
  const priority = sql`case id ${sql.join(
    ids.map((id, index) => sql`when ${id} then cast(${index} as integer)`),
    sql` `,
  )} end`;
  await sql`update ${sql.table(table)} set priority = ${priority}, version = version + 1, updated_at = ${now}
    where id in (${sql.join(ids)}) and priority <> ${priority}`.execute(db);
}
