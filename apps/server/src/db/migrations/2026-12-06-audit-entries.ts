import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

/**
 * The history of admin changes (issue 19, decision 086): one row per change with who, when, the action, the target
 * (type, key and a readable label) and its state before and after as JSON texts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('audit_entries')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_key', 'text', (c) => c.notNull())
    .addColumn('target_label', 'text', (c) => c.notNull())
    .addColumn('before_state', 'text')
    .addColumn('after_state', 'text')
    .addColumn('restorable', 'integer', (c) => c.notNull())
    .addColumn('restored_from', 'integer')
    .execute();
  await db.schema.createIndex('audit_entries_target').on('audit_entries').columns(['target_type', 'target_key', 'id']).execute();
  await db.schema.createIndex('audit_entries_username').on('audit_entries').columns(['username', 'id']).execute();
  await db.schema.createIndex('audit_entries_at').on('audit_entries').column('at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_entries').execute();
}
