import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

/**
 * Sign-in factors that a stolen session cannot swap (issue 33, decision 092): when a QR code for setting up was made
 * (it is confirmed within minutes or made again), and the sign-in challenges already used (each works once).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('totp_pending_at', 'text').execute();
  await db.schema
    .createTable('used_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('used_challenges_expires_at').on('used_challenges').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('used_challenges').execute();
  await db.schema.alterTable('users').dropColumn('totp_pending_at').execute();
}
