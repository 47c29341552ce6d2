import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

/**
 * Jobs, options and bookings (issue 38, decision 120). A job has a client, days (wall times in the agency's time
 * zone), a place, usage, notes, a booker and a fee per artist; it may come from an inquiry or a package. Each artist
 * on it is on option, confirmed or released; an option's rank on a day is not stored but read from when options were
 * taken (optioned_at, id). Artists have unavailable days. A calendar feed's link carries a token derived from a
 * secret and the feed's generation, which a revocation moves on. A confirmation sheet sent is kept (its PDF in the
 * private store) and mailed with it: a queued notification may carry one attachment from the private store.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const serial = pg ? 'serial' : 'integer';
  await db.schema
    .createTable('jobs')
    .addColumn('id', serial, id)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('client_company', 'text', (c) => c.notNull())
    .addColumn('client_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('client_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('client_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('place', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('usage', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('booker_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('booker_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('booker_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('fee', 'bigint')
    .addColumn('inquiry_id', 'integer', (c) => c.references('inquiries.id').onDelete('set null'))
    .addColumn('package_id', 'integer', (c) => c.references('packages.id').onDelete('set null'))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('jobs_inquiry').on('jobs').columns(['inquiry_id']).execute();
  await db.schema.createIndex('jobs_package').on('jobs').columns(['package_id']).execute();
  await db.schema
    .createTable('job_days')
    .addColumn('id', serial, id)
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('job_days_job').on('job_days').columns(['job_id']).execute();
  await db.schema.createIndex('job_days_date').on('job_days').columns(['date']).execute();
  await db.schema
    .createTable('job_artists')
    .addColumn('id', serial, id)
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('artist_id', 'integer', (c) => c.notNull().references('artists.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('fee', 'bigint')
    .addColumn('option_expires_at', 'text')
    .addColumn('optioned_at', 'text', (c) => c.notNull())
    .addColumn('released_reason', 'text')
    .addColumn('taken_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('job_artists_job_artist', ['job_id', 'artist_id'])
    .execute();
  await db.schema.createIndex('job_artists_artist').on('job_artists').columns(['artist_id', 'status']).execute();
  await db.schema.createIndex('job_artists_expiry').on('job_artists').columns(['status', 'option_expires_at']).execute();
  await db.schema
    .createTable('artist_unavailable')
    .addColumn('id', serial, id)
    .addColumn('artist_id', 'integer', (c) => c.notNull().references('artists.id').onDelete('cascade'))
    .addColumn('from_date', 'text', (c) => c.notNull())
    .addColumn('to_date', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('artist_unavailable_artist').on('artist_unavailable').columns(['artist_id', 'from_date']).execute();
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('scope', 'text', (c) => c.primaryKey())
    .addColumn('generation', 'integer', (c) => c.notNull())
    .addColumn('revoked_at', 'text', (c) => c.notNull())
    .addColumn('revoked_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('job_confirmations')
    .addColumn('id', serial, id)
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('sent_to', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('sent_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('job_confirmations_job').on('job_confirmations').columns(['job_id']).execute();
  await db.schema.alterTable('mail_outbox').addColumn('attachment_key', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('attachment_name', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('attachment_name').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('attachment_key').execute();
  for (const table of ['job_confirmations', 'calendar_feeds', 'artist_unavailable', 'job_artists', 'job_days', 'jobs']) await db.schema.dropTable(table).execute();
}
