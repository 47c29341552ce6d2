import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

/**
 * Client packages (issue 18, decision 081): a private selection of artists behind an unguessable link, with the
 * client's openings and picks; and the mail outbox's queue of notifications other than inquiries (a pick, an
 * application), mailed and retried the same way.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (table: ReturnType<Kysely<any>['schema']['createTable']>) =>
    table.addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()));

  await id(db.schema.createTable('packages'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('client_name', 'text', (c) => c.notNull())
    .addColumn('note_ko', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('ko'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  // images, polaroids, videos: JSON arrays of the URLs shown, or NULL for all of the artist's.
  await id(db.schema.createTable('package_artists'))
    .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.id').onDelete('cascade'))
    .addColumn('artist_id', 'integer', (c) => c.notNull().references('artists.id').onDelete('cascade'))
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('images', 'text')
    .addColumn('polaroids', 'text')
    .addColumn('videos', 'text')
    .addUniqueConstraint('package_artists_unique', ['package_id', 'artist_id'])
    .execute();

  // artist_id NULL: the package itself was opened.
  await id(db.schema.createTable('package_views'))
    .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.id').onDelete('cascade'))
    .addColumn('artist_id', 'integer', (c) => c.references('artists.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('package_views_package').on('package_views').columns(['package_id', 'at']).execute();

  await id(db.schema.createTable('package_picks'))
    .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.id').onDelete('cascade'))
    .addColumn('artist_id', 'integer', (c) => c.notNull().references('artists.id').onDelete('cascade'))
    .addColumn('picked', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('package_picks_package').on('package_picks').columns(['package_id', 'artist_id']).execute();

  // Same delivery columns as inquiries (the outbox claims and retries both alike).
  await id(db.schema.createTable('mail_outbox'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('delivery_status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('retry_until', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['delivery_status', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['mail_outbox', 'package_picks', 'package_views', 'package_artists', 'packages']) await db.schema.dropTable(table).execute();
}
