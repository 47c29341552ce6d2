import { ARTIST_FIELD_KEYS } from '@agency/contract/artist-fields';
import {
  KOR_NAME_REQUIRED,
  URL_NAME_INVALID,
  URL_NAME_REQUIRED,
  URL_NAME_TAKEN,
  type CreateArtistRequest,
} from '@agency/contract/artists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import { artistInput } from '@test/factories/artist-input';
import { VIDEO_LINK_UNSUPPORTED } from '@agency/contract/video-links';
import { isCrawlerUserAgent } from './crawler-user-agent';

const BROWSER_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  auth = { authorization: `Bearer ${await t.adminToken()}` };
});
afterAll(() => t.close());

const db = () => t.database.handle.db;

function create(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/admin/createArtist', headers: auth, payload: payload as object });
}
async function createOk(overrides: Partial<CreateArtistRequest> = {}) {
  const res = await create(artistInput(overrides));
  expect(res.statusCode).toBe(200);
  return res.json() as { message: string; urlName: string };
}
function update(urlName: string, payload: unknown) {
  return t.app.inject({ method: 'PUT', url: `/api/admin/updateArtist/${urlName}`, headers: auth, payload: payload as object });
}
/** Each call comes from another visitor (one IP counts one view per artist per window: decision 060). */
let visitor = 0;
function details(urlName: string, userAgent = BROWSER_UA) {
  visitor++;
  const remoteAddress = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
  return t.app.inject({ method: 'GET', url: `/api/artist/getDetails/${urlName}`, headers: { 'user-agent': userAgent }, remoteAddress });
}
function forEdit(urlName: string) {
  return t.app.inject({ method: 'GET', url: `/api/artist/getDetailsForEdit/${urlName}`, headers: auth });
}
function setHidden(id: number | string, isHidden: unknown) {
  return t.app.inject({ method: 'PUT', url: `/api/artist/${id}/visibility`, headers: auth, payload: { isHidden } });
}
async function viewsOf(urlName: string) {
  const artist = await db().selectFrom('artists').select(['id', 'views']).where('url_name', '=', urlName).executeTakeFirstOrThrow();
  const months = await db()
    .selectFrom('artist_monthly_views')
    .select(['year', 'month', 'views'])
    .where('artist_id', '=', artist.id)
    .orderBy('year')
    .orderBy('month')
    .execute();
  return { total: Number(artist.views), months: months.map((m) => ({ ...m, views: Number(m.views) })) };
}

describe('POST /api/admin/createArtist and GET /api/artist/getDetails/{urlName}', () => {
  it('creates an artist and answers the full detail, lists sorted by priority, blank entries dropped', async () => {
    const input = artistInput({
      urlName: '  Jane-Doe ',
      korName: '제인 도',
      engName: 'Jane Doe',
      detailImages: [
        { priority: 2, imageUrl: '/media/artists/jane-2.jpg' },
        { priority: 1, imageUrl: 'https://cdn.example.com/jane-1.jpg' },
        { priority: 0, imageUrl: '' },
      ],
      detailVideos: [
        { priority: 1, videoUrl: 'https://vimeo.com/2' },
        { priority: 0, videoUrl: '   ' },
        { priority: 0, videoUrl: 'https://youtu.be/1' },
      ],
    });
    const created = await create(input);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ message: expect.any(String), urlName: 'jane-doe' });

    const res = await details('jane-doe');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      // Every field of the table as sent (the factory fills each one; the URL name is stored lower-cased).
      ...Object.fromEntries(ARTIST_FIELD_KEYS.map((key) => [key, input[key]])),
      id: expect.any(Number),
      urlName: 'jane-doe',
      korName: '제인 도',
      engName: 'Jane Doe',
      priority: 0,
      compCard: 'https://cdn.example.com/compcard.pdf',
      height: '178',
      detailImages: [
        { id: expect.any(Number), priority: 1, imageUrl: 'https://cdn.example.com/jane-1.jpg' },
        { id: expect.any(Number), priority: 2, imageUrl: '/media/artists/jane-2.jpg' },
      ],
      detailVideos: [
        { id: expect.any(Number), priority: 0, videoUrl: 'https://youtu.be/1' },
        { id: expect.any(Number), priority: 1, videoUrl: 'https://vimeo.com/2' },
      ],
      polaroidCount: 0,
      polaroidsTakenOn: '',
    });
    // The URL name is looked up case-insensitively as well (the server stores it lower-cased).
    expect((await details('Jane-Doe')).statusCode).toBe(200);
  });

  it('defaults optional fields: priority 0, empty texts and lists, views 0', async () => {
    const res = await create({ urlName: 'minimal', korName: '최소' });
    expect(res.statusCode).toBe(200);
    const edit = (await forEdit('minimal')).json();
    expect(edit).toMatchObject({
      urlName: 'minimal',
      korName: '최소',
      engName: '',
      priority: 0,
      career: '',
      height: '',
      mainImage: '',
      detailImages: [],
      detailVideos: [],
      views: 0,
      isHidden: false,
    });
  });

  it('answers the spec messages for a missing or blank urlName and korName', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ korName: '이름' }, URL_NAME_REQUIRED],
      [{ urlName: '', korName: '이름' }, URL_NAME_REQUIRED],
      [{ urlName: '   ', korName: '이름' }, URL_NAME_REQUIRED],
      [{ urlName: null, korName: '이름' }, URL_NAME_REQUIRED],
      [{ urlName: 'ok-name' }, KOR_NAME_REQUIRED],
      [{ urlName: 'ok-name', korName: '  ' }, KOR_NAME_REQUIRED],
      [{}, URL_NAME_REQUIRED],
      [{ urlName: 'no spaces', korName: '이름' }, URL_NAME_INVALID],
      [{ urlName: '../admin', korName: '이름' }, URL_NAME_INVALID],
      [{ urlName: 'a/b', korName: '이름' }, URL_NAME_INVALID],
      [{ urlName: '한글', korName: '이름' }, URL_NAME_INVALID],
    ];
    for (const [payload, message] of cases) {
      const res = await create(payload);
      expect({ payload, status: res.statusCode, body: res.json() }).toEqual({ payload, status: 400, body: { message } });
    }
  });

  it('rejects wrong types, bad priorities, bad links and unknown fields with 400 { message }', async () => {
    const bad: Partial<Record<string, unknown>>[] = [
      { priority: -1 },
      { priority: 1.5 },
      { priority: '3' },
      { views: 5 },
      { isHidden: true },
      { unknownField: 'x' },
      { instagram: 'javascript:alert(1)' },
      { mainImage: 'not a url' },
      { detailImages: [{ priority: 0, imageUrl: 'ftp://x' }] },
      { detailVideos: [{ priority: 0, videoUrl: 'https://youtu.be/x', extra: 1 }] },
      { detailVideos: 'none' },
      { career: 'x'.repeat(10_001) },
      { korName: 42 },
    ];
    for (const override of bad) {
      const res = await create({ ...artistInput(), ...override });
      expect({ override, status: res.statusCode }).toEqual({ override, status: 400 });
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/createArtist',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"urlName":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: expect.any(String) });
  });

  it('refuses a video link of an unsupported platform with a message naming YouTube and Vimeo (issue 35)', async () => {
    const res = await create(artistInput({ detailVideos: [{ priority: 0, videoUrl: 'https://tv.naver.com/v/12345678' }] }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: VIDEO_LINK_UNSUPPORTED });
  });

  it('answers 409 for a taken urlName, whatever its spelling', async () => {
    await createOk({ urlName: 'taken' });
    for (const urlName of ['taken', ' TAKEN ']) {
      const res = await create(artistInput({ urlName }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: URL_NAME_TAKEN });
    }
  });

  it('stores the number of each measurement next to its text, and any text as typed (issue 17)', async () => {
    const numbers = async (urlName: string) =>
      db().selectFrom('artists').select(['height', 'height_cm', 'bust_cm', 'waist_cm', 'hips_cm', 'shoe_mm']).where('url_name', '=', urlName).executeTakeFirstOrThrow();
    const { urlName } = await createOk({ urlName: 'measured', height: '178.5', bust: '84 cm', waist: '24 inch', hips: '', shoe: '245mm' });
    expect(await numbers(urlName)).toEqual({ height: '178.5', height_cm: 178.5, bust_cm: 84, waist_cm: null, hips_cm: null, shoe_mm: 245 });
    expect((await details(urlName)).json()).toMatchObject({ height: '178.5', bust: '84 cm', waist: '24 inch', shoe: '245mm' });
    const res = await update(urlName, { ...artistInput({ urlName, height: '약 180', bust: '86', waist: '61', hips: '89', shoe: '250' }), views: undefined });
    expect(res.statusCode).toBe(200);
    expect(await numbers(urlName)).toEqual({ height: '약 180', height_cm: null, bust_cm: 86, waist_cm: 61, hips_cm: 89, shoe_mm: 250 });
  });

  it('answers 404 for a missing artist', async () => {
    const res = await details('nobody-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect((await forEdit('nobody-here')).statusCode).toBe(404);
  });
});

describe('view counting', () => {
  it('counts each public detail call in the total and in the month of STATS_TIMEZONE', async () => {
    const { urlName } = await createOk();
    t.clock.set('2026-11-30T14:30:00.000Z'); // 23:30 on 30 November in Seoul
    await details(urlName);
    t.clock.set('2026-11-30T15:30:00.000Z'); // 00:30 on 1 December in Seoul
    await details(urlName);
    await details(urlName);
    t.clock.set('2026-11-15T03:00:00.000Z');
    expect(await viewsOf(urlName)).toEqual({
      total: 3,
      months: [
        { year: 2026, month: 11, views: 1 },
        { year: 2026, month: 12, views: 2 },
      ],
    });
  });

  it('counts concurrent calls without losing any', async () => {
    const { urlName } = await createOk();
    const results = await Promise.all(Array.from({ length: 25 }, () => details(urlName)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await viewsOf(urlName)).toEqual({ total: 25, months: [{ year: 2026, month: 11, views: 25 }] });
  });

  it('does not count crawlers, HEAD requests, edit details or 304 revalidations of crawlers', async () => {
    const { urlName } = await createOk();
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'kakaotalk-scrap/1.0; +https://devtalk.kakao.com/',
      'Mozilla/5.0 (compatible; Yeti/1.1; +http://naver.me/spd)',
      'Mozilla/5.0 (compatible; Daum/4.1; +http://cs.daum.net/faq/15/4118.html)',
      'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Mozilla/5.0 (Windows NT 10.0) SkypeUriPreview Preview/0.5',
      'curl/8.4.0',
      '',
    ]) {
      const res = await details(urlName, ua);
      expect({ ua, status: res.statusCode }).toEqual({ ua, status: 200 });
    }
    const head = await t.app.inject({ method: 'HEAD', url: `/api/artist/getDetails/${urlName}`, headers: { 'user-agent': BROWSER_UA } });
    expect(head.statusCode).toBe(200);
    expect((await forEdit(urlName)).statusCode).toBe(200);
    expect(await viewsOf(urlName)).toEqual({ total: 0, months: [] });

    await details(urlName);
    const edit = (await forEdit(urlName)).json();
    expect(edit.views).toBe(1);
  });

  it('recognizes browsers as people', () => {
    expect(isCrawlerUserAgent(BROWSER_UA)).toBe(false);
    expect(
      isCrawlerUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'),
    ).toBe(false);
    expect(isCrawlerUserAgent('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 KAKAOTALK 10.4.5')).toBe(false);
  });
});

describe('GET /api/artist/getAll and getAllForManagement, PUT /api/artist/{id}/visibility', () => {
  let ids: Record<string, number>;

  beforeAll(async () => {
    await db().deleteFrom('artists').execute();
    ids = {};
    for (const [urlName, engName, priority] of [
      ['charlie', 'Charlie', 1],
      ['bravo', 'Bravo', 1],
      ['alpha', 'Alpha', 2],
      ['zulu', 'Zulu', 0],
    ] as const) {
      await createOk({ urlName, engName, priority });
      ids[urlName] = (await forEdit(urlName)).json().id;
    }
  });

  it('lists visible artists by priority, ties by English name, with the card fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/artist/getAll' });
    expect(res.statusCode).toBe(200);
    const cards = res.json();
    expect(cards.map((c: { urlName: string }) => c.urlName)).toEqual(['zulu', 'bravo', 'charlie', 'alpha']);
    expect(cards[0]).toEqual({
      id: ids.zulu,
      urlName: 'zulu',
      korName: expect.any(String),
      engName: 'Zulu',
      mainImage: '/media/artists/main.jpg',
      priority: 0,
      boards: [],
      heightCm: 178,
    });
  });

  it('hides an artist from every public call, keeps it for admins, and shows it again', async () => {
    const getAllBefore = await t.app.inject({ method: 'GET', url: '/api/artist/getAll' });

    const hide = await setHidden(ids.bravo!, true);
    expect(hide.statusCode).toBe(200);
    expect(hide.json()).toEqual({ id: ids.bravo, isHidden: true, version: expect.any(Number) });

    const getAll = await t.app.inject({
      method: 'GET',
      url: '/api/artist/getAll',
      headers: { 'if-none-match': getAllBefore.headers.etag as string },
    });
    expect(getAll.statusCode).toBe(200);
    expect(getAll.json().map((c: { urlName: string }) => c.urlName)).toEqual(['zulu', 'charlie', 'alpha']);
    const hiddenDetail = await details('bravo');
    expect(hiddenDetail.statusCode).toBe(404);
    expect(hiddenDetail.json()).toEqual({ message: expect.any(String) });
    expect(await viewsOf('bravo')).toEqual({ total: 0, months: [] });

    const edit = await forEdit('bravo');
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ urlName: 'bravo', isHidden: true });

    const management = await t.app.inject({ method: 'GET', url: '/api/artist/getAllForManagement', headers: auth });
    expect(management.statusCode).toBe(200);
    expect(management.json()).toHaveLength(4);
    expect(management.json().find((a: { urlName: string }) => a.urlName === 'bravo')).toEqual({
      id: ids.bravo,
      urlName: 'bravo',
      korName: expect.any(String),
      engName: 'Bravo',
      mainImage: '/media/artists/main.jpg',
      priority: 1,
      isHidden: true,
      // Hiding is no edit of the content: the version an edit form read stays (decision 106).
      version: 1,
      boardIds: [],
      orderVersion: expect.any(Number),
    });

    expect((await setHidden(ids.bravo!, false)).json()).toEqual({ id: ids.bravo, isHidden: false, version: expect.any(Number) });
    expect((await details('bravo')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a bad id or body', async () => {
    const missing = await setHidden(987654, true);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: expect.any(String) });
    for (const [id, body] of [
      ['abc', { isHidden: true }],
      ['99999999999', { isHidden: true }],
      [ids.alpha, { isHidden: 'yes' }],
      [ids.alpha, { isHidden: 1 }],
      [ids.alpha, {}],
      [ids.alpha, { isHidden: true, extra: 1 }],
    ] as const) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/artist/${id}/visibility`, headers: auth, payload: body });
      expect({ id, body, status: res.statusCode }).toEqual({ id, body, status: 400 });
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });
});

describe('PUT /api/admin/updateArtist/{urlName}', () => {
  it('replaces every field and both detail lists as sent, dropping entries without a URL', async () => {
    const { urlName } = await createOk();
    await details(urlName);
    expect((await setHidden((await forEdit(urlName)).json().id, true)).statusCode).toBe(200);
    const res = await update(urlName, {
      ...artistInput({ urlName, korName: '새 이름', engName: 'New Name', priority: 7, height: '180' }),
      views: undefined,
      detailImages: [
        { priority: 3, imageUrl: '/media/artists/new-3.jpg' },
        { priority: 1, imageUrl: '' },
      ],
      detailVideos: [{ priority: 0, videoUrl: '' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String), urlName });
    const edit = (await forEdit(urlName)).json();
    // Views and the hidden flag are not part of the edit form: an update keeps them.
    expect(edit).toMatchObject({ korName: '새 이름', engName: 'New Name', priority: 7, height: '180', views: 1, isHidden: true });
    expect(edit.detailImages).toEqual([{ id: expect.any(Number), priority: 3, imageUrl: '/media/artists/new-3.jpg' }]);
    expect(edit.detailVideos).toEqual([]);
  });

  it('renames the urlName, and answers 409 when the new one is taken', async () => {
    const a = await createOk();
    const b = await createOk();
    const { views: _views, ...body } = artistInput({ urlName: 'Renamed-One' });
    const renamed = await update(a.urlName, body);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().urlName).toBe('renamed-one');
    expect((await details(a.urlName)).statusCode).toBe(404);
    expect((await details('renamed-one')).statusCode).toBe(200);

    const clash = await update(b.urlName, { ...body, urlName: 'renamed-one' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: URL_NAME_TAKEN });
    expect((await forEdit(b.urlName)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown artist, 400 for views or invalid fields', async () => {
    const { views: _views, ...body } = artistInput();
    const missing = await update('nobody-at-all', body);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: expect.any(String) });

    const { urlName } = await createOk();
    const withViews = await update(urlName, { ...body, urlName, views: 0 });
    expect(withViews.statusCode).toBe(400);
    const noKorName = await update(urlName, { ...body, urlName, korName: '' });
    expect(noKorName.json()).toEqual({ message: KOR_NAME_REQUIRED });
    const noUrlName = await update(urlName, { ...body, urlName: ' ' });
    expect(noUrlName.json()).toEqual({ message: URL_NAME_REQUIRED });
  });
});

describe('DELETE /api/admin/deleteArtist/{urlName}', () => {
  it('removes the artist with its images, videos and view history', async () => {
    const { urlName } = await createOk();
    const keep = await createOk();
    await details(urlName);
    await details(keep.urlName);
    const id = (await forEdit(urlName)).json().id as number;

    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/deleteArtist/${urlName}`, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String), urlName });

    expect((await details(urlName)).statusCode).toBe(404);
    for (const table of ['artist_detail_images', 'artist_detail_videos', 'artist_monthly_views'] as const) {
      const rows = await db().selectFrom(table).select('artist_id').where('artist_id', '=', id).execute();
      expect({ table, rows }).toEqual({ table, rows: [] });
    }
    expect(await viewsOf(keep.urlName)).toEqual({ total: 1, months: [{ year: 2026, month: 11, views: 1 }] });

    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/deleteArtist/${urlName}`, headers: auth });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: expect.any(String) });
  });

  it('needs an admin token for every admin call', async () => {
    const calls = [
      { method: 'DELETE', url: '/api/admin/deleteArtist/x' },
      { method: 'POST', url: '/api/admin/createArtist', payload: artistInput() },
      { method: 'PUT', url: '/api/admin/updateArtist/x', payload: {} },
      { method: 'PUT', url: '/api/artist/1/visibility', payload: { isHidden: true } },
      { method: 'GET', url: '/api/artist/getAllForManagement' },
      { method: 'GET', url: '/api/artist/getDetailsForEdit/x' },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect({ url: call.url, status: res.statusCode }).toEqual({ url: call.url, status: 401 });
    }
  });
});

describe('ETag on artist GETs', () => {
  it('revalidates getDetails with 304 and still counts the view of a person', async () => {
    const { urlName } = await createOk();
    const first = await details(urlName);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/artist/getDetails/${urlName}`,
      remoteAddress: '10.250.250.250',
      headers: { 'user-agent': BROWSER_UA, 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect((await viewsOf(urlName)).total).toBe(2);
  });
});
