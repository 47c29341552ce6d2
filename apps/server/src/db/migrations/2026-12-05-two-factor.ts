import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

/**
 * Two-factor sign-in (issue 19, decision 084): each account's TOTP secret (encrypted), the one being set up, when it
 * was turned on and the last time step used (no code twice); recovery codes (hashed); and the site's settings.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const column of ['totp_secret', 'totp_pending_secret', 'totp_enabled_at']) {
    await db.schema.alterTable('users').addColumn(column, 'text').execute();
  }
  await db.schema.alterTable('users').addColumn('totp_last_step', pg ? 'bigint' : 'integer').execute();
  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('recovery_codes_user').on('recovery_codes').column('user_id').execute();
  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('settings').execute();
  await db.schema.dropTable('recovery_codes').execute();
  for (const column of ['totp_last_step', 'totp_enabled_at', 'totp_pending_secret', 'totp_secret']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
