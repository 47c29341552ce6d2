import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

/**
 * Campaign names staff registered (issue 33, decision 095): their visits always count, whatever the budget of new
 * source names. The name is stored normalised, as tracking spells it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('traffic_campaigns')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('traffic_campaigns').execute();
}
