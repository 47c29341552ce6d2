import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

/**
 * login_throttle replaces login_failures: one row per key (an address or an account) holding the attempts
 * reserved in its window, changed by compare-and-set on `version` so concurrent logins cannot all pass.
 * users.token_version: tokens carry it; changing the password moves it on and ends the older tokens.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_throttle')
    .addColumn('throttle_key', 'text', (c) => c.primaryKey())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('last_attempt_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_throttle_last_attempt').on('login_throttle').column('last_attempt_at').execute();
  await db.schema.dropTable('login_failures').execute();
  await db.schema.alterTable('users').addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('token_version').execute();
  await db.schema.dropTable('login_throttle').execute();
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('throttle_key', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'text', (c) => c.notNull())
    .execute();
}
