import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import { artistInput } from '@test/factories/artist-input';
import { cloudFrontPaths, createCloudFrontPurge, purgeSignature, PURGE_SIGNATURE_HEADER, PURGE_TIMESTAMP_HEADER } from '../../src/modules/purge/purge-driver';

const SITE = 'https://agency.example';
const withoutViews = ({ views: _views, ...body }: ReturnType<typeof artistInput>) => body;
const SECRET = 'purge-secret-that-is-long-enough-0123456789';

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

  it('posts the artist’s page in both languages, its reads, the roster and the sitemap, signed, after the write', async () => {
    const next = receiver.next();
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/createArtist', headers: auth, payload: artistInput({ urlName: 'han-byeol' }) });
    expect(res.statusCode, res.body).toBe(200);
    const { urls, paths } = parse(await next);
    const name = 'han-byeol';
    expect(paths).toEqual(
      expect.arrayContaining([
        `/artist/${name}`,
        `/artist/${name}?lang=ko`,
        `/artist/${name}?lang=en`,
        `/api/artist/getDetails/${name}`,
        `/api/artist/getPolaroids/${name}`,
        '/management',
        '/management?lang=en',
        '/api/artist/getAll',
        '/sitemap.xml',
      ]),
    );
    expect(urls).toContain(`${SITE}/artist/${name}?lang=en`);
    expect(urls).toHaveLength(paths.length);
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

  it('purges the whole site for page texts, and nothing for a refused write or a change no visitor sees', async () => {
    const next = receiver.next();
    const saved = await t.app.inject({ method: 'POST', url: '/api/admin/pageContent/upsert', headers: auth, payload: { code: 'ABOUT_INFO', texts: [{ priority: 1, description: '새 소개' }] } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(parse(await next).paths).toEqual(['/*']);

    const count = receiver.received.length;
    const refused = await t.app.inject({ method: 'PUT', url: '/api/admin/updateArtist/new-name', headers: { ...auth, 'if-match': '"1"' }, payload: withoutViews(artistInput({ urlName: 'new-name' })) });
    expect(refused.statusCode).toBe(409);
    const setting = await t.app.inject({ method: 'PUT', url: '/api/admin/audit-settings', headers: auth, payload: { retentionDays: 400 } });
    expect(setting.statusCode, setting.body).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received.length).toBe(count);
  });
});

describe('CloudFront invalidations', () => {
  it('turns query variants into wildcards, each path once', () => {
    expect(cloudFrontPaths(['/artist/a', '/artist/a?lang=ko', '/artist/a?lang=en', '/sitemap.xml', '/api/artist/search*'])).toEqual(['/artist/a*', '/sitemap.xml', '/api/artist/search*']);
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
    await createCloudFrontPurge({ distributionId: 'E2EXAMPLE', client }).purge(['/artist/a', '/artist/a?lang=en', '/management']);
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
