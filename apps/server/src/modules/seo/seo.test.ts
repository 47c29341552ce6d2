import fs from 'node:fs';
import path from 'node:path';
// @ts-expect-error jsdom (a root dev dependency, also the web tests' DOM) ships no type declarations
import { JSDOM as UntypedJSDOM } from 'jsdom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeWebDist as makeDist } from '@test/web-dist';
import { buildTestApp, type TestApp } from '@test/build-test-app';

/** The default shared-cache policy (docs/decisions/087). */
const SHARED_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400';

/** The few DOM calls these tests make (the server's TypeScript has no DOM library). */
interface El {
  getAttribute(name: string): string | null;
  textContent: string | null;
  namespaceURI: string | null;
  localName: string;
  children: ArrayLike<El>;
}
interface Doc {
  documentElement: El;
  querySelector(selector: string): El | null;
  querySelectorAll(selector: string): ArrayLike<El>;
  getElementsByTagNameNS(ns: string, name: string): ArrayLike<El>;
}
const JSDOM = UntypedJSDOM as new (text: string, options?: { contentType?: string }) => { window: { document: Doc } };

const SITE = 'https://agency.example';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const HOSTILE_KOR = '<script>alert(1)</script>';
const HOSTILE_ENG = '"><img src=x onerror=alert(2)>&amp;';

function parseHtml(html: string): Doc {
  return new JSDOM(html).window.document;
}

/** content of <meta property|name=...>; all of them when repeated. */
function metas(doc: Doc, key: string): string[] {
  return Array.from(doc.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)).map((m) => m.getAttribute('content') ?? '');
}
function meta(doc: Doc, key: string): string | undefined {
  const all = metas(doc, key);
  expect(all.length, `one ${key}`).toBeLessThanOrEqual(1);
  return all[0];
}
function linkHref(doc: Doc, selector: string): string | undefined {
  return doc.querySelector(selector)?.getAttribute('href') ?? undefined;
}
function initialData(doc: Doc): Record<string, { data: unknown; refresh?: boolean }> {
  const text = doc.querySelector('script#initial-data[type="application/json"]')?.textContent;
  expect(text, 'initial-data script').toBeTruthy();
  return JSON.parse(text!) as Record<string, { data: unknown; refresh?: boolean }>;
}
function jsonLd(doc: Doc): Record<string, unknown>[] {
  return Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>);
}

async function writeImage(dir: string, key: string, width: number, height: number): Promise<void> {
  const file = path.join(dir, key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const body = await sharp({ create: { width, height, channels: 3, background: '#446688' } }).jpeg({ quality: 50 }).toBuffer();
  fs.writeFileSync(file, body);
}

describe('server-rendered heads, sitemap and robots.txt', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  const dist = makeDist();
  let productionVideoId = 0;
  let newsVideoId = 0;

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  async function upsert(payload: object) {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/pageContent/upsert', headers: auth, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { pageContentVideos: { id: number }[] };
  }
  async function createArtist(payload: object) {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/createArtist', headers: auth, payload });
    expect(res.statusCode, res.body).toBe(200);
  }

  beforeAll(async () => {
    t = await buildTestApp({ env: { WEB_DIST_DIR: dist, SITE_URL: `${SITE}/`, SITE_NAME: 'AGENCY' } });
    auth = { authorization: `Bearer ${await t.adminToken()}` };
    const mediaDir = (t.config.media as { dir: string }).dir;
    await Promise.all([
      writeImage(mediaDir, 'artists/seo-yoon/main.jpg', 1080, 1350),
      writeImage(mediaDir, 'about/hero.jpg', 1200, 630),
      writeImage(mediaDir, 'production/top.jpg', 1600, 900),
      writeImage(mediaDir, 'thumbs/p1.jpg', 1280, 720),
      writeImage(mediaDir, 'demo/background-poster.jpg', 1920, 1080),
    ]);

    const board = async (slug: string, korName: string, engName: string, isHidden: boolean) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/boards', headers: auth, payload: { slug, korName, engName, isHidden } });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { id: number }).id;
    };
    const women = await board('women', '여성', 'WOMEN', false);
    const secret = await board('secret-board', '비공개', 'SECRET', true);
    await createArtist({
      boardIds: [women, secret],
      urlName: 'seo-yoon',
      korName: '서윤',
      engName: 'SEO YOON',
      priority: 1,
      height: '178',
      instagram: 'https://www.instagram.com/seoyoon',
      career: '2024 서울 패션위크',
      careerENG: '2024 Seoul Fashion Week',
      mainImage: '/media/artists/seo-yoon/main.jpg',
    });
    await createArtist({ urlName: 'hostile', korName: HOSTILE_KOR, engName: HOSTILE_ENG, priority: 2, height: '170<b>' });
    await createArtist({ urlName: 'hidden-one', korName: '숨김', engName: 'HIDDEN ONE', priority: 3 });
    const list = await t.app.inject({ method: 'GET', url: '/api/artist/getAllForManagement', headers: auth });
    const hidden = (list.json() as { id: number; urlName: string }[]).find((a) => a.urlName === 'hidden-one')!;
    const vis = await t.app.inject({ method: 'PUT', url: `/api/artist/${hidden.id}/visibility`, headers: auth, payload: { isHidden: true } });
    expect(vis.statusCode).toBe(200);

    const aboutTexts = Array.from({ length: 16 }, (_, i) => ({ priority: i + 1, description: `about ${i + 1}` }));
    aboutTexts[0]!.description = '회사 소개 설명입니다.';
    aboutTexts[4]!.description = 'About the agency in English.';
    aboutTexts[8]!.description = '소개';
    aboutTexts[9]!.description = 'ABOUT US';
    await upsert({ code: 'ABOUT_INFO', texts: aboutTexts, images: [{ priority: 1, imageUrl: '/media/about/hero.jpg' }] });
    await upsert({
      code: 'PRODUCTION_INFO',
      texts: ['프로덕션 설명', 'Production description', '프로덕션', 'PRODUCTION FILMS'].map((description, i) => ({ priority: i + 1, description })),
      images: [{ priority: 1, imageUrl: '/media/production/top.jpg' }],
    });
    await upsert({
      code: 'NEWS_INFO',
      texts: ['뉴스 설명', 'News description', '뉴스', 'NEWS ROOM'].map((description, i) => ({ priority: i + 1, description })),
    });
    await upsert({
      code: 'CONTACT_INFO',
      texts: [
        '서울시 강남구 테헤란로 1',
        '2층',
        'https://www.instagram.com/agency',
        'https://pf.kakao.com/_agency',
        'casting@agency.example',
        'agency_kakao',
        '@agency',
        '1 Teheran-ro, Gangnam-gu, Seoul',
        '2F',
      ].map((description, i) => ({ priority: i + 1, description })),
    });
    await upsert({
      code: 'LINK_INFO',
      texts: ['https://pf.kakao.com/_agency', 'mailto:casting@agency.example', 'https://www.instagram.com/agency'].map((description, i) => ({
        priority: i + 1,
        description,
      })),
    });
    const production = await upsert({
      code: 'PRODUCTION_CONTENT',
      videos: [{ priority: 1, isYoutube: true, title: 'Spring Campaign', thumbnailImageUrl: '/media/thumbs/p1.jpg', videoUrl: 'https://www.youtube.com/watch?v=abc' }],
    });
    productionVideoId = production.pageContentVideos[0]!.id;
    const news = await upsert({
      code: 'NEWS_CONTENT',
      videos: [{ priority: 1, isYoutube: false, title: 'Behind the scenes', titleENG: 'Backstage in English', thumbnailImageUrl: 'https://i.vimeocdn.com/video/1.jpg', videoUrl: 'https://vimeo.com/1' }],
    });
    newsVideoId = news.pageContentVideos[0]!.id;
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('fills in the head of every public route in both languages', async () => {
    const paths = ['/', '/about', '/management', '/production', '/news', '/contact', '/casting', '/artist/seo-yoon', `/production/detail/${productionVideoId}`, `/news/detail/${newsVideoId}`];
    for (const p of paths) {
      for (const lang of [undefined, 'ko', 'en'] as const) {
        const url = lang ? `${p}?lang=${lang}` : p;
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        const doc = parseHtml(res.body);
        const language = lang ?? 'ko';
        const canonical = `${SITE}${p}${lang ? `?lang=${lang}` : ''}`;

        expect(doc.documentElement.getAttribute('lang'), url).toBe(language);
        expect(doc.querySelectorAll('title').length, url).toBe(1);
        expect(doc.querySelector('title')?.textContent, url).toMatch(/AGENCY/);
        expect(res.body).not.toContain('STATIC SHELL');
        expect(metas(doc, 'description'), url).toHaveLength(1);
        expect(meta(doc, 'description')!.trim(), url).not.toBe('');
        expect(linkHref(doc, 'link[rel="canonical"]'), url).toBe(canonical);
        expect(linkHref(doc, 'link[rel="alternate"][hreflang="ko"]'), url).toBe(`${SITE}${p}?lang=ko`);
        expect(linkHref(doc, 'link[rel="alternate"][hreflang="en"]'), url).toBe(`${SITE}${p}?lang=en`);
        expect(linkHref(doc, 'link[rel="alternate"][hreflang="x-default"]'), url).toBe(`${SITE}${p}`);

        expect(meta(doc, 'og:site_name')).toBe('AGENCY');
        expect(meta(doc, 'og:title')!.length).toBeGreaterThan(0);
        expect(meta(doc, 'og:description')).toBe(meta(doc, 'description'));
        expect(meta(doc, 'og:url')).toBe(canonical);
        expect(meta(doc, 'og:type')).toMatch(/^(website|profile|video\.other)$/);
        expect(meta(doc, 'og:locale')).toBe(language === 'en' ? 'en_US' : 'ko_KR');
        expect(metas(doc, 'og:locale:alternate')).toEqual([language === 'en' ? 'ko_KR' : 'en_US']);
        expect(meta(doc, 'og:image'), url).toMatch(/^https:\/\//);
        expect(meta(doc, 'twitter:card')).toBe('summary_large_image');
        expect(meta(doc, 'twitter:title')).toBe(meta(doc, 'og:title'));
        expect(meta(doc, 'twitter:image')).toBe(meta(doc, 'og:image'));
        // The inlined app configuration is still there.
        expect(doc.querySelector('script#app-config')).not.toBeNull();
      }
    }
  });

  it('uses the page texts and images of the database in the language asked for', async () => {
    const home = parseHtml((await get('/')).body);
    expect(home.querySelector('title')?.textContent).toBe('AGENCY M');
    expect(meta(home, 'og:image')).toBe(`${SITE}/media/demo/background-poster.jpg`);
    expect(meta(home, 'og:image:width')).toBe('1920');
    expect(meta(home, 'og:image:height')).toBe('1080');

    const aboutKo = parseHtml((await get('/about')).body);
    expect(aboutKo.querySelector('title')?.textContent).toBe('ABOUT | AGENCY');
    expect(meta(aboutKo, 'og:title')).toBe('소개 | AGENCY');
    expect(meta(aboutKo, 'description')).toBe('회사 소개 설명입니다.');
    expect(meta(aboutKo, 'og:image')).toBe(`${SITE}/media/about/hero.jpg`);
    expect([meta(aboutKo, 'og:image:width'), meta(aboutKo, 'og:image:height')]).toEqual(['1200', '630']);
    const aboutEn = parseHtml((await get('/about?lang=en')).body);
    expect(meta(aboutEn, 'og:title')).toBe('ABOUT US | AGENCY');
    expect(meta(aboutEn, 'description')).toBe('About the agency in English.');

    const productionEn = parseHtml((await get('/production?lang=en')).body);
    expect(productionEn.querySelector('title')?.textContent).toBe('PRODUCTION | AGENCY');
    expect(meta(productionEn, 'og:title')).toBe('PRODUCTION FILMS | AGENCY');
    expect(meta(productionEn, 'description')).toBe('Production description');
    expect([meta(productionEn, 'og:image'), meta(productionEn, 'og:image:width')]).toEqual([`${SITE}/media/production/top.jpg`, '1600']);

    const newsKo = parseHtml((await get('/news')).body);
    expect(meta(newsKo, 'og:title')).toBe('뉴스 | AGENCY');
    expect(meta(newsKo, 'description')).toBe('뉴스 설명');
    // No image of its own: the landing poster.
    expect(meta(newsKo, 'og:image')).toBe(`${SITE}/media/demo/background-poster.jpg`);

    const contactEn = parseHtml((await get('/contact?lang=en')).body);
    expect(meta(contactEn, 'description')).toContain('1 Teheran-ro, Gangnam-gu, Seoul 2F');
    expect(meta(contactEn, 'description')).toContain('casting@agency.example');
    const contactKo = parseHtml((await get('/contact?lang=ko')).body);
    expect(meta(contactKo, 'description')).toContain('서울시 강남구 테헤란로 1 2층');

    const managementEn = parseHtml((await get('/management?lang=en')).body);
    expect(meta(managementEn, 'description')).toContain('SEO YOON');
    expect(meta(managementEn, 'description')).not.toContain('HIDDEN ONE');
    expect(meta(managementEn, 'og:image')).toBe(`${SITE}/media/artists/seo-yoon/main.jpg`);
  });

  it('previews an artist with the name in the language and the main image with its real size', async () => {
    const en = parseHtml((await get('/artist/seo-yoon?lang=en')).body);
    expect(en.querySelector('title')?.textContent).toBe('SEO YOON | AGENCY');
    expect(meta(en, 'og:title')).toBe('SEO YOON | AGENCY');
    expect(meta(en, 'og:type')).toBe('profile');
    expect(meta(en, 'description')).toContain('SEO YOON (서윤)');
    expect(meta(en, 'description')).toContain('2024 Seoul Fashion Week');
    // The 2:1 share picture cropped around the person (issue 17), so KakaoTalk's preview keeps the face.
    expect(meta(en, 'og:image')).toBe(`${SITE}/img/share/artists/seo-yoon/main.jpg`);
    expect(meta(en, 'og:image:secure_url')).toBe(`${SITE}/img/share/artists/seo-yoon/main.jpg`);
    expect(meta(en, 'og:image:width')).toBe('1200');
    expect(meta(en, 'og:image:height')).toBe('600');
    expect(meta(en, 'og:image:alt')).toBe('SEO YOON');
    const share = await get('/img/share/artists/seo-yoon/main.jpg');
    expect(share.statusCode).toBe(200);
    expect(share.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(share.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 600 });

    const ko = parseHtml((await get('/artist/seo-yoon')).body);
    // SPEC: the page title is the English name with the site suffix in both languages.
    expect(ko.querySelector('title')?.textContent).toBe('SEO YOON | AGENCY');
    expect(meta(ko, 'og:title')).toBe('서윤 | AGENCY');
    expect(meta(ko, 'description')).toContain('2024 서울 패션위크');

    const [person] = jsonLd(en);
    expect(person).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'SEO YOON',
      alternateName: '서윤',
      image: `${SITE}/img/share/artists/seo-yoon/main.jpg`,
      url: `${SITE}/artist/seo-yoon?lang=en`,
      height: { '@type': 'QuantitativeValue', value: 178, unitCode: 'CMT' },
      sameAs: ['https://www.instagram.com/seoyoon'],
      affiliation: { '@type': 'Organization', name: 'AGENCY', url: `${SITE}/` },
    });
    expect(jsonLd(ko)[0]).toMatchObject({ name: '서윤', alternateName: 'SEO YOON', url: `${SITE}/artist/seo-yoon` });

    // Reading the page for a preview is not a view.
    const edit = await t.app.inject({ method: 'GET', url: '/api/artist/getDetailsForEdit/seo-yoon', headers: auth });
    expect(edit.json()).toMatchObject({ views: 0 });
  });

  it("preloads each page's first large image with the srcset and sizes the page draws it with", async () => {
    const widths = [320, 640, 960, 1280, 1920];
    const srcset = (key: string) => widths.map((w) => `/img/${w}/${key} ${w}w`).join(', ');
    const preloads = (doc: Doc) =>
      Array.from(doc.querySelectorAll('link[rel="preload"][as="image"]')).map((l) => ({
        href: l.getAttribute('href'),
        imagesrcset: l.getAttribute('imagesrcset'),
        imagesizes: l.getAttribute('imagesizes'),
        media: l.getAttribute('media'),
        fetchpriority: l.getAttribute('fetchpriority'),
      }));
    const one = (key: string, sizes: string) => [
      { href: `/img/640/${key}`, imagesrcset: srcset(key), imagesizes: sizes, media: null, fetchpriority: 'high' },
    ];

    expect(preloads(parseHtml((await get('/about?lang=en')).body))).toEqual(one('about/hero.jpg', '100vw'));
    // Production: its top image and its first video's still (on a phone the larger one).
    const productionPage = parseHtml((await get('/production')).body);
    expect(preloads(productionPage)).toEqual([
      ...one('production/top.jpg', '(min-width: 1440px) 1440px, 100vw'),
      ...one('thumbs/p1.jpg', '(min-width: 1440px) 460px, (min-width: 1200px) 33vw, (min-width: 640px) 50vw, 100vw'),
    ]);
    const artistPage = parseHtml((await get('/artist/seo-yoon')).body);
    expect(preloads(artistPage)).toEqual(one('artists/seo-yoon/main.jpg', '(min-width: 1440px) 440px, (min-width: 1200px) 31vw, (min-width: 768px) 46vw, 80vw'));
    // The loading frame draws the same file (decision 121): the roster's first cards and the artist's first picture.
    const framePictures = (doc: Doc) =>
      Array.from(doc.querySelectorAll('#boot-shell img')).map((img) => ({ src: img.getAttribute('src'), srcset: img.getAttribute('srcset'), sizes: img.getAttribute('sizes') }));
    const asFrame = (preload: ReturnType<typeof preloads>[number]) => ({ src: preload.href, srcset: preload.imagesrcset, sizes: preload.imagesizes });
    expect(framePictures(artistPage)).toEqual(preloads(artistPage).map(asFrame));
    const rosterPage = parseHtml((await get('/management?lang=en')).body);
    expect(framePictures(rosterPage)).toEqual(preloads(rosterPage).map(asFrame));
    expect(framePictures(rosterPage).length).toBeGreaterThan(0);
    const aboutPage = parseHtml((await get('/about?lang=en')).body);
    expect(framePictures(aboutPage)).toEqual(preloads(aboutPage).map(asFrame));
    expect(framePictures(parseHtml((await get('/contact')).body))).toEqual([]);
    // A video page draws its poster (decision 122), the stored thumbnail its stage shows.
    const videoPage = parseHtml((await get(`/production/detail/${productionVideoId}`)).body);
    expect(framePictures(videoPage)).toEqual(preloads(videoPage).map(asFrame));
    expect(framePictures(videoPage)).toHaveLength(1);
    // Production draws the still in its frame (decision 122), not its top image.
    expect(framePictures(productionPage)).toEqual(preloads(productionPage).slice(1).map(asFrame));
    // The first cards: seo-yoon, then 'hostile', which has no main image (the hidden artist is not listed).
    expect(preloads(parseHtml((await get('/management')).body))).toEqual(
      one('artists/seo-yoon/main.jpg', '(min-width: 1440px) 200px, (min-width: 1280px) 14vw, (min-width: 1024px) 17vw, (min-width: 768px) 22vw, (min-width: 560px) 29vw, 50vw'),
    );
    // The poster has no srcset: one width per side of the mobile breakpoint.
    expect(preloads(parseHtml((await get('/')).body))).toEqual([
      { href: '/img/960/demo/background-poster.jpg', imagesrcset: null, imagesizes: null, media: '(max-width: 767.98px)', fetchpriority: 'high' },
      { href: '/img/1920/demo/background-poster.jpg', imagesrcset: null, imagesizes: null, media: '(min-width: 768px)', fetchpriority: 'high' },
    ]);
    // No image of its own (NEWS_INFO has none here), or a page without a large image: nothing to preload.
    for (const url of ['/news', '/casting', '/contact', '/no-such-page']) expect(preloads(parseHtml((await get(url)).body)), url).toEqual([]);
  });

  it("carries the answers of each page's first API reads and the layout's (menu links, footer), exactly as the API sends them", async () => {
    const api = async (url: string) => (await get(url)).json() as unknown;
    const content = async (code: string) => ({ data: await api(`/api/pageContent/fetchByCode/${code}`) });
    // Every public page: the menu's icon links and the footer's contact and business lines (decision 077).
    const layout = {
      'pageContent/LINK_INFO': await content('LINK_INFO'),
      'pageContent/CONTACT_INFO': await content('CONTACT_INFO'),
      'pageContent/COMPANY_INFO': await content('COMPANY_INFO'),
    };
    expect(initialData(parseHtml((await get('/about?lang=en')).body))).toEqual({ ...layout, 'pageContent/ABOUT_INFO': await content('ABOUT_INFO') });
    expect(initialData(parseHtml((await get('/production')).body))).toEqual({
      ...layout,
      'pageContent/PRODUCTION_INFO': await content('PRODUCTION_INFO'),
      'pageContent/PRODUCTION_CONTENT': await content('PRODUCTION_CONTENT'),
    });
    expect(initialData(parseHtml((await get('/news')).body))).toEqual({
      ...layout,
      'pageContent/NEWS_INFO': await content('NEWS_INFO'),
      'news/videos': { data: await api('/api/pageContent/fetchVideosByCode/NEWS_CONTENT') },
    });
    expect(initialData(parseHtml((await get('/contact')).body))).toEqual(layout);
    expect(initialData(parseHtml((await get('/management')).body))).toEqual({
      ...layout,
      artists: { data: await api('/api/artist/getAll') },
      'artists/boards': { data: await api('/api/artist/boards') },
    });
    expect(initialData(parseHtml((await get(`/production/detail/${productionVideoId}`)).body))).toEqual({
      ...layout,
      [`video/${productionVideoId}`]: { data: await api(`/api/pageContent/fetchOneVideo/${productionVideoId}`) },
    });
    // The home page knows at once whether an optional section is on.
    expect(initialData(parseHtml((await get('/')).body))).toEqual({ ...layout, 'pageContent/HOME_SECTIONS': await content('HOME_SECTIONS') });
    expect(initialData(parseHtml((await get('/casting')).body))).toEqual(layout);
    expect(initialData(parseHtml((await get('/privacy')).body))).toEqual(layout);

    // The artist page calls getDetails again at once: that call counts the view (the page itself does not).
    const crawler = { 'user-agent': 'Googlebot/2.1' };
    const artist = initialData(parseHtml((await get('/artist/seo-yoon')).body));
    expect(artist).toEqual({
      ...layout,
      'artist/seo-yoon': { data: (await get('/api/artist/getDetails/seo-yoon', crawler)).json() },
    });
    // Missing pages carry nothing.
    expect(parseHtml((await get('/artist/no-one')).body).querySelector('#initial-data')).toBeNull();
  });

  it('names the board in the head of a board page, shares its first artist cropped to 2:1, and answers 404 for a hidden or unknown board', async () => {
    for (const [lang, name] of [['ko', '여성'], ['en', 'WOMEN']] as const) {
      const res = await get(`/management/women?lang=${lang}`);
      expect(res.statusCode).toBe(200);
      const doc = parseHtml(res.body);
      expect(doc.querySelector('title')?.textContent).toBe(`${name} | MANAGEMENT | AGENCY`);
      expect(meta(doc, 'og:title')).toBe(`${name} | MANAGEMENT | AGENCY`);
      expect(meta(doc, 'description')).toContain(lang === 'en' ? 'SEO YOON' : '서윤');
      expect(meta(doc, 'og:image')).toBe(`${SITE}/img/share/artists/seo-yoon/main.jpg`);
      expect(meta(doc, 'og:image:width')).toBe('1200');
      expect(linkHref(doc, 'link[rel="canonical"]')).toBe(`${SITE}/management/women?lang=${lang}`);
      const data = initialData(doc);
      expect(data['artists/boards']?.data).toEqual({ boards: [{ slug: 'women', korName: '여성', engName: 'WOMEN' }], artistCount: 2 });
      expect((data.artists?.data as { urlName: string; boards: string[] }[]).find((a) => a.urlName === 'seo-yoon')?.boards).toEqual(['women']);
      expect(data.artists).toBeDefined();
    }
    // A filtered view is the board's page to search engines.
    const filtered = parseHtml((await get('/management/WOMEN?q=seo&minHeight=170')).body);
    expect(linkHref(filtered, 'link[rel="canonical"]')).toBe(`${SITE}/management/women`);
    for (const missing of ['/management/secret-board', '/management/nope']) expect((await get(missing)).statusCode, missing).toBe(404);
  });

  it('puts an Organization on the home page', async () => {
    const home = parseHtml((await get('/?lang=en')).body);
    expect(jsonLd(home)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'AGENCY',
        url: `${SITE}/`,
        email: 'casting@agency.example',
        sameAs: ['https://www.instagram.com/agency'],
      },
    ]);
    expect(jsonLd(parseHtml((await get('/about')).body))).toEqual([]);
  });

  it('previews video pages with the title and thumbnail', async () => {
    const production = parseHtml((await get(`/production/detail/${productionVideoId}?lang=en`)).body);
    expect(production.querySelector('title')?.textContent).toBe('Spring Campaign | AGENCY');
    expect(meta(production, 'og:type')).toBe('video.other');
    expect(meta(production, 'og:image')).toBe(`${SITE}/media/thumbs/p1.jpg`);
    expect([meta(production, 'og:image:width'), meta(production, 'og:image:height')]).toEqual(['1280', '720']);

    // A thumbnail on another host is linked as it is, without a size we could not read.
    const news = parseHtml((await get(`/news/detail/${newsVideoId}`)).body);
    expect(meta(news, 'og:title')).toBe('Behind the scenes | AGENCY');
    expect(meta(news, 'og:image')).toBe('https://i.vimeocdn.com/video/1.jpg');
    expect(meta(news, 'og:image:width')).toBeUndefined();
    // ENG heads name the English title when there is one; the Korean one stays the fallback (above).
    const english = parseHtml((await get(`/news/detail/${newsVideoId}?lang=en`)).body);
    expect(english.querySelector('title')?.textContent).toBe('Backstage in English | AGENCY');
  });

  it('escapes names from admins in every attribute, text and JSON-LD', async () => {
    for (const url of ['/artist/hostile', '/artist/hostile?lang=en', '/management', '/management?lang=en']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body, url).not.toContain(HOSTILE_KOR);
      expect(res.body, url).not.toContain('<img src=x');
    }
    const ko = parseHtml((await get('/artist/hostile')).body);
    expect(meta(ko, 'og:title')).toBe(`${HOSTILE_KOR} | AGENCY`);
    expect(ko.querySelector('title')?.textContent).toBe(`${HOSTILE_ENG} | AGENCY`);
    // Exactly the head's own elements (JSON-LD, initial data, app config): nothing the names could have opened.
    expect(ko.querySelectorAll('script').length).toBe(3);
    expect((initialData(ko)['artist/hostile']!.data as { korName: string }).korName).toBe(HOSTILE_KOR);
    expect(ko.querySelectorAll('img').length).toBe(0);
    const person = jsonLd(ko)[0]!;
    expect(person).toMatchObject({ name: HOSTILE_KOR, alternateName: HOSTILE_ENG });
    // Not a number: no height.
    expect(person.height).toBeUndefined();
    const en = parseHtml((await get('/artist/hostile?lang=en')).body);
    expect(meta(en, 'og:title')).toBe(`${HOSTILE_ENG} | AGENCY`);
  });

  it('answers the not-found page with 404 for missing or hidden artists and missing videos', async () => {
    for (const url of [
      '/artist/no-such-artist',
      '/artist/hidden-one',
      '/artist/hidden-one?lang=en',
      '/artist/%20',
      `/artist/${'a'.repeat(300)}`,
      '/production/detail/999999',
      '/news/detail/0',
      '/news/detail/12345678901234567890',
      '/no-such-page?lang=en',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      const doc = parseHtml(res.body);
      expect(doc.querySelector('title')?.textContent, url).toBe('404 | AGENCY');
      expect(meta(doc, 'robots')).toBe('noindex');
      expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
      expect(meta(doc, 'og:title')).toBeUndefined();
      expect(doc.querySelector('script#app-config')).not.toBeNull();
      expect(res.body).not.toContain('HIDDEN ONE');
    }
    expect(parseHtml((await get('/no-such-page?lang=en')).body).documentElement.getAttribute('lang')).toBe('en');
    // HEAD answers the same status as GET.
    expect((await t.app.inject({ method: 'HEAD', url: '/artist/hidden-one' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'HEAD', url: '/artist/seo-yoon' })).statusCode).toBe(200);
  });

  it('keeps the sign-in page and admin area out of the index', async () => {
    for (const url of ['/login', '/admin', '/admin/management/editArtist/seo-yoon']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const doc = parseHtml(res.body);
      expect(meta(doc, 'robots'), url).toBe('noindex');
      expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
      expect(doc.querySelectorAll('title').length).toBe(1);
      // The admin's own page (docs/decisions/064), not the public site's.
      expect(doc.querySelector('script[src="/assets/admin-1.js"]'), url).not.toBeNull();
    }
    expect(parseHtml((await get('/login')).body).querySelector('title')?.textContent).toBe('LOGIN | AGENCY');
    expect(parseHtml((await get('/about')).body).querySelector('script[src="/assets/admin-1.js"]')).toBeNull();
  });

  it('treats an unknown ?lang= as no language', async () => {
    const doc = parseHtml((await get('/about?lang=fr&utm_source=x')).body);
    expect(doc.documentElement.getAttribute('lang')).toBe('ko');
    expect(linkHref(doc, 'link[rel="canonical"]')).toBe(`${SITE}/about`);
    expect(meta(doc, 'og:locale')).toBe('ko_KR');
  });

  it('lists every public route, visible artist and video in a sitemap with hreflang alternates', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const doc = new JSDOM(res.body, { contentType: 'application/xml' }).window.document;
    expect(doc.querySelector('parsererror')).toBeNull();
    const root = doc.documentElement;
    expect([root.localName, root.namespaceURI]).toEqual(['urlset', SITEMAP_NS]);

    const urls = Array.from(doc.getElementsByTagNameNS(SITEMAP_NS, 'url'));
    const locOf = (url: El) => Array.from(url.children).find((c) => c.localName === 'loc' && c.namespaceURI === SITEMAP_NS)!.textContent!;
    const locs = urls.map(locOf);
    const paths = ['/', '/about', '/management', '/production', '/news', '/contact', '/casting', '/apply', '/privacy', '/management/women', '/artist/seo-yoon', '/artist/hostile', `/production/detail/${productionVideoId}`, `/news/detail/${newsVideoId}`];
    for (const p of paths) {
      for (const suffix of ['', '?lang=ko', '?lang=en']) expect(locs, p + suffix).toContain(`${SITE}${p}${suffix}`);
    }
    expect(locs).toHaveLength(paths.length * 3);
    expect(res.body).not.toContain('hidden-one');
    expect(res.body).not.toContain('secret-board');

    for (const url of urls) {
      const alternates = Array.from(url.children).filter((c) => c.localName === 'link');
      expect(alternates.every((a) => a.namespaceURI === XHTML_NS && a.getAttribute('rel') === 'alternate')).toBe(true);
      const base = locOf(url).replace(/\?lang=(ko|en)$/, '');
      expect(Object.fromEntries(alternates.map((a) => [a.getAttribute('hreflang'), a.getAttribute('href')]))).toEqual({
        ko: `${base}?lang=ko`,
        en: `${base}?lang=en`,
        'x-default': base,
      });
    }
  });

  it('serves robots.txt that points to the sitemap and keeps crawlers out of admin and login', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    // Naver's crawler by name too (Naver Search Advisor checks it), then every crawler.
    expect(res.body).toBe(
      `User-agent: Yeti\nAllow: /\nDisallow: /admin\nDisallow: /login\n\n` +
        `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /login\n\nSitemap: ${SITE}/sitemap.xml\n`,
    );
  });

  it('carries the Naver and Google verification codes set in the admin on the home page only', async () => {
    expect(meta(parseHtml((await get('/')).body), 'naver-site-verification')).toBeUndefined();
    await upsert({ code: 'SEARCH_INFO', texts: [{ priority: 1, description: 'naver-Code_123' }, { priority: 2, description: 'google-Code_456' }] });
    try {
      for (const url of ['/', '/?lang=en']) {
        const home = parseHtml((await get(url)).body);
        expect(meta(home, 'naver-site-verification')).toBe('naver-Code_123');
        expect(meta(home, 'google-site-verification')).toBe('google-Code_456');
      }
      expect(meta(parseHtml((await get('/about')).body), 'naver-site-verification')).toBeUndefined();
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/admin/pageContent/upsert',
        headers: auth,
        payload: { code: 'SEARCH_INFO', texts: [{ priority: 1, description: '"><script>alert(1)</script>' }] },
      });
      expect(refused.statusCode).toBe(400);
      // Refused as a whole: the stored codes stay.
      expect(meta(parseHtml((await get('/')).body), 'naver-site-verification')).toBe('naver-Code_123');
    } finally {
      await upsert({ code: 'SEARCH_INFO', texts: [] });
    }
  });

  it('with SITE_URL, a forged Host or X-Forwarded-Host changes no URL, and the answers may be shared', async () => {
    const forged = { host: 'evil.test', 'x-forwarded-host': 'evil2.test', 'x-forwarded-proto': 'https' };
    const page = await t.app.inject({ method: 'GET', url: '/about', headers: forged });
    expect(linkHref(parseHtml(page.body), 'link[rel="canonical"]')).toBe(`${SITE}/about`);
    expect(page.headers['cache-control']).toBe(SHARED_CACHE);
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const res = await t.app.inject({ method: 'GET', url, headers: forged });
      expect(res.body).not.toContain('evil');
      expect(res.headers['cache-control']).toBe(SHARED_CACHE);
    }
  });
});

describe('absolute URLs without SITE_URL', () => {
  let t: TestApp;
  const dist = makeDist();

  beforeAll(async () => {
    t = await buildTestApp({ env: { WEB_DIST_DIR: dist, TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('takes the origin from the request', async () => {
    const page = parseHtml((await t.app.inject({ method: 'GET', url: '/about?lang=en', headers: { host: 'models.test:8080' } })).body);
    expect(linkHref(page, 'link[rel="canonical"]')).toBe('http://models.test:8080/about?lang=en');
    expect(meta(page, 'og:image')).toBe('http://models.test:8080/media/demo/background-poster.jpg');
    // No file stored: no size is claimed.
    expect(meta(page, 'og:image:width')).toBeUndefined();

    const https = parseHtml(
      (await t.app.inject({ method: 'GET', url: '/', headers: { host: 'models.test', 'x-forwarded-proto': 'https' } })).body,
    );
    expect(linkHref(https, 'link[rel="alternate"][hreflang="x-default"]')).toBe('https://models.test/');

    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'models.test' } });
    expect(robots.body).toContain('Sitemap: http://models.test/sitemap.xml');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'models.test' } });
    expect(sitemap.body).toContain('<loc>http://models.test/about?lang=en</loc>');
  });

  it('keeps every answer holding host-derived URLs out of shared caches', async () => {
    for (const url of ['/', '/about?lang=en', '/artist/anyone', '/robots.txt', '/sitemap.xml']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: 'models.test' } });
      expect({ url, cacheControl: res.headers['cache-control'] }).toEqual({ url, cacheControl: 'private, no-cache' });
    }
  });

  it('ignores a Host header that is no host name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about', headers: { host: 'evil"><script>x</script>' } });
    expect(res.body).not.toContain('<script>x');
    expect(linkHref(parseHtml(res.body), 'link[rel="canonical"]')).toBe('http://localhost/about');
  });
});
