import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import { LINK_TEXT_INVALID, SWITCH_TEXT_INVALID } from '@agency/contract/page-content';
import { DAY_INVALID } from '@agency/contract/common';
import { VIDEO_LINK_UNSUPPORTED } from '@agency/contract/video-links';
import { EDIT_CONFLICT, ifMatchOf } from '@agency/contract/edit-version';

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  auth = { authorization: `Bearer ${await t.adminToken()}` };
});
afterAll(() => t.close());

async function upsert(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/admin/pageContent/upsert', headers: auth, payload: payload as object });
}
async function fetchContent(code: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/pageContent/fetchByCode/${code}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const video = (overrides: Record<string, unknown> = {}) => ({
  priority: 0,
  isYoutube: true,
  title: 'Film',
  thumbnailImageUrl: 'https://i.ytimg.com/vi/abc/hq.jpg',
  videoUrl: 'https://www.youtube.com/watch?v=abc',
  ...overrides,
});

describe('GET /api/pageContent/fetchByCode/{code}', () => {
  it('answers empty lists for a known code nobody has saved yet', async () => {
    expect(await fetchContent('CONTACT_INFO')).toEqual({
      code: 'CONTACT_INFO',
      pageContentTexts: [],
      pageContentImages: [],
      pageContentVideos: [],
      version: 0,
    });
  });

  it('answers 404 { message } for an unknown code', async () => {
    for (const code of ['NOPE', 'about_info', 'x'.repeat(64)]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/pageContent/fetchByCode/${code}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
    const long = await t.app.inject({ method: 'GET', url: `/api/pageContent/fetchByCode/${'x'.repeat(65)}` });
    expect(long.statusCode).toBe(400);
  });

  it('answers every list sorted by priority', async () => {
    const res = await upsert({
      code: 'ABOUT_INFO',
      texts: [3, 1, 2].map((p) => ({ priority: p, description: `text ${p}` })),
      images: [2, 1].map((p) => ({ priority: p, imageUrl: `/media/about/${p}.jpg` })),
    });
    expect(res.statusCode).toBe(200);
    const content = await fetchContent('ABOUT_INFO');
    expect(content.code).toBe('ABOUT_INFO');
    expect(content.pageContentTexts.map((x: { description: string }) => x.description)).toEqual(['text 1', 'text 2', 'text 3']);
    expect(content.pageContentTexts[0]).toEqual({ id: expect.any(Number), priority: 1, description: 'text 1' });
    expect(content.pageContentImages).toEqual([
      { id: expect.any(Number), priority: 1, imageUrl: '/media/about/1.jpg' },
      { id: expect.any(Number), priority: 2, imageUrl: '/media/about/2.jpg' },
    ]);
    expect(content.pageContentVideos).toEqual([]);
    expect(res.json()).toEqual(content);
  });
});

describe('POST /api/admin/pageContent/upsert', () => {
  it('makes each sent list exactly the stored list: update by id, insert without, delete the rest', async () => {
    const first = (
      await upsert({
        code: 'LINK_INFO',
        texts: [
          { priority: 1, description: 'https://pf.kakao.com/a' },
          { priority: 2, description: 'mailto:a@b.c' },
          { priority: 3, description: 'https://instagram.com/a' },
        ],
      })
    ).json();
    const [kakao, mail] = first.pageContentTexts;
    const res = await upsert({
      code: 'LINK_INFO',
      texts: [
        { id: mail.id, priority: 1, description: 'mailto:new@b.c' },
        { id: kakao.id, priority: 2, description: kakao.description },
        { priority: 3, description: 'https://instagram.com/b' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const texts = (await fetchContent('LINK_INFO')).pageContentTexts;
    expect(texts).toEqual([
      { id: mail.id, priority: 1, description: 'mailto:new@b.c' },
      { id: kakao.id, priority: 2, description: 'https://pf.kakao.com/a' },
      { id: expect.any(Number), priority: 3, description: 'https://instagram.com/b' },
    ]);
    expect(texts[2].id).not.toBe(first.pageContentTexts[2].id);
  });

  it('keeps its version on a save that changes nothing, so a form loaded before still saves (decision 106)', async () => {
    const save = (payload: object, version: number) =>
      t.app.inject({ method: 'POST', url: '/api/admin/pageContent/upsert', headers: { ...auth, 'if-match': ifMatchOf(version) }, payload });
    const start = await fetchContent('LINK_INFO');
    const first = await save({ code: 'LINK_INFO', texts: [{ priority: 1, description: 'https://pf.kakao.com/same' }] }, start.version);
    expect(first.statusCode).toBe(200);
    const loaded = first.json() as { version: number; pageContentTexts: { id: number; priority: number; description: string }[] };
    expect(loaded.version).toBe(start.version + 1);

    // Saved as it was loaded (items by id): the version stays.
    const unchanged = await save({ code: 'LINK_INFO', texts: loaded.pageContentTexts }, loaded.version);
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().version).toBe(loaded.version);
    // A colleague's form loaded before it still saves its edit, which moves the version.
    const edited = await save({ code: 'LINK_INFO', texts: [{ ...loaded.pageContentTexts[0]!, description: 'https://pf.kakao.com/edited' }] }, loaded.version);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().version).toBe(loaded.version + 1);
    const stale = await save({ code: 'LINK_INFO', texts: [] }, loaded.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: EDIT_CONFLICT });

    // A code never saved, saved empty, stays at 0: a form loaded before still saves.
    const never = await fetchContent('CONTACT_INFO');
    expect(never.version).toBe(0);
    expect((await save({ code: 'CONTACT_INFO', texts: [] }, 0)).json().version).toBe(0);
    const firstEdit = await save({ code: 'CONTACT_INFO', texts: [{ priority: 1, description: '02-123-4567' }] }, 0);
    expect(firstEdit.statusCode).toBe(200);
    expect(firstEdit.json().version).toBe(1);
    expect((await save({ code: 'CONTACT_INFO', texts: [] }, 0)).statusCode).toBe(409);
  });

  it('leaves lists that are not sent alone, and an empty list clears its kind', async () => {
    await upsert({ code: 'NEWS_CONTENT', videos: [video({ title: 'A' })], images: [{ priority: 0, imageUrl: '/media/news/a.jpg' }] });
    await upsert({ code: 'NEWS_CONTENT', videos: [video({ title: 'B' })] });
    let content = await fetchContent('NEWS_CONTENT');
    expect(content.pageContentVideos.map((v: { title: string }) => v.title)).toEqual(['B']);
    expect(content.pageContentImages).toHaveLength(1);
    await upsert({ code: 'NEWS_CONTENT', images: [] });
    content = await fetchContent('NEWS_CONTENT');
    expect(content.pageContentImages).toEqual([]);
    expect(content.pageContentVideos).toHaveLength(1);
  });

  it('stores video flags and defaults (isYoutube true, priority 0)', async () => {
    const res = await upsert({
      code: 'PRODUCTION_CONTENT',
      videos: [
        { title: 'default', thumbnailImageUrl: '', videoUrl: 'https://youtu.be/x' },
        video({ priority: 1, isYoutube: false, title: 'vimeo', videoUrl: 'https://vimeo.com/1' }),
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().pageContentVideos).toEqual([
      { id: expect.any(Number), priority: 0, isYoutube: true, title: 'default', titleENG: '', date: '', thumbnailImageUrl: '', videoUrl: 'https://youtu.be/x' },
      {
        id: expect.any(Number),
        priority: 1,
        isYoutube: false,
        title: 'vimeo',
        titleENG: '',
        date: '',
        thumbnailImageUrl: 'https://i.ytimg.com/vi/abc/hq.jpg',
        videoUrl: 'https://vimeo.com/1',
      },
    ]);
  });

  it('stores the English title and the date; an update that leaves them out keeps the stored ones', async () => {
    const first = await upsert({ code: 'NEWS_CONTENT', videos: [video({ title: '백스테이지', titleENG: 'Backstage', date: '2026-10-18' })] });
    expect(first.statusCode).toBe(200);
    const [stored] = first.json().pageContentVideos;
    expect(stored).toMatchObject({ title: '백스테이지', titleENG: 'Backstage', date: '2026-10-18' });

    // An admin that predates the fields sends the video without them.
    const older = await upsert({ code: 'NEWS_CONTENT', videos: [video({ id: stored.id, title: '백스테이지 2' })] });
    expect(older.json().pageContentVideos).toEqual([{ ...stored, title: '백스테이지 2' }]);

    const cleared = await upsert({ code: 'NEWS_CONTENT', videos: [video({ id: stored.id, title: '백스테이지 2', titleENG: '', date: '' })] });
    expect(cleared.json().pageContentVideos[0]).toMatchObject({ titleENG: '', date: '' });

    for (const date of ['2026-02-30', '18.10.2026', '2026-1-5']) {
      const refused = await upsert({ code: 'NEWS_CONTENT', videos: [video({ id: stored.id, date })] });
      expect(refused.statusCode, date).toBe(400);
    }
    expect((await upsert({ code: 'NEWS_CONTENT', videos: [video({ titleENG: 'x'.repeat(501) })] })).statusCode).toBe(400);
    expect((await fetchContent('NEWS_CONTENT')).pageContentVideos[0]).toMatchObject({ titleENG: '', date: '' });
  });

  it('is one transaction: a rejected request leaves the previous content intact', async () => {
    const saved = (
      await upsert({
        code: 'PRODUCTION_INFO',
        texts: [{ priority: 1, description: 'before' }],
        images: [{ priority: 1, imageUrl: '/media/production/top.jpg' }],
      })
    ).json();
    const other = (await upsert({ code: 'NEWS_INFO', images: [{ priority: 1, imageUrl: '/media/news/top.jpg' }] })).json();

    // texts are written first, then the images list fails on an id of another code: all rolled back.
    const res = await upsert({
      code: 'PRODUCTION_INFO',
      texts: [{ priority: 1, description: 'after' }, { priority: 2, description: 'more' }],
      images: [{ id: other.pageContentImages[0].id, priority: 1, imageUrl: '/media/production/new.jpg' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.stringContaining('images.0.id') });
    expect(await fetchContent('PRODUCTION_INFO')).toEqual(saved);
    expect((await fetchContent('NEWS_INFO')).pageContentImages).toEqual(other.pageContentImages);

    const twice = await upsert({
      code: 'PRODUCTION_INFO',
      texts: [saved.pageContentTexts[0], saved.pageContentTexts[0]],
    });
    expect(twice.statusCode).toBe(400);
    expect(await fetchContent('PRODUCTION_INFO')).toEqual(saved);

    const invalidItem = await upsert({
      code: 'PRODUCTION_INFO',
      texts: [{ priority: 1, description: 'after' }, { priority: -1, description: 'bad' }],
    });
    expect(invalidItem.statusCode).toBe(400);
    expect(await fetchContent('PRODUCTION_INFO')).toEqual(saved);
  });

  it('enforces the slot counts of each code', async () => {
    // Link-shaped texts, valid in free-text and link slots alike.
    const texts = (n: number) => Array.from({ length: n }, (_, i) => ({ priority: i + 1, description: `https://example.com/t${i}` }));
    const images = (n: number) => Array.from({ length: n }, (_, i) => ({ priority: i + 1, imageUrl: `/media/x/${i}.jpg` }));
    const cases: [unknown, number][] = [
      [{ code: 'ABOUT_INFO', texts: texts(16), images: images(5) }, 200],
      [{ code: 'ABOUT_INFO', texts: texts(17) }, 400],
      [{ code: 'ABOUT_INFO', images: images(6) }, 400],
      [{ code: 'PRODUCTION_INFO', texts: texts(5) }, 400],
      [{ code: 'NEWS_INFO', images: images(2) }, 400],
      [{ code: 'CONTACT_INFO', texts: texts(9) }, 200],
      [{ code: 'CONTACT_INFO', texts: texts(10) }, 400],
      [{ code: 'LINK_INFO', texts: texts(4) }, 400],
      [{ code: 'LINK_INFO', images: images(1) }, 400],
      [{ code: 'PRODUCTION_CONTENT', texts: texts(1) }, 400],
      [{ code: 'PRODUCTION_CONTENT', images: images(1) }, 400],
      [{ code: 'NEWS_CONTENT', texts: texts(1) }, 400],
      [{ code: 'CONTACT_INFO', videos: [video()] }, 400],
    ];
    for (const [payload, status] of cases) {
      const res = await upsert(payload);
      expect({ payload, status: res.statusCode }).toEqual({ payload, status });
      if (status === 400) expect(res.json()).toEqual({ message: expect.stringMatching(/at most/) });
    }
  });

  it('keeps the company information, refusing an effective day that is not a calendar day', async () => {
    const texts = (day: string) => Array.from({ length: 9 }, (_, i) => ({ priority: i + 1, description: i === 8 ? day : `text ${i + 1}` }));
    expect((await upsert({ code: 'COMPANY_INFO', texts: texts('2026-11-01') })).statusCode).toBe(200);
    expect((await upsert({ code: 'COMPANY_INFO', texts: texts('') })).statusCode).toBe(200);
    const refused = await upsert({ code: 'COMPANY_INFO', texts: texts('2026-13-01') });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: DAY_INVALID });
    expect((await upsert({ code: 'COMPANY_INFO', texts: [...texts(''), ...[10, 11, 12].map((priority) => ({ priority, description: 'more' }))] })).statusCode).toBe(400);
    expect((await fetchContent('COMPANY_INFO')).pageContentTexts.map((x: { description: string }) => x.description)).toEqual(texts('').map((x) => x.description));
  });

  it('keeps the home sections, refusing a switch that is neither on nor off', async () => {
    const texts = (featured: string) => Array.from({ length: 12 }, (_, i) => ({ priority: i + 1, description: i === 0 ? featured : i === 3 ? 'seo-yoon' : '' }));
    expect((await upsert({ code: 'HOME_SECTIONS', texts: texts('on') })).statusCode).toBe(200);
    const refused = await upsert({ code: 'HOME_SECTIONS', texts: texts('yes') });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: SWITCH_TEXT_INVALID });
    expect((await fetchContent('HOME_SECTIONS')).pageContentTexts.map((x: { description: string }) => x.description)).toEqual(texts('on').map((x) => x.description));
  });

  it('refuses unsafe links in the link slots and keeps the stored ones', async () => {
    const links = [
      { priority: 1, description: 'https://pf.kakao.com/_agency' },
      { priority: 2, description: 'mailto:casting@agency.example' },
      { priority: 3, description: 'https://instagram.com/agency' },
    ];
    expect((await upsert({ code: 'LINK_INFO', texts: links })).statusCode).toBe(200);
    const res = await upsert({ code: 'LINK_INFO', texts: [...links.slice(0, 2), { priority: 3, description: 'javascript:alert(1)' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: LINK_TEXT_INVALID });
    const stored = await t.app.inject({ method: 'GET', url: '/api/pageContent/fetchByCode/LINK_INFO' });
    expect(stored.json().pageContentTexts.map((x: { description: string }) => x.description)).toEqual(links.map((l) => l.description));
  });

  it('rejects invalid input with 400 { message } before touching the database', async () => {
    const before = await fetchContent('ABOUT_INFO');
    const bad: unknown[] = [
      {},
      { code: 'NOPE', texts: [] },
      { code: 'ABOUT_INFO', texts: [{ priority: -1, description: 'x' }] },
      { code: 'ABOUT_INFO', texts: [{ priority: 1.5, description: 'x' }] },
      { code: 'ABOUT_INFO', texts: [{ priority: '1', description: 'x' }] },
      { code: 'ABOUT_INFO', texts: [{ priority: 1, description: 'x'.repeat(10_001) }] },
      { code: 'ABOUT_INFO', texts: [{ priority: 1, description: 'x', extra: true }] },
      { code: 'ABOUT_INFO', texts: [{ id: 'one', priority: 1, description: 'x' }] },
      { code: 'ABOUT_INFO', texts: 'nope' },
      { code: 'ABOUT_INFO', images: [{ priority: 1, imageUrl: 'javascript:alert(1)' }] },
      { code: 'ABOUT_INFO', images: [{ priority: 1, imageUrl: '/media/../etc/passwd' }] },
      { code: 'ABOUT_INFO', images: [{ priority: 1, imageUrl: '' }] },
      { code: 'ABOUT_INFO', unknown: 1 },
      { code: 'NEWS_CONTENT', videos: [video({ isYoutube: 'yes' })] },
      { code: 'NEWS_CONTENT', videos: [video({ videoUrl: 'ftp://x' })] },
      { code: 'NEWS_CONTENT', videos: [video({ thumbnailImageUrl: 'data:image/png;base64,xx' })] },
      { code: 'NEWS_CONTENT', texts: [{ id: 2_147_483_648, priority: 1, description: 'x' }] },
    ];
    for (const payload of bad) {
      const res = await upsert(payload);
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
    expect(await fetchContent('ABOUT_INFO')).toEqual(before);
  });

  it('refuses a video link of an unsupported platform, naming YouTube and Vimeo, and keeps the list (issue 35)', async () => {
    const before = await fetchContent('NEWS_CONTENT');
    const res = await upsert({ code: 'NEWS_CONTENT', videos: [video({ videoUrl: 'https://tv.naver.com/v/12345678' })] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: VIDEO_LINK_UNSUPPORTED });
    expect(VIDEO_LINK_UNSUPPORTED).toMatch(/YouTube.*Vimeo/);
    expect(await fetchContent('NEWS_CONTENT')).toEqual(before);
    expect((await upsert({ code: 'NEWS_CONTENT', videos: [video({ isYoutube: false, videoUrl: 'https://vimeo.com/123456' })] })).statusCode).toBe(200);
  });

  it('answers 400 to broken JSON and 413 to a huge body, never 500', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pageContent/upsert',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"code": "ABOUT_INFO", ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: expect.any(String) });

    const huge = await upsert({ code: 'ABOUT_INFO', texts: [{ priority: 1, description: 'x'.repeat(2 * 1024 * 1024) }] });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: expect.any(String) });
  });

  it('needs an admin token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/pageContent/upsert', payload: { code: 'ABOUT_INFO', texts: [] } });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/pageContent/fetchVideosByCode, fetchImagesByCode and fetchOneVideo', () => {
  let saved: { pageContentVideos: { id: number }[]; pageContentImages: unknown[] };
  beforeAll(async () => {
    saved = (
      await upsert({
        code: 'NEWS_CONTENT',
        videos: [video({ priority: 2, title: 'second' }), video({ priority: 1, title: 'first', isYoutube: false })],
        images: [
          { priority: 5, imageUrl: 'https://cdn.example.com/b.jpg' },
          { priority: 0, imageUrl: 'https://cdn.example.com/a.jpg' },
        ],
      })
    ).json();
  });

  it('answers the sorted lists alone', async () => {
    const videos = await t.app.inject({ method: 'GET', url: '/api/pageContent/fetchVideosByCode/NEWS_CONTENT' });
    expect(videos.statusCode).toBe(200);
    expect(videos.json().map((v: { title: string }) => v.title)).toEqual(['first', 'second']);
    expect(videos.json()).toEqual(saved.pageContentVideos);
    const images = await t.app.inject({ method: 'GET', url: '/api/pageContent/fetchImagesByCode/NEWS_CONTENT' });
    expect(images.json()).toEqual(saved.pageContentImages);
    expect(images.json().map((i: { imageUrl: string }) => i.imageUrl)).toEqual([
      'https://cdn.example.com/a.jpg',
      'https://cdn.example.com/b.jpg',
    ]);
    for (const kind of ['Videos', 'Images']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/pageContent/fetch${kind}ByCode/UNKNOWN` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('answers one video by id; 404 when missing, 400 when not a number', async () => {
    const first = saved.pageContentVideos[0]!;
    const res = await t.app.inject({ method: 'GET', url: `/api/pageContent/fetchOneVideo/${first.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(first);
    expect(res.json()).toMatchObject({ isYoutube: false, videoUrl: 'https://www.youtube.com/watch?v=abc', title: 'first' });

    const missing = await t.app.inject({ method: 'GET', url: '/api/pageContent/fetchOneVideo/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: '비디오를 찾을 수 없습니다.' });
    for (const id of ['abc', '1.5', '-1', '0', '99999999999']) {
      const bad = await t.app.inject({ method: 'GET', url: `/api/pageContent/fetchOneVideo/${id}` });
      expect({ id, status: bad.statusCode }).toEqual({ id, status: 400 });
      expect(bad.json()).toEqual({ message: expect.any(String) });
    }
  });
});

describe('ETag on public GETs', () => {
  beforeEach(async () => {
    await upsert({ code: 'CONTACT_INFO', texts: [{ priority: 1, description: 'Seoul' }] });
  });

  it('answers 304 to a matching If-None-Match and a new tag right after an admin write', async () => {
    const url = '/api/pageContent/fetchByCode/CONTACT_INFO';
    const first = await t.app.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400');

    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const inList = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': `W/"other", ${etag}` } });
    expect(inList.statusCode).toBe(304);
    const weakForm = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': `W/${etag}` } });
    expect(weakForm.statusCode).toBe(304);

    await upsert({ code: 'CONTACT_INFO', texts: [{ priority: 1, description: 'Busan' }] });
    const after = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().pageContentTexts[0].description).toBe('Busan');
  });

  it('puts no tag on errors and on admin answers', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/pageContent/fetchByCode/NOPE' });
    expect(missing.headers.etag).toBeUndefined();
    const admin = await t.app.inject({ method: 'GET', url: '/api/artist/getAllForManagement', headers: auth });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers.etag).toBeUndefined();
    expect(admin.headers['cache-control']).toBe('private, no-store');
  });
});
