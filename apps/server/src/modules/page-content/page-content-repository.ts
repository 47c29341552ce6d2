import type { DbOrTx } from '../../db/database';

/** Kysely queries of page contents and their texts, images and videos. No rules here. */

export function listTexts(db: DbOrTx, code: string) {
  return db
    .selectFrom('page_content_texts')
    .select(['id', 'priority', 'description'])
    .where('code', '=', code)
    .orderBy('priority')
    .orderBy('id')
    .execute();
}

export function listImages(db: DbOrTx, code: string) {
  return db
    .selectFrom('page_content_images')
    .select(['id', 'priority', 'image_url'])
    .where('code', '=', code)
    .orderBy('priority')
    .orderBy('id')
    .execute();
}

const VIDEO_COLUMNS = ['id', 'priority', 'is_youtube', 'title', 'title_eng', 'published_on', 'thumbnail_image_url', 'video_url'] as const;

export function listVideos(db: DbOrTx, code: string) {
  return db
    .selectFrom('page_content_videos')
    .select(VIDEO_COLUMNS)
    .where('code', '=', code)
    .orderBy('priority')
    .orderBy('id')
    .execute();
}

export type TextRow = Awaited<ReturnType<typeof listTexts>>[number];
export type ImageRow = Awaited<ReturnType<typeof listImages>>[number];
export type VideoRow = Awaited<ReturnType<typeof listVideos>>[number];

export function findVideoById(db: DbOrTx, id: number) {
  return db
    .selectFrom('page_content_videos')
    .select(VIDEO_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Creates the page_contents row of `code` if missing and stamps it as updated. */
export async function findVersion(db: DbOrTx, code: string): Promise<number | undefined> {
  return (await db.selectFrom('page_contents').select('version').where('code', '=', code).executeTakeFirst())?.version;
}

/**
 * Checks the code's version is `expected` without moving it: any when undefined, 0 for a code never saved, nothing for
 * null. Answers whether it is; as the first write (a code never saved gets its row at version 0) it locks the row for
 * the rest. The save moves it with moveVersion only if the content changed (decision 106).
 */
export async function claimEdit(db: DbOrTx, code: string, expected: number | null | undefined, now: string): Promise<boolean> {
  if (expected === null) return false;
  await db.insertInto('page_contents').values({ code, updated_at: now, version: 0 }).onConflict((oc) => oc.column('code').doNothing()).execute();
  let query = db
    .updateTable('page_contents')
    .set((eb) => ({ version: eb.ref('version') }))
    .where('code', '=', code);
  if (expected !== undefined) query = query.where('version', '=', expected);
  return (await query.returning('version').executeTakeFirst()) !== undefined;
}

/** Moves the code's version on (its row exists: claimEdit made it). */
export async function moveVersion(db: DbOrTx, code: string, now: string): Promise<void> {
  await db
    .updateTable('page_contents')
    .set((eb) => ({ updated_at: now, version: eb('version', '+', 1) }))
    .where('code', '=', code)
    .execute();
}

export type ItemTable = 'page_content_texts' | 'page_content_images' | 'page_content_videos';

export async function listItemIds(db: DbOrTx, table: ItemTable, code: string): Promise<number[]> {
  const rows = await db.selectFrom(table).select('id').where('code', '=', code).execute();
  return rows.map((r) => r.id);
}

export async function deleteItems(db: DbOrTx, table: ItemTable, code: string, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom(table).where('code', '=', code).where('id', 'in', ids).execute();
}

export interface TextValues {
  priority: number;
  description: string;
}
export interface ImageValues {
  priority: number;
  image_url: string;
}
export interface VideoValues {
  priority: number;
  is_youtube: number;
  title: string;
  /** Left out on an update: the stored one stays. */
  title_eng?: string;
  published_on?: string;
  thumbnail_image_url: string;
  video_url: string;
}

export async function insertText(db: DbOrTx, code: string, values: TextValues): Promise<void> {
  await db.insertInto('page_content_texts').values({ code, ...values }).execute();
}
export async function updateText(db: DbOrTx, code: string, id: number, values: TextValues): Promise<void> {
  await db.updateTable('page_content_texts').set(values).where('code', '=', code).where('id', '=', id).execute();
}

export async function insertImage(db: DbOrTx, code: string, values: ImageValues): Promise<void> {
  await db.insertInto('page_content_images').values({ code, ...values }).execute();
}
export async function updateImage(db: DbOrTx, code: string, id: number, values: ImageValues): Promise<void> {
  await db.updateTable('page_content_images').set(values).where('code', '=', code).where('id', '=', id).execute();
}

export async function insertVideo(db: DbOrTx, code: string, values: VideoValues): Promise<void> {
  await db.insertInto('page_content_videos').values({ code, ...values }).execute();
}
export async function updateVideo(db: DbOrTx, code: string, id: number, values: VideoValues): Promise<void> {
  await db.updateTable('page_content_videos').set(values).where('code', '=', code).where('id', '=', id).execute();
}
