import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

/**
 * Model applications (issue 18, decision 082): the form with its separate consents and, for applicants under 14, the
 * guardian's; and their photos, stored privately, first as uploads not yet sent (application_id NULL).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (table: ReturnType<Kysely<any>['schema']['createTable']>) =>
    table.addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()));

  await id(db.schema.createTable('applications'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('birth_date', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('height_cm', 'integer', (c) => c.notNull())
    .addColumn('bust', 'text', (c) => c.notNull())
    .addColumn('waist', 'text', (c) => c.notNull())
    .addColumn('hips', 'text', (c) => c.notNull())
    .addColumn('shoe', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('instagram', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('consent_required_at', 'text', (c) => c.notNull())
    .addColumn('consent_optional', 'integer', (c) => c.notNull())
    .addColumn('guardian_name', 'text', (c) => c.notNull())
    .addColumn('guardian_contact', 'text', (c) => c.notNull())
    .addColumn('guardian_consent_at', 'text')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('artist_id', 'integer', (c) => c.references('artists.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('retain_until', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('applications_status').on('applications').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('applications_retain_until').on('applications').column('retain_until').execute();

  await id(db.schema.createTable('application_photos'))
    .addColumn('application_id', 'integer', (c) => c.references('applications.id').onDelete('cascade'))
    .addColumn('upload_id', 'text', (c) => c.notNull().unique())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('application_photos_application').on('application_photos').column('application_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('application_photos').execute();
  await db.schema.dropTable('applications').execute();
}
