import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db, Tx } from '../database';
import type { Clock } from '../../lib/clock';
import type { BlobStore } from '../../storage/blob-store';
import { findServerAssetsDir } from './demo-assets';
import { DEMO_ARTISTS, DEMO_FILES, DEMO_PAGE_CONTENTS, demoImages, type DemoImage } from './demo-content';
import { renderPlaceholderJpeg } from './placeholder-images';

export interface SeedDemoOptions {
  db: Db;
  blobStore: BlobStore;
  clock: Clock;
  log?: (message: string) => void;
  /** Folder holding demo/background-*.mp4; found next to the server package by default. */
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
  /** Pictures drawn and stored in this run. */
  imagesRendered: number;
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
 * Pictures are written to the blob store first, then all rows in one transaction.
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
            thumbnail_image_url: url(video.thumbnail),
            video_url: video.videoUrl,
          })),
        )
        .execute();
    }
  }

  for (const artist of DEMO_ARTISTS) {
    const { id } = await tx
      .insertInto('artists')
      .values({
        url_name: artist.urlName,
        kor_name: artist.korName,
        eng_name: artist.engName,
        priority: artist.priority,
        comp_card: url(artist.compCard),
        instagram: artist.instagram,
        youtube: artist.youtube,
        career: artist.career,
        career_eng: artist.careerEng,
        height: artist.height,
        bust: artist.bust,
        waist: artist.waist,
        hips: artist.hips,
        shoe: artist.shoe,
        main_image: url(artist.mainImage),
        detail_main_image: url(artist.detailMainImage),
        views: 0,
        is_hidden: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('artist_detail_images')
      .values(artist.detailImages.map((image, i) => ({ artist_id: id, priority: i + 1, image_url: url(image) })))
      .execute();
    await tx
      .insertInto('artist_detail_videos')
      .values(artist.detailVideos.map((videoUrl, i) => ({ artist_id: id, priority: i + 1, video_url: videoUrl })))
      .execute();
  }
}

// ---------------------------------------------------------------------------------------------
// Media

interface StoredMedia {
  /** Blob path to public URL. */
  urls: Map<string, string>;
  rendered: number;
  reused: number;
  filesCopied: number;
}

/**
 * Draws the pictures missing from the blob store (a few at a time: sharp already spreads each
 * one over the cores) and copies the committed background videos.
 */
async function storeDemoMedia(options: SeedDemoOptions): Promise<StoredMedia> {
  const { blobStore } = options;
  const log = options.log ?? (() => {});
  const urls = new Map<string, string>();
  let rendered = 0;
  let reused = 0;
  const concurrency = Math.max(2, Math.min(4, os.availableParallelism()));
  await forEachLimited(demoImages(), concurrency, async (image) => {
    if (await blobStore.exists(image.path)) {
      reused++;
    } else {
      await blobStore.put(image.path, await renderPlaceholderJpeg(image), 'image/jpeg');
      rendered++;
    }
    urls.set(image.path, blobStore.publicUrl(image.path));
  });

  let filesCopied = 0;
  const assetsDir = options.assetsDir ?? findServerAssetsDir();
  if (!assetsDir) {
    log('Demo content: the server assets folder was not found; background videos not copied.');
  } else {
    for (const file of DEMO_FILES) {
      if (await blobStore.exists(file.path)) continue;
      await blobStore.put(file.path, await fs.readFile(path.join(assetsDir, file.asset)), file.contentType);
      filesCopied++;
    }
  }
  return { urls, rendered, reused, filesCopied };
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
    imagesRendered: 0,
    imagesReused: 0,
    filesCopied: 0,
    durationMs: 0,
  };
}

function finish(seeded: boolean, media: StoredMedia, started: number): SeedSummary {
  const files = {
    imagesRendered: media.rendered,
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
    `${s.imagesRendered} pictures drawn, ${s.imagesReused} reused, ${s.filesCopied} videos copied in ${s.durationMs} ms`
  );
}
