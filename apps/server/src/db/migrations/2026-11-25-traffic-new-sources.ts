import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

/** New traffic source names each client address created per day (at most 10; the rest count as unknown). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('traffic_new_sources')
    .addColumn('client_key', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('traffic_new_sources_pk', ['client_key', 'day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('traffic_new_sources').execute();
}
