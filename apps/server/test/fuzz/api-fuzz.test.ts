import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../build-test-app';
import {
  bodyArbitrary,
  checkResponse,
  describeCase,
  FUZZ_RUNS,
  FUZZ_SEED,
  headersArbitrary,
  paramArbitrary,
  queryArbitrary,
  rowCounts,
  type AuthKind,
  type SampleBodies,
} from './fuzz-support';

/**
 * Property: for every registered API route, with generated params, query strings, headers, content
 * types and bodies, authenticated or not, no answer is a 5xx, every error is JSON `{ message: string }`,
 * and a rejected call stores nothing (row counts of every table are unchanged).
 */
describe('API fuzz: every route, generated requests', () => {
  let t: TestApp;
  let token: string;
  const known: Record<string, string[]> = {};
  const samples: SampleBodies = {};

  beforeAll(async () => {
    t = await buildTestApp();
    // Background mail delivery would add rows between the two snapshots of a case.
    await t.app.inquiryOutbox.stop();
    token = await t.adminToken();
    const auth = { authorization: `Bearer ${token}` };

    const artist = {
      urlName: 'fuzz-artist',
      korName: '퍼즈',
      engName: 'Fuzz',
      priority: 1,
      compCard: 'https://example.com/c.pdf',
      instagram: '',
      youtube: '',
      career: 'career',
      careerENG: 'career',
      height: '180',
      bust: '',
      waist: '',
      hips: '',
      shoe: '270',
      mainImage: '/media/artists/fuzz/0-1732170000000.jpg',
      detailMainImage: '',
      detailImages: [{ priority: 1, imageUrl: 'https://example.com/a.jpg' }],
      detailVideos: [{ priority: 1, videoUrl: 'https://youtu.be/abc' }],
    };
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/createArtist', headers: auth, payload: artist })).statusCode).toBe(200);
    const list = (await t.app.inject({ method: 'GET', url: '/api/artist/getAllForManagement', headers: auth })).json() as { id: number }[];
    const upsert = {
      code: 'NEWS_CONTENT',
      videos: [{ priority: 1, isYoutube: true, title: 'v', thumbnailImageUrl: '', videoUrl: 'https://youtu.be/x' }],
      images: [{ priority: 1, imageUrl: 'https://example.com/i.jpg' }],
    };
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/pageContent/upsert', headers: auth, payload: upsert })).statusCode).toBe(200);
    const videos = (await t.app.inject({ method: 'GET', url: '/api/pageContent/fetchVideosByCode/NEWS_CONTENT' })).json() as { id: number }[];
    const inquiry = { title: 't', email: 'a@b.co', phone: '010', name: 'n', message: 'm', privacyConsent: true };
    expect((await t.app.inject({ method: 'POST', url: '/api/mail/submit', payload: inquiry })).statusCode).toBe(200);

    known.urlName = ['fuzz-artist', 'FUZZ-ARTIST', 'nobody'];
    known.id = [String(list[0]!.id), '1', '2'];
    known.videoId = [String(videos[0]!.id)];
    known.code = ['NEWS_CONTENT', 'ABOUT_INFO', 'LINK_INFO', 'news_content'];
    known.year = ['2026', '2025', '1970', '9999'];
    known.month = ['1', '11', '12', '13', '0'];
    known['*'] = ['artists/fuzz/0-1732170000000.jpg', 'demo/background-poster.jpg', 'x'];

    samples['POST /api/loginProc'] = { username: TEST_ADMIN.username, password: 'not-the-password' };
    samples['POST /api/traffic/track'] = { source: 'google' };
    samples['POST /api/mail/submit'] = { ...inquiry, language: 'en', website: '' };
    samples['PUT /api/admin/inquiries/:id'] = { handled: true };
    samples['POST /api/admin/pageContent/upsert'] = {
      code: 'ABOUT_INFO',
      texts: [{ priority: 1, description: 'x' }],
      images: [{ priority: 1, imageUrl: '/media/about/1-1732170000000.jpg' }],
    };
    samples['PUT /api/artist/:id/visibility'] = { isHidden: false };
    samples['POST /api/admin/createArtist'] = { ...artist, urlName: 'fuzz-new', views: 0 };
    samples['PUT /api/admin/updateArtist/:urlName'] = artist;
    samples['POST /api/s3/getPreSignedUrl'] = { path: 'artists/fuzz/1-1732170000000.png' };
  });
  afterAll(() => t?.close());

  it(`answers ${FUZZ_RUNS} generated requests without a 5xx, with JSON errors, storing nothing when rejecting`, async () => {
    const routes = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/') || r.url.startsWith('/media/'));
    expect(routes.length).toBeGreaterThan(30);
    const db = t.database.handle.db;
    const seen = new Map<string, number>();

    const caseArbitrary = fc
      .constantFrom(...routes)
      .chain((route) => {
        const names = [...route.url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
        return fc.record({
          route: fc.constant(route),
          method: fc.oneof(
            { weight: 9, arbitrary: fc.constant(route.method) },
            { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD') },
          ),
          params: fc.tuple(...names.map((n) => paramArbitrary(known[n] ?? [])), fc.constant('')),
          query: queryArbitrary,
          headers: headersArbitrary,
          auth: fc.constantFrom<AuthKind>('none', 'admin', 'admin', 'garbage'),
          body: bodyArbitrary(samples[`${route.method} ${route.url}`]),
          ip: fc.ipV4(),
        });
      });

    await fc.assert(
      fc.asyncProperty(caseArbitrary, async (c) => {
        let i = 0;
        const path = c.route.url.replace(/:(\w+)|\*/g, () => c.params[i++]!);
        const headers: Record<string, string> = { ...c.headers };
        if (c.auth === 'admin') headers.authorization = `Bearer ${token}`;
        if (c.auth === 'garbage') headers.authorization = `Bearer ${token.slice(0, -3)}abc`;
        if (c.body.contentType !== undefined) headers['content-type'] = c.body.contentType;
        const options: InjectOptions = {
          method: c.method as InjectOptions['method'],
          url: path + c.query,
          headers,
          remoteAddress: c.ip,
          ...(c.body.payload !== undefined ? { payload: c.body.payload } : {}),
        };
        const before = await rowCounts(db);
        const res = await t.app.inject(options);
        const after = await rowCounts(db);
        seen.set(String(res.statusCode), (seen.get(String(res.statusCode)) ?? 0) + 1);

        const problem = checkResponse(c.method, res);
        if (problem) throw new Error(`${problem}\n  request: ${describeCase(options)}`);
        if (res.statusCode >= 400) {
          // A login attempt is reserved on purpose: that is the throttle.
          if (c.route.url === '/api/loginProc') {
            before.login_throttle = after.login_throttle ?? 0;
          }
          expect({ request: describeCase(options), counts: after }).toEqual({ request: describeCase(options), counts: before });
        }
      }),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED, endOnFailure: true },
    );
    if (process.env.FUZZ_REPORT) console.log(Object.fromEntries(seen));
    // The generator reaches past validation: some calls succeed, most are refused, none fail.
    expect([...seen.keys()].some((s) => s.startsWith('2'))).toBe(true);
    expect([...seen.keys()].some((s) => s.startsWith('4'))).toBe(true);
  }, Math.max(170_000, FUZZ_RUNS * 300));
});
