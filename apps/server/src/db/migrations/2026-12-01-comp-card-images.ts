import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

/** The pictures on the back of an artist's generated comp card (issue 17): a JSON array of up to four addresses. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('artists').addColumn('comp_card_images', 'text', (c) => c.notNull().defaultTo('[]')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('artists').dropColumn('comp_card_images').execute();
}
