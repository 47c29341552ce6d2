import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db, Tx } from '../database';
import type { Clock } from '../../lib/clock';
import type { BlobStore } from '../../storage/blob-store';
import { findServerAssetsDir } from './demo-assets';
import { ARTIST_FIELD_KEYS, artistFieldsToColumns, type ArtistFieldValues } from '@agency/contract/artist-fields';
import { measurementColumns } from '@agency/contract/measurements';
import { DEMO_ARTISTS, DEMO_BOARDS, DEMO_FILES, DEMO_PAGE_CONTENTS, demoImages, isDemoImage, type DemoImage } from './demo-content';

export interface SeedDemoOptions {
  db: Db;
  blobStore: BlobStore;
  clock: Clock;
  log?: (message: string) => void;
  /** Folder holding the demo pictures and background videos (demo/...); found next to the server package by default. */
  assetsDir?: string;
}

export interface SeedSummary {
  /** False when the database already had content and nothing was written. */
  seeded: boolean;
  pageContents: number;
  pageTexts: number;
  pageImages: number;
  pageVideos: number;
  artists: number;
  artistImages: number;
  artistVideos: number;
  /** Pictures copied into the blob store in this run. */
  imagesCopied: number;
  /** Pictures already in the blob store from an earlier run, kept as they are. */
  imagesReused: number;
  /** Committed files (background videos) copied into the blob store. */
  filesCopied: number;
  durationMs: number;
}

/**
 * Seeds the bilingual demo into an empty database: every page-content code with all its slots,
 * the artist roster with pictures and videos, and the background videos in the blob store.
 * Never runs over existing data: if any artist or page content exists it does nothing.
 * The committed pictures are copied to the blob store first, then all rows in one transaction.
 */
export async function seedDemoContent(options: SeedDemoOptions): Promise<SeedSummary> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  if (!(await isEmpty(options.db))) {
    log('Demo content: the database already has content; nothing seeded.');
    return { ...emptySummary(), durationMs: Date.now() - started };
  }
  const media = await storeDemoMedia(options);
  const seeded = await options.db.transaction().execute(async (tx) => {
    // Another process may have seeded meanwhile: check again inside the transaction.
    if (!(await isEmpty(tx))) return false;
    await insertDemoRows(tx, options.clock, media.urls);
    return true;
  });
  const summary = finish(seeded, media, started);
  log(
    seeded
      ? `Demo content seeded: ${describe(summary)}.`
      : 'Demo content: another process seeded the database meanwhile; nothing written.',
  );
  return summary;
}

/**
 * Deletes all page content, artists (with their pictures, videos and view counts) and traffic
 * statistics, then seeds the demo again, in one transaction. Users and casting inquiries stay.
 */
export async function resetDemoContent(options: SeedDemoOptions): Promise<SeedSummary> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const media = await storeDemoMedia(options);
  await options.db.transaction().execute(async (tx) => {
    await deleteContent(tx);
    await insertDemoRows(tx, options.clock, media.urls);
  });
  const summary = finish(true, media, started);
  log(`Demo content reset: ${describe(summary)}.`);
  return summary;
}

// ---------------------------------------------------------------------------------------------

async function isEmpty(db: Db | Tx): Promise<boolean> {
  const artist = await db.selectFrom('artists').select('id').limit(1).executeTakeFirst();
  if (artist) return false;
  const content = await db.selectFrom('page_contents').select('code').limit(1).executeTakeFirst();
  return !content;
}

async function deleteContent(tx: Tx): Promise<void> {
  // Children first, so the order works with or without cascading foreign keys.
  await tx.deleteFrom('page_content_texts').execute();
  await tx.deleteFrom('page_content_images').execute();
  await tx.deleteFrom('page_content_videos').execute();
  await tx.deleteFrom('page_contents').execute();
  await tx.deleteFrom('artist_detail_images').execute();
  await tx.deleteFrom('artist_detail_videos').execute();
  await tx.deleteFrom('artist_monthly_views').execute();
  await tx.deleteFrom('artist_view_month_closures').execute();
  await tx.deleteFrom('artist_boards').execute();
  await tx.deleteFrom('artist_polaroids').execute();
  await tx.deleteFrom('boards').execute();
  await tx.deleteFrom('artists').execute();
  await tx.deleteFrom('traffic_sources').execute();
  await tx.deleteFrom('traffic_monthly').execute();
  await tx.deleteFrom('traffic_month_closures').execute();
}

async function insertDemoRows(tx: Tx, clock: Clock, urls: Map<string, string>): Promise<void> {
  const now = clock.now().toISOString();
  const url = (image: DemoImage) => {
    const found = urls.get(image.path);
    if (!found) throw new Error(`Demo picture ${image.path} was not stored`);
    return found;
  };

  for (const page of DEMO_PAGE_CONTENTS) {
    await tx.insertInto('page_contents').values({ code: page.code, updated_at: now }).execute();
    if (page.texts.length > 0) {
      await tx
        .insertInto('page_content_texts')
        .values(page.texts.map((description, i) => ({ code: page.code, priority: i + 1, description })))
        .execute();
    }
    if (page.images.length > 0) {
      await tx
        .insertInto('page_content_images')
        .values(page.images.map((image, i) => ({ code: page.code, priority: i + 1, image_url: url(image) })))
        .execute();
    }
    if (page.videos.length > 0) {
      await tx
        .insertInto('page_content_videos')
        .values(
          page.videos.map((video, i) => ({
            code: page.code,
            priority: i + 1,
            is_youtube: video.isYoutube ? 1 : 0,
            title: video.title,
            title_eng: video.titleENG,
            published_on: video.date,
            thumbnail_image_url: url(video.thumbnail),
            video_url: video.videoUrl,
          })),
        )
        .execute();
    }
  }

  const artistIds = new Map<string, number>();
  for (const artist of DEMO_ARTISTS) {
    // Every field of the contract's table: texts as given, pictures by their stored address, the rest empty.
    const fields = Object.fromEntries(
      ARTIST_FIELD_KEYS.map((key) => {
        const value = artist[key];
        return [key, isDemoImage(value) ? url(value) : (value ?? '')];
      }),
    ) as ArtistFieldValues;
    const { id } = await tx
      .insertInto('artists')
      .values({
        ...artistFieldsToColumns(fields),
        ...measurementColumns(fields),
        priority: artist.priority,
        polaroids_taken_on: artist.polaroidsTakenOn,
        views: 0,
        is_hidden: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    artistIds.set(fields.urlName, id);
    await tx
      .insertInto('artist_detail_images')
      .values(artist.detailImages.map((image, i) => ({ artist_id: id, priority: i + 1, image_url: url(image) })))
      .execute();
    await tx
      .insertInto('artist_detail_videos')
      .values(artist.detailVideos.map((videoUrl, i) => ({ artist_id: id, priority: i + 1, video_url: videoUrl })))
      .execute();
    await tx
      .insertInto('artist_polaroids')
      .values(artist.polaroids.map((image, i) => ({ artist_id: id, priority: i + 1, image_url: url(image) })))
      .execute();
  }

  for (const [priority, board] of DEMO_BOARDS.entries()) {
    const { id } = await tx
      .insertInto('boards')
      .values({ slug: board.slug, kor_name: board.korName, eng_name: board.engName, priority, is_hidden: 0, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('artist_boards')
      .values(board.artists.map((urlName) => ({ board_id: id, artist_id: artistIds.get(urlName) ?? unknownArtist(urlName) })))
      .execute();
  }
}

function unknownArtist(urlName: string): never {
  throw new Error(`Demo board names an artist the demo does not have: ${urlName}`);
}

// ---------------------------------------------------------------------------------------------
// Media

interface StoredMedia {
  /** Blob path to public URL. */
  urls: Map<string, string>;
  /** Pictures copied in this run. */
  copied: number;
  /** Pictures already in the blob store from an earlier run, kept as they are. */
  reused: number;
  /** Background videos copied in this run. */
  filesCopied: number;
}

/**
 * Copies the committed demo pictures (drawn once by scripts/demo-pictures/generate.ts) and background videos
 * from apps/server/assets into the blob store, a few at a time; what is already stored stays as it is.
 */
async function storeDemoMedia(options: SeedDemoOptions): Promise<StoredMedia> {
  const { blobStore } = options;
  const assetsDir = options.assetsDir ?? findServerAssetsDir();
  if (!assetsDir) throw new Error('Demo content: the server assets folder (apps/server/assets) was not found; nothing seeded.');
  const copy = async (file: { path: string; contentType: string }) => {
    if (await blobStore.exists(file.path)) return false;
    await blobStore.put(file.path, await fs.readFile(path.join(assetsDir, file.path)), file.contentType);
    return true;
  };
  const urls = new Map<string, string>();
  let copied = 0;
  let reused = 0;
  await forEachLimited(demoImages(), 4, async (image) => {
    if (await copy({ path: image.path, contentType: 'image/jpeg' })) copied++;
    else reused++;
    urls.set(image.path, blobStore.publicUrl(image.path));
  });
  let filesCopied = 0;
  for (const file of DEMO_FILES) if (await copy(file)) filesCopied++;
  return { urls, copied, reused, filesCopied };
}

async function forEachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

// ---------------------------------------------------------------------------------------------
// Summary

function emptySummary(): SeedSummary {
  return {
    seeded: false,
    pageContents: 0,
    pageTexts: 0,
    pageImages: 0,
    pageVideos: 0,
    artists: 0,
    artistImages: 0,
    artistVideos: 0,
    imagesCopied: 0,
    imagesReused: 0,
    filesCopied: 0,
    durationMs: 0,
  };
}

function finish(seeded: boolean, media: StoredMedia, started: number): SeedSummary {
  const files = {
    imagesCopied: media.copied,
    imagesReused: media.reused,
    filesCopied: media.filesCopied,
    durationMs: Date.now() - started,
  };
  if (!seeded) return { ...emptySummary(), ...files };
  const sum = (pick: (page: (typeof DEMO_PAGE_CONTENTS)[number]) => number) =>
    DEMO_PAGE_CONTENTS.reduce((total, page) => total + pick(page), 0);
  return {
    seeded: true,
    pageContents: DEMO_PAGE_CONTENTS.length,
    pageTexts: sum((p) => p.texts.length),
    pageImages: sum((p) => p.images.length),
    pageVideos: sum((p) => p.videos.length),
    artists: DEMO_ARTISTS.length,
    // Main, detail-main and comp card pictures are columns; these are the detail rows.
    artistImages: DEMO_ARTISTS.reduce((total, a) => total + a.detailImages.length, 0),
    artistVideos: DEMO_ARTISTS.reduce((total, a) => total + a.detailVideos.length, 0),
    ...files,
  };
}

function describe(s: SeedSummary): string {
  return (
    `${s.pageContents} page contents (${s.pageTexts} texts, ${s.pageImages} images, ${s.pageVideos} videos), ` +
    `${s.artists} artists (${s.artistImages} detail images, ${s.artistVideos} videos); ` +
    `${s.imagesCopied} pictures copied, ${s.imagesReused} reused, ${s.filesCopied} videos copied in ${s.durationMs} ms`
  );
}
