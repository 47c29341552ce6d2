import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

/** Staff accounts (issue 19, decision 083): a display name, disabling, and each account's sign-ins. */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema.alterTable('users').addColumn('name', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('users').addColumn('disabled_at', 'text').execute();
  await db.schema
    .createTable('sign_ins')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_ins_user').on('sign_ins').columns(['user_id', 'at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_ins').execute();
  await db.schema.alterTable('users').dropColumn('disabled_at').execute();
  await db.schema.alterTable('users').dropColumn('name').execute();
}
