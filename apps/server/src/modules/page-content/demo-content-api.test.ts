import { artistCardSchema, artistDetailSchema } from '@agency/contract/artists';
import { PAGE_CONTENT_CODES, pageContentImageSchema, pageContentSchema, pageContentVideoSchema } from '@agency/contract/page-content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import { seedDemoContent } from '../../db/seed/seed-demo-content';
import { memoryBlobStore } from '@test/memory-blob-store';

/** The seeded demo reaches every public page through the content and artist calls, in the contract's shapes. */
describe('demo content through the public API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    const summary = await seedDemoContent({ db: t.database.handle.db, blobStore: memoryBlobStore().store, clock: t.clock });
    expect(summary.seeded).toBe(true);
  }, 120_000);
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    return res.json();
  };

  it('answers every page-content code in the contract shape', async () => {
    for (const code of PAGE_CONTENT_CODES) {
      const content = pageContentSchema.parse(await get(`/api/pageContent/fetchByCode/${code}`));
      const total = content.pageContentTexts.length + content.pageContentImages.length + content.pageContentVideos.length;
      expect({ code, empty: total === 0 }).toEqual({ code, empty: false });
    }
    const videos = z.array(pageContentVideoSchema).parse(await get('/api/pageContent/fetchVideosByCode/NEWS_CONTENT'));
    z.array(pageContentImageSchema).min(1).parse(await get('/api/pageContent/fetchImagesByCode/NEWS_CONTENT'));
    pageContentVideoSchema.parse(await get(`/api/pageContent/fetchOneVideo/${videos[0]!.id}`));
  });

  it('answers the roster and every visible artist detail in the contract shape', async () => {
    const cards = z.array(artistCardSchema).min(1).parse(await get('/api/artist/getAll'));
    for (const card of cards) {
      artistDetailSchema.strict().parse(await get(`/api/artist/getDetails/${card.urlName}`));
    }
  });
});
