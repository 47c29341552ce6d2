import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import { artistInput } from '@test/factories/artist-input';
import { PUBLIC_PAGES, publicPagePath, type PublicPageName } from '@agency/contract/public-pages';
import { cloudFrontPaths, createCloudFrontPurge, purgeSignature, PURGE_SIGNATURE_HEADER, PURGE_TIMESTAMP_HEADER } from '../../src/modules/purge/purge-driver';
import { artistPublicPaths, everyPagePublicPaths } from '../../src/modules/purge/public-urls';
import { msUntil } from '@test/time-until';
import { makeWebDist } from '@test/web-dist';
import { covers, startCachingProxy } from './caching-proxy';

const SITE = 'https://agency.example';
const withoutViews = ({ views: _views, ...body }: ReturnType<typeof artistInput>) => body;
const SECRET = 'purge-secret-that-is-long-enough-0123456789';

/** What a page-text change must not purge: hashed assets, resized pictures, media, icons, other reads. */
const UNCHANGED_BY_PAGE_TEXTS = ['/assets/index-4f2a.js', '/assets/index-4f2a.js?v=2', '/img/640/uploads/a.jpg', '/img/share/uploads/a.jpg', '/media/uploads/a.jpg', '/favicon.svg', '/manifest.webmanifest', '/robots.txt', '/api/artist/getAll', '/api/artist/getDetails/han'];

/** Every public page with sample parameters, as visitors and links ask for it (with a query, a trailing slash). */
const everyPageUrl = () =>
  (Object.keys(PUBLIC_PAGES) as PublicPageName[])
    .filter((name) => name !== 'package')
    .flatMap((name) => {
      const path = publicPagePath(name, { urlName: 'han', videoId: 3, board: 'women' });
      return [path, `${path}?lang=en`, `${path}?utm_source=instagram&utm_medium=story`, ...(path === '/' ? [] : [`${path}/`])];
    });

interface Received {
  body: string;
  signature: string;
  timestamp: string;
}

/** A CDN's purge endpoint on loopback: records each signed POST. */
async function startReceiver() {
  const received: Received[] = [];
  const waiting: (() => void)[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ body, signature: String(request.headers[PURGE_SIGNATURE_HEADER]), timestamp: String(request.headers[PURGE_TIMESTAMP_HEADER]) });
      response.writeHead(202).end();
      waiting.splice(0).forEach((wake) => wake());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`,
    received,
    /** The next POST (or undefined after 2 s). */
    async next(): Promise<Received | undefined> {
      const count = received.length;
      await Promise.race([new Promise<void>((resolve) => waiting.push(resolve)), new Promise((resolve) => setTimeout(resolve, 2000))]);
      return received[count];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('purge on publish through the webhook driver', () => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let auth: { authorization: string };

  beforeAll(async () => {
    receiver = await startReceiver();
    t = await buildTestApp({ env: { SITE_URL: SITE, PURGE_DRIVER: 'webhook', PURGE_WEBHOOK_URL: receiver.url, PURGE_WEBHOOK_SECRET: SECRET } });
    auth = { authorization: `Bearer ${await t.adminToken()}` };
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const parse = (message: Received | undefined) => {
    expect(message).toBeDefined();
    expect(message!.signature).toBe(purgeSignature(SECRET, message!.timestamp, message!.body));
    return JSON.parse(message!.body) as { urls: string[]; paths: string[] };
  };

  it('posts the artist’s page with every query variant, its reads, the roster and the sitemap, signed, after the write', async () => {
    const next = receiver.next();
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/createArtist', headers: auth, payload: artistInput({ urlName: 'han-byeol' }) });
    expect(res.statusCode, res.body).toBe(200);
    const { urls, paths } = parse(await next);
    const name = 'han-byeol';
    expect(paths).toEqual(
      expect.arrayContaining([
        `/artist/${name}`,
        `/artist/${name}?*`,
        `/artist/${name}/*`,
        `/api/artist/getDetails/${name}`,
        `/api/artist/getDetails/${name}?*`,
        `/api/artist/getPolaroids/${name}`,
        '/management',
        '/management?*',
        '/management/*',
        '/api/artist/getAll',
        '/api/artist/search?*',
        '/sitemap.xml',
      ]),
    );
    expect(urls).toContain(`${SITE}/artist/${name}?*`);
    expect(urls).toHaveLength(paths.length);
  });

  it('covers every cached variant of the artist and the roster, and no other artist', async () => {
    const next = receiver.next();
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/createArtist', headers: auth, payload: artistInput({ urlName: 'ji' }) });
    expect(res.statusCode, res.body).toBe(200);
    const { paths } = parse(await next);
    for (const url of [
      '/artist/ji',
      '/artist/ji?lang=en',
      '/artist/ji?utm_source=instagram',
      '/artist/ji/',
      '/artist/ji/compcard.pdf',
      '/artist/ji/compcard.pdf?lang=en',
      '/api/artist/getDetails/ji?utm_source=instagram',
      '/api/artist/getPolaroids/ji',
      '/management',
      '/management?q=ji',
      '/management?lang=en&q=ji&minHeight=170',
      '/management/women?q=ji',
      '/api/artist/getAll?utm_source=x',
      '/api/artist/boards',
      '/api/artist/search?q=ji&offset=0&limit=48',
      '/sitemap.xml',
    ])
      expect(covers(paths, url), url).toBe(true);
    for (const url of ['/artist/jiwoo', '/artist/jiwoo?lang=en', '/api/artist/getDetails/jiwoo', '/about', '/', '/assets/index-4f2a.js', '/img/640/uploads/a.jpg']) expect(covers(paths, url), url).toBe(false);
  });

  it('purges both names when an artist is renamed', async () => {
    await t.app.inject({ method: 'POST', url: '/api/admin/createArtist', headers: auth, payload: artistInput({ urlName: 'old-name' }) });
    await receiver.next();
    const edit = (await t.app.inject({ method: 'GET', url: '/api/artist/getDetailsForEdit/old-name', headers: auth })).json() as Record<string, unknown>;
    const { id: _id, views: _views, isHidden: _hidden, version, ...body } = edit;
    const next = receiver.next();
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/updateArtist/old-name', headers: { ...auth, 'if-match': `"${String(version)}"` }, payload: { ...body, urlName: 'new-name' } });
    expect(res.statusCode, res.body).toBe(200);
    const { paths } = parse(await next);
    expect(paths).toEqual(expect.arrayContaining(['/artist/old-name', '/artist/new-name', '/api/artist/getDetails/old-name']));
  });

  it('purges every page and page read for page texts but no asset, picture or media file, and nothing for a refused write or a change no visitor sees', async () => {
    const next = receiver.next();
    const saved = await t.app.inject({ method: 'POST', url: '/api/admin/pageContent/upsert', headers: auth, payload: { code: 'ABOUT_INFO', texts: [{ priority: 1, description: '새 소개' }] } });
    expect(saved.statusCode, saved.body).toBe(200);
    const { paths } = parse(await next);
    for (const url of [...everyPageUrl(), '/api/pageContent/fetchByCode/ABOUT_INFO', '/api/pageContent/fetchVideosByCode/NEWS_CONTENT?utm_source=x', '/api/pageContent/fetchOneVideo/3', '/sitemap.xml'])
      expect(covers(paths, url), url).toBe(true);
    for (const url of UNCHANGED_BY_PAGE_TEXTS) expect(covers(paths, url), url).toBe(false);

    const count = receiver.received.length;
    const refused = await t.app.inject({ method: 'PUT', url: '/api/admin/updateArtist/new-name', headers: { ...auth, 'if-match': '"1"' }, payload: withoutViews(artistInput({ urlName: 'new-name' })) });
    expect(refused.statusCode).toBe(409);
    const setting = await t.app.inject({ method: 'PUT', url: '/api/admin/audit-settings', headers: auth, payload: { retentionDays: 400 } });
    expect(setting.statusCode, setting.body).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received.length).toBe(count);
  });
});

describe('purge through a CDN edge keeping every URL it was asked for', () => {
  let t: TestApp;
  let proxy: Awaited<ReturnType<typeof startCachingProxy>>;
  let auth: { authorization: string };
  const through = async (url: string) => (await fetch(`${proxy.base}${url}`)).text();

  beforeAll(async () => {
    proxy = await startCachingProxy({ origin: 'http://127.0.0.1:1', purgeSecret: SECRET });
    t = await buildTestApp({
      env: { WEB_DIST_DIR: makeWebDist(), SITE_URL: SITE, PUBLIC_CACHE_S_MAXAGE: '600', PURGE_DRIVER: 'webhook', PURGE_WEBHOOK_URL: `${proxy.base}/__purge`, PURGE_WEBHOOK_SECRET: SECRET },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    proxy.setOrigin(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
    auth = { authorization: `Bearer ${await t.adminToken()}` };
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/createArtist', headers: auth, payload: artistInput({ urlName: 'ji-woo', korName: '옛이름지우' }) });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(async () => {
    await proxy?.close();
    await t?.close();
  });

  it('shows a rename on the artist’s page asked for with a campaign query and on the roster searched by name', async () => {
    const urls = ['/artist/ji-woo?utm_source=instagram', '/artist/ji-woo/', '/management?q=ji', '/management?q=%EC%A7%80', '/api/artist/getDetails/ji-woo?utm_source=instagram', '/api/artist/search?q=%EC%A7%80%EC%9A%B0'];
    for (const url of urls) expect(await through(url), url).toContain('옛이름지우');
    // Kept by the edge: the origin is asked no more.
    const calls = proxy.originCalls.length;
    for (const url of urls) await through(url);
    expect(proxy.originCalls.length).toBe(calls);

    const edit = (await t.app.inject({ method: 'GET', url: '/api/artist/getDetailsForEdit/ji-woo', headers: auth })).json() as Record<string, unknown>;
    const { id: _id, views: _views, isHidden: _hidden, version, ...body } = edit;
    const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/updateArtist/ji-woo', headers: { ...auth, 'if-match': `"${String(version)}"` }, payload: { ...body, korName: '새이름지우' } });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const url of urls) {
      const seenAfter = await msUntil(async () => (await through(url)).includes('새이름지우'), 2000);
      expect(seenAfter, url).toBeLessThan(2000);
    }
  });

  it('shows new page texts on every page asked for with a query', async () => {
    const urls = ['/about?utm_source=instagram', '/?lang=en', '/contact/', '/artist/ji-woo?utm_source=instagram', '/api/pageContent/fetchByCode/CONTACT_INFO?utm_source=x'];
    const saved = await t.app.inject({ method: 'POST', url: '/api/admin/pageContent/upsert', headers: auth, payload: { code: 'CONTACT_INFO', texts: [{ priority: 1, description: '첫 소개글' }] } });
    expect(saved.statusCode, saved.body).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const url of urls) expect(await through(url), url).toContain('첫 소개글');
    const again = await t.app.inject({ method: 'POST', url: '/api/admin/pageContent/upsert', headers: auth, payload: { code: 'CONTACT_INFO', texts: [{ priority: 1, description: '둘째 소개글' }] } });
    expect(again.statusCode, again.body).toBe(200);
    for (const url of urls) {
      const seenAfter = await msUntil(async () => (await through(url)).includes('둘째 소개글'), 2000);
      expect(seenAfter, url).toBeLessThan(2000);
    }
  });
});

describe('CloudFront invalidations', () => {
  it('turns query variants into trailing wildcards, each path once, and merges the reads of one API folder', () => {
    expect(cloudFrontPaths(['/artist/a', '/artist/a?*', '/artist/a/*', '/sitemap.xml', '/api/artist/search?*', '/api/artist/boards?lang=en'])).toEqual(['/artist/a*', '/sitemap.xml', '/api/artist/search*', '/api/artist/boards?lang=en']);
    // A rename: both artists' pages, one wildcard for the artist reads (CloudFront allows 15 wildcards in progress).
    expect(cloudFrontPaths(artistPublicPaths({ urlName: 'old' }, { urlName: 'new' })).sort()).toEqual(['/api/artist/*', '/artist/new*', '/artist/old*', '/management*', '/sitemap.xml*']);
  });

  it('invalidates every page for page texts but not the assets, pictures and media, nor the whole distribution', () => {
    const items = cloudFrontPaths(everyPagePublicPaths());
    const cloudFrontCovers = (url: string) => items.some((item) => (item.endsWith('*') ? url.startsWith(item.slice(0, -1)) : url === item));
    for (const url of [...everyPageUrl().filter((url) => !url.startsWith('/?')), '/?lang=en', '/?lang=ko', '/api/pageContent/fetchByCode/ABOUT_INFO?x=1']) expect(cloudFrontCovers(url), url).toBe(true);
    for (const url of UNCHANGED_BY_PAGE_TEXTS) expect(cloudFrontCovers(url), url).toBe(false);
    expect(items).not.toContain('/*');
    expect(items.filter((item) => item.endsWith('*')).length).toBeLessThanOrEqual(12);
  });

  it('sends one CreateInvalidation request of the documented shape through the SDK', async () => {
    const requests: { method: string; path: string; body: string }[] = [];
    // The SDK's own seam: a request handler instead of the network, answering as CloudFront does.
    const client = new CloudFrontClient({
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
      requestHandler: {
        handle: async (request: { method: string; path: string; body?: unknown }) => {
          requests.push({ method: request.method, path: request.path, body: String(request.body) });
          const xml = '<?xml version="1.0" encoding="UTF-8"?><Invalidation><Id>I2J0I21PCUYOIK</Id><Status>InProgress</Status><CreateTime>2026-11-26T00:00:00Z</CreateTime><InvalidationBatch><Paths><Quantity>1</Quantity><Items><Path>/x</Path></Items></Paths><CallerReference>r</CallerReference></InvalidationBatch></Invalidation>';
          return { response: { statusCode: 201, headers: { 'content-type': 'text/xml', location: 'https://cloudfront.amazonaws.com/2020-05-31/distribution/E2EXAMPLE/invalidation/I2J0I21PCUYOIK' }, body: Buffer.from(xml) } };
        },
      } as never,
    });
    await createCloudFrontPurge({ distributionId: 'E2EXAMPLE', client }).purge(['/artist/a', '/artist/a?*', '/management']);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.path).toBe('/2020-05-31/distribution/E2EXAMPLE/invalidation');
    const body = requests[0]!.body;
    expect(body).toContain('<Quantity>2</Quantity>');
    expect(body).toContain('<Path>/artist/a*</Path>');
    expect(body).toContain('<Path>/management</Path>');
    expect(body).toMatch(/<CallerReference>[0-9a-f-]{36}<\/CallerReference>/);
  });
});
