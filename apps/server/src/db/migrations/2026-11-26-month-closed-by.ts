import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

/** Who closed a month: 'job' or 'manual'; NULL for months closed before this was recorded. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('traffic_month_closures').addColumn('closed_by', 'text').execute();
  await db.schema.alterTable('artist_view_month_closures').addColumn('closed_by', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('artist_view_month_closures').dropColumn('closed_by').execute();
  await db.schema.alterTable('traffic_month_closures').dropColumn('closed_by').execute();
}
