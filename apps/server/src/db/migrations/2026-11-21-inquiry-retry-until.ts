import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

/**
 * inquiries.retry_until: the outbox stops retrying a failed mail after this time. Set when the
 * inquiry is stored and moved forward by a manual resend; NULL (rows stored before) means
 * created_at plus the default retry window.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('inquiries').addColumn('retry_until', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('inquiries').dropColumn('retry_until').execute();
}
