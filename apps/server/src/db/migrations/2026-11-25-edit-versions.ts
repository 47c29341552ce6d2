import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

/** artists.version and page_contents.version: every edit moves them on; a write naming an older one is a 409. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('artists').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('page_contents').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('page_contents').dropColumn('version').execute();
  await db.schema.alterTable('artists').dropColumn('version').execute();
}
