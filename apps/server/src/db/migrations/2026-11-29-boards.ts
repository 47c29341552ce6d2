import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

/**
 * Boards of the roster (issue 17, decision 079): named groups such as WOMEN or NEW FACES, in their own order,
 * each artist in any number of them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('boards')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('kor_name', 'text', (c) => c.notNull())
    .addColumn('eng_name', 'text', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('is_hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('artist_boards')
    .addColumn('board_id', 'integer', (c) => c.notNull().references('boards.id').onDelete('cascade'))
    .addColumn('artist_id', 'integer', (c) => c.notNull().references('artists.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('artist_boards_pk', ['board_id', 'artist_id'])
    .execute();
  await db.schema.createIndex('artist_boards_artist').on('artist_boards').column('artist_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('artist_boards').execute();
  await db.schema.dropTable('boards').execute();
}
