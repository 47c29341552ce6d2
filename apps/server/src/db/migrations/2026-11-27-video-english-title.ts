import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

/** A page video's English title (empty: the Korean one is shown) and its publication day (YYYY-MM-DD or empty). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('page_content_videos').addColumn('title_eng', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('page_content_videos').addColumn('published_on', 'text', (c) => c.notNull().defaultTo('')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('page_content_videos').dropColumn('published_on').execute();
  await db.schema.alterTable('page_content_videos').dropColumn('title_eng').execute();
}
