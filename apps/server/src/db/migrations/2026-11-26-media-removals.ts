import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

/** Uploaded files the cleanup job found unreferenced past the grace period: marked, then removed from storage. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('media_removals')
    .addColumn('media_key', 'text', (c) => c.primaryKey())
    .addColumn('marked_at', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('media_removals').execute();
}
