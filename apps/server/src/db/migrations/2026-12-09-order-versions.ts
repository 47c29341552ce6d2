import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

/**
 * The orders staff set by dragging (the roster, the boards) get a version of their own (issue 35, decision 106): an
 * order save moves it, and no longer the versions of the rows whose place changed (an artist's or a board's version
 * is its content's). One row per order, named after its table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db
    .insertInto('order_versions')
    .values([
      { name: 'artists', version: 1 },
      { name: 'boards', version: 1 },
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_versions').execute();
}
