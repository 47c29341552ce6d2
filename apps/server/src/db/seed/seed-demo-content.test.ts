import { linkSchema } from '@agency/contract/common';
import { PAGE_CONTENT_CODES } from '@agency/contract/page-content';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryBlobStore, type StoredBlob } from '@test/memory-blob-store';
import { createTestDatabase, type TestDatabase } from '@test/test-database';
import { fixedClock } from '../../lib/clock';
import type { Db } from '../database';
import type { Database } from '../schema';
import { findServerAssetsDir } from './demo-assets';
import { DEMO_FILES, demoImages } from './demo-content';
import { resetDemoContent, seedDemoContent } from './seed-demo-content';

const EXPECTED_SLOTS = {
  ABOUT_INFO: { texts: 16, images: 5 },
  PRODUCTION_INFO: { texts: 4, images: 1 },
  NEWS_INFO: { texts: 4, images: 1 },
  CONTACT_INFO: { texts: 9, images: 0 },
  LINK_INFO: { texts: 3, images: 0 },
} as const;

async function countRows(db: Db) {
  const count = async (table: keyof Database) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    pageContents: await count('page_contents'),
    texts: await count('page_content_texts'),
    images: await count('page_content_images'),
    videos: await count('page_content_videos'),
    artists: await count('artists'),
    artistImages: await count('artist_detail_images'),
    artistVideos: await count('artist_detail_videos'),
  };
}

/** Pictures drawn once for the whole file; later tests start from a copy (drawing them is the slow part). */
let drawnBlobs: Map<string, StoredBlob> | undefined;
const clock = fixedClock('2026-11-21T03:00:00.000Z');
let t: TestDatabase;

beforeEach(async () => {
  t = await createTestDatabase();
});
afterEach(async () => {
  await t.destroy();
});

describe('seedDemoContent', () => {
  it('fills an empty database with every slot, the roster and their media', { timeout: 120_000 }, async () => {
    const blobs = memoryBlobStore();
    const db = t.handle.db;
    const summary = await seedDemoContent({ db, blobStore: blobs.store, clock });
    drawnBlobs = new Map(blobs.blobs);

    expect(summary.seeded).toBe(true);
    expect(summary.imagesCopied).toBe(demoImages().length);
    expect(summary.filesCopied).toBe(DEMO_FILES.length);

    // Page contents: all seven codes, every slot with priorities 1..n.
    const codes = await db.selectFrom('page_contents').select(['code', 'updated_at']).execute();
    expect(codes.map((c) => c.code).sort()).toEqual([...PAGE_CONTENT_CODES].sort());
    expect(codes.every((c) => c.updated_at === clock.now().toISOString())).toBe(true);
    for (const [code, slots] of Object.entries(EXPECTED_SLOTS)) {
      const texts = await db.selectFrom('page_content_texts').selectAll().where('code', '=', code).orderBy('priority').execute();
      const images = await db.selectFrom('page_content_images').selectAll().where('code', '=', code).orderBy('priority').execute();
      expect(texts.map((x) => x.priority), code).toEqual(range(slots.texts));
      expect(texts.every((x) => x.description.trim().length > 0), code).toBe(true);
      expect(images.map((x) => x.priority), code).toEqual(range(slots.images));
    }
    const about = await db.selectFrom('page_content_texts').select('description').where('code', '=', 'ABOUT_INFO').orderBy('priority').execute();
    const hangul = /[\uac00-\ud7a3]/;
    // 1-4 Korean descriptions, 5-8 English, 9 Korean title, 10 English title, 11-13 Korean subtitles, 14-16 English.
    expect(about.map((x) => hangul.test(x.description))).toEqual([
      ...[true, true, true, true],
      ...[false, false, false, false],
      true,
      false,
      ...[true, true, true],
      ...[false, false, false],
    ]);
    const videos = await db.selectFrom('page_content_videos').selectAll().orderBy('priority').execute();
    const production = videos.filter((v) => v.code === 'PRODUCTION_CONTENT');
    const newsVideos = videos.filter((v) => v.code === 'NEWS_CONTENT');
    expect(production.length).toBeGreaterThanOrEqual(6);
    expect(newsVideos.length).toBeGreaterThanOrEqual(4);
    expect(new Set(production.map((v) => v.is_youtube))).toEqual(new Set([0, 1]));
    for (const v of videos) {
      expect(v.title.length).toBeGreaterThan(0);
      expect(v.video_url).toMatch(v.is_youtube ? /^https:\/\/www\.youtube\.com\/watch\?v=/ : /^https:\/\/vimeo\.com\/\d+$/);
    }
    const newsImages = await db.selectFrom('page_content_images').selectAll().where('code', '=', 'NEWS_CONTENT').execute();
    expect(newsImages.length).toBeGreaterThanOrEqual(9);

    // Artists: all visible, complete.
    const artists = await db.selectFrom('artists').selectAll().orderBy('priority').execute();
    expect(artists.length).toBeGreaterThanOrEqual(8);
    expect(new Set(artists.map((a) => a.priority)).size).toBe(artists.length);
    for (const a of artists) {
      expect(a.url_name).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(a.kor_name).toMatch(hangul);
      expect(a.eng_name).toMatch(/^[A-Za-z][A-Za-z -]+$/);
      expect(a.is_hidden).toBe(0);
      expect(Number(a.views)).toBe(0);
      expect(a.height).toMatch(/^1[5-9]\d$/);
      for (const m of [a.bust, a.waist, a.hips]) expect(m).toMatch(/^\d{2,3}$/);
      expect(a.shoe).toMatch(/^2[2-9]\d$/);
      expect(a.career).toMatch(hangul);
      expect(a.career.split('\n').length).toBeGreaterThanOrEqual(3);
      expect(a.career_eng).not.toMatch(hangul);
      expect(a.career_eng.split('\n').length).toBe(a.career.split('\n').length);
      // No comp card file: COMPCARD opens the generated card (decision 116).
      expect(a.comp_card).toBe('');
      for (const link of [a.instagram, a.youtube, a.main_image, a.detail_main_image]) {
        expect(linkSchema.safeParse(link).success, link).toBe(true);
      }
      const images = await db.selectFrom('artist_detail_images').selectAll().where('artist_id', '=', a.id).execute();
      const artistVideos = await db.selectFrom('artist_detail_videos').selectAll().where('artist_id', '=', a.id).execute();
      expect(images.length).toBeGreaterThanOrEqual(3);
      // A dated polaroid set each (issue 17).
      const polaroids = await db.selectFrom('artist_polaroids').selectAll().where('artist_id', '=', a.id).execute();
      expect(polaroids.length).toBe(3);
      expect(a.polaroids_taken_on).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(artistVideos.length).toBeGreaterThanOrEqual(1);
      for (const v of artistVideos) expect(v.video_url).toMatch(/^https:\/\/(www\.youtube\.com\/watch\?v=|vimeo\.com\/\d+$)/);
    }

    // Boards (decision 079): at least three, visible, in order, each with artists; every artist on one.
    const boards = await db.selectFrom('boards').selectAll().orderBy('priority').execute();
    expect(boards.length).toBeGreaterThanOrEqual(3);
    expect(boards.map((b) => b.priority)).toEqual(boards.map((_, i) => i));
    const members = await db.selectFrom('artist_boards').selectAll().execute();
    for (const b of boards) {
      expect(b.is_hidden).toBe(0);
      expect(b.kor_name).toMatch(hangul);
      expect(members.filter((m) => m.board_id === b.id).length, b.slug).toBeGreaterThanOrEqual(3);
    }
    for (const a of artists) expect(members.some((m) => m.artist_id === a.id), a.url_name).toBe(true);

    // Every stored picture URL points at a JPEG in the blob store, of the size its spec states.
    const specs = new Map(demoImages().map((image) => [`/media/${image.path}`, image]));
    const imageUrls = [
      ...(await db.selectFrom('page_content_images').select('image_url as url').execute()),
      ...(await db.selectFrom('page_content_videos').select('thumbnail_image_url as url').execute()),
      ...(await db.selectFrom('artist_detail_images').select('image_url as url').execute()),
      ...(await db.selectFrom('artist_polaroids').select('image_url as url').execute()),
      ...artists.flatMap((a) => [{ url: a.main_image }, { url: a.detail_main_image }]),
    ].map((row) => row.url);
    expect(imageUrls.length).toBeGreaterThan(80);
    for (const url of new Set(imageUrls)) {
      expect(linkSchema.safeParse(url).success, url).toBe(true);
      const spec = specs.get(url);
      expect(spec, url).toBeDefined();
      const blob = blobs.blobs.get(url.replace(/^\/media\//, ''));
      expect(blob?.contentType, url).toBe('image/jpeg');
      const meta = await sharp(blob!.body).metadata();
      expect(meta.format, url).toBe('jpeg');
      expect(meta.isProgressive, url).toBe(true);
      expect([meta.width, meta.height], url).toEqual([spec!.width, spec!.height]);
    }
    const poster = await sharp(blobs.blobs.get('demo/background-poster.jpg')!.body).metadata();
    expect([poster.format, poster.width, poster.height]).toEqual(['jpeg', 1920, 1080]);

    // The background videos are copied as committed: MP4 files.
    for (const file of DEMO_FILES) {
      const blob = blobs.blobs.get(file.path);
      expect(blob?.contentType).toBe('video/mp4');
      expect(blob!.body.subarray(4, 8).toString('latin1')).toBe('ftyp');
      expect(blob!.body.length).toBeLessThan(600 * 1024);
    }
  });

  it('changes nothing when run a second time', { timeout: 60_000 }, async () => {
    const blobs = memoryBlobStore(await drawn());
    const db = t.handle.db;
    await seedDemoContent({ db, blobStore: blobs.store, clock });
    const before = await countRows(db);
    const artistsBefore = await db.selectFrom('artists').selectAll().orderBy('id').execute();
    const putsBefore = blobs.puts();
    const messages: string[] = [];

    const second = await seedDemoContent({ db, blobStore: blobs.store, clock, log: (m) => messages.push(m) });

    expect(second.seeded).toBe(false);
    expect(blobs.puts()).toBe(putsBefore);
    expect(await countRows(db)).toEqual(before);
    expect(await db.selectFrom('artists').selectAll().orderBy('id').execute()).toEqual(artistsBefore);
    expect(messages.join('\n')).toMatch(/already has content/);
  });

  it('leaves a database with any content alone', async () => {
    const blobs = memoryBlobStore(await drawn());
    const db = t.handle.db;
    await db.insertInto('page_contents').values({ code: 'LINK_INFO', updated_at: clock.now().toISOString() }).execute();

    const summary = await seedDemoContent({ db, blobStore: blobs.store, clock });

    expect(summary.seeded).toBe(false);
    expect(await countRows(db)).toMatchObject({ pageContents: 1, texts: 0, artists: 0 });
  });

  it('reuses pictures already in the blob store', async () => {
    const blobs = memoryBlobStore(await drawn());
    const summary = await seedDemoContent({ db: t.handle.db, blobStore: blobs.store, clock });
    expect(summary).toMatchObject({ seeded: true, imagesCopied: 0, imagesReused: demoImages().length, filesCopied: 0 });
    expect(blobs.puts()).toBe(0);
  });

  it('reset deletes content, artists and statistics, keeps users, and seeds again', { timeout: 60_000 }, async () => {
    const blobs = memoryBlobStore(await drawn());
    const db = t.handle.db;
    const first = await seedDemoContent({ db, blobStore: blobs.store, clock });
    const seededCounts = await countRows(db);
    const now = clock.now().toISOString();
    // Edits an admin might have made, and statistics.
    await db.deleteFrom('page_content_texts').where('code', '=', 'ABOUT_INFO').execute();
    const someone = await db.selectFrom('artists').select('id').where('url_name', '=', 'seo-yoon').executeTakeFirstOrThrow();
    await db.updateTable('artists').set({ is_hidden: 1, views: 42 }).where('id', '=', someone.id).execute();
    await db.insertInto('artist_monthly_views').values({ artist_id: someone.id, year: 2026, month: 10, views: 42 }).execute();
    await db
      .insertInto('artists')
      .values({
        ...(await db.selectFrom('artists').selectAll().where('id', '=', someone.id).executeTakeFirstOrThrow()),
        id: undefined,
        url_name: 'added-by-admin',
      })
      .execute();
    await db.insertInto('traffic_sources').values({ name: 'google', count: 3, created_at: now, updated_at: now }).execute();
    await db
      .insertInto('traffic_monthly')
      .values({ year: 2026, month: 10, source_name: 'google', monthly_count: 3, created_at: now })
      .execute();
    await db.insertInto('users').values({ username: 'admin', password_hash: 'x', role: 'ROLE_ADMIN', created_at: now, updated_at: now }).execute();

    const reset = await resetDemoContent({ db, blobStore: blobs.store, clock });

    expect(reset.seeded).toBe(true);
    expect(reset.artists).toBe(first.artists);
    expect(await countRows(db)).toEqual(seededCounts);
    const artists = await db.selectFrom('artists').select(['url_name', 'is_hidden', 'views']).execute();
    expect(artists.some((a) => a.url_name === 'added-by-admin')).toBe(false);
    expect(artists.every((a) => a.is_hidden === 0 && Number(a.views) === 0)).toBe(true);
    expect(await db.selectFrom('artist_monthly_views').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('traffic_sources').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('traffic_monthly').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('users').select('username').execute()).toEqual([{ username: 'admin' }]);
  });

  it('reset also works on an empty database', async () => {
    const blobs = memoryBlobStore(await drawn());
    const summary = await resetDemoContent({ db: t.handle.db, blobStore: blobs.store, clock });
    expect(summary.seeded).toBe(true);
    expect((await countRows(t.handle.db)).artists).toBe(summary.artists);
  });
});

describe('findServerAssetsDir', () => {
  it('finds apps/server/assets from the sources and from the bundle', () => {
    const assets = fileURLToPath(new URL('../../../assets', import.meta.url));
    expect(findServerAssetsDir()).toBe(assets);
    expect(findServerAssetsDir(new URL('../../../dist/main.js', import.meta.url))).toBe(assets);
    expect(findServerAssetsDir(new URL('../../../dist/cli.js', import.meta.url))).toBe(assets);
    expect(findServerAssetsDir('/')).toBeUndefined();
  });
});

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i + 1);
}

/** The pictures of the first test, or drawn now when that test was filtered out. */
async function drawn(): Promise<Map<string, StoredBlob>> {
  if (!drawnBlobs) {
    const scratch = await createTestDatabase();
    try {
      const blobs = memoryBlobStore();
      await seedDemoContent({ db: scratch.handle.db, blobStore: blobs.store, clock });
      drawnBlobs = new Map(blobs.blobs);
    } finally {
      await scratch.destroy();
    }
  }
  return drawnBlobs;
}
