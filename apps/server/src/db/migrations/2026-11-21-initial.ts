import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = pg ? ('serial' as const) : ('integer' as const);
  const table = (name: string) =>
    db.schema.createTable(name).addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()));

  await table('users')
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await table('login_failures')
    .addColumn('throttle_key', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_key_time').on('login_failures').columns(['throttle_key', 'failed_at']).execute();

  await db.schema
    .createTable('page_contents')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  const contentRef = (c: any) => c.notNull().references('page_contents.code').onDelete('cascade');
  await table('page_content_texts')
    .addColumn('code', 'text', contentRef)
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();
  await table('page_content_images')
    .addColumn('code', 'text', contentRef)
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .execute();
  await table('page_content_videos')
    .addColumn('code', 'text', contentRef)
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('is_youtube', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('thumbnail_image_url', 'text', (c) => c.notNull())
    .addColumn('video_url', 'text', (c) => c.notNull())
    .execute();
  for (const t of ['page_content_texts', 'page_content_images', 'page_content_videos']) {
    await db.schema.createIndex(`${t}_code`).on(t).columns(['code', 'priority']).execute();
  }

  await table('artists')
    .addColumn('url_name', 'text', (c) => c.notNull().unique())
    .addColumn('kor_name', 'text', (c) => c.notNull())
    .addColumn('eng_name', 'text', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('comp_card', 'text', (c) => c.notNull())
    .addColumn('instagram', 'text', (c) => c.notNull())
    .addColumn('youtube', 'text', (c) => c.notNull())
    .addColumn('career', 'text', (c) => c.notNull())
    .addColumn('career_eng', 'text', (c) => c.notNull())
    .addColumn('height', 'text', (c) => c.notNull())
    .addColumn('bust', 'text', (c) => c.notNull())
    .addColumn('waist', 'text', (c) => c.notNull())
    .addColumn('hips', 'text', (c) => c.notNull())
    .addColumn('shoe', 'text', (c) => c.notNull())
    .addColumn('main_image', 'text', (c) => c.notNull())
    .addColumn('detail_main_image', 'text', (c) => c.notNull())
    .addColumn('views', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('is_hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  const artistRef = (c: any) => c.notNull().references('artists.id').onDelete('cascade');
  await table('artist_detail_images')
    .addColumn('artist_id', 'integer', artistRef)
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .execute();
  await table('artist_detail_videos')
    .addColumn('artist_id', 'integer', artistRef)
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('video_url', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('artist_detail_images_artist').on('artist_detail_images').column('artist_id').execute();
  await db.schema.createIndex('artist_detail_videos_artist').on('artist_detail_videos').column('artist_id').execute();

  await db.schema
    .createTable('artist_monthly_views')
    .addColumn('artist_id', 'integer', artistRef)
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('month', 'integer', (c) => c.notNull())
    .addColumn('views', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('artist_monthly_views_pk', ['artist_id', 'year', 'month'])
    .execute();
  await db.schema.createIndex('artist_monthly_views_month').on('artist_monthly_views').columns(['year', 'month']).execute();

  await db.schema
    .createTable('artist_view_month_closures')
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('month', 'integer', (c) => c.notNull())
    .addColumn('closed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('artist_view_month_closures_pk', ['year', 'month'])
    .execute();

  await table('traffic_sources')
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await table('traffic_monthly')
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('month', 'integer', (c) => c.notNull())
    .addColumn('source_name', 'text', (c) => c.notNull())
    .addColumn('monthly_count', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('traffic_monthly_month_source', ['year', 'month', 'source_name'])
    .execute();

  await db.schema
    .createTable('traffic_month_closures')
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('month', 'integer', (c) => c.notNull())
    .addColumn('closed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('traffic_month_closures_pk', ['year', 'month'])
    .execute();

  await table('inquiries')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('privacy_consent', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('delivery_status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('handled_at', 'text')
    .execute();
  await db.schema.createIndex('inquiries_outbox').on('inquiries').columns(['delivery_status', 'next_attempt_at']).execute();
  await db.schema.createIndex('inquiries_created').on('inquiries').column('created_at').execute();

  await table('inquiry_attempts')
    .addColumn('inquiry_id', 'integer', (c) => c.notNull().references('inquiries.id').onDelete('cascade'))
    .addColumn('attempted_at', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('inquiry_attempts_inquiry').on('inquiry_attempts').column('inquiry_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'inquiry_attempts', 'inquiries', 'traffic_month_closures', 'traffic_monthly', 'traffic_sources',
    'artist_view_month_closures', 'artist_monthly_views', 'artist_detail_videos', 'artist_detail_images', 'artists',
    'page_content_videos', 'page_content_images', 'page_content_texts', 'page_contents', 'login_failures', 'users',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
