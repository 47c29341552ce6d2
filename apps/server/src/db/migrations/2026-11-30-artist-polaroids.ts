import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

/** Each artist's polaroids (digitals, issue 17): one dated set of unretouched pictures, in their own order. */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('artist_polaroids')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('artist_id', 'integer', (c) => c.notNull().references('artists.id').onDelete('cascade'))
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('artist_polaroids_artist').on('artist_polaroids').column('artist_id').execute();
  // YYYY-MM-DD, or '' when not given.
  await db.schema.alterTable('artists').addColumn('polaroids_taken_on', 'text', (c) => c.notNull().defaultTo('')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('artists').dropColumn('polaroids_taken_on').execute();
  await db.schema.dropTable('artist_polaroids').execute();
}
