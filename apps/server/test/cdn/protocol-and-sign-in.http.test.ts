import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import { artistInput } from '@test/factories/artist-input';
import { makeWebDist } from '@test/web-dist';

import { fromMemoryBy, LOG_EVERY_READ } from './from-memory';
import { get } from './plain-get';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * What an answer varies on besides its URL (docs/decisions/094): the protocol (HSTS on https only, from memory too),
 * and whether the request is signed in (never public, never from or into memory).
 */
describe('answers per protocol and to signed-in requests, from Fastify and from memory', () => {
  let t: TestApp;
  let base: string;
  let bearer: { authorization: string };
  const lines: string[] = [];
  const fromMemory = fromMemoryBy(lines);

  beforeAll(async () => {
    t = await buildTestApp({ logLines: lines, env: { WEB_DIST_DIR: makeWebDist(), SITE_URL: 'https://agency.example', TRUST_PROXY: '1', ...LOG_EVERY_READ } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    bearer = { authorization: `Bearer ${await t.adminToken()}` };
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/createArtist', headers: bearer, payload: artistInput({ urlName: 'proto-one' }) });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(() => t.close());

  it('gives every https request HSTS and no http request any, whichever protocol asked first', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const paths = ['/api/artist/getAll', '/api/artist/getDetails/proto-one', '/artist/proto-one', '/management'];
    for (const [index, path] of paths.entries()) {
      const order = index % 2 === 0 ? [{}, https] : [https, {}];
      for (const headers of order) {
        const label = `${path} ${JSON.stringify(headers)}`;
        const answers = [await get(base, path, headers), await get(base, path, headers), await get(base, path, { ...headers, 'accept-encoding': 'br' })];
        expect(await fromMemory(answers[1]!), label).toBe(true);
        for (const answer of answers) {
          expect(answer.status, label).toBe(200);
          expect(answer.headers['strict-transport-security'], label).toBe(headers === https ? HSTS : undefined);
        }
      }
    }
  });

  it('answers a signed-in request to a public read or page `private, no-store`, never from memory, and keeps nothing of it', async () => {
    const session = { cookie: 'lang=ko; token=any.session.token' };
    for (const path of ['/api/artist/getAll', '/api/artist/getDetails/proto-one', '/artist/proto-one', '/management']) {
      // Kept in memory for visitors first.
      await get(base, path);
      expect(await fromMemory(await get(base, path)), path).toBe(true);
      for (const headers of [bearer, session, { authorization: 'Basic YTpi' }]) {
        const label = `${path} ${Object.keys(headers)[0]}`;
        const signedIn = await get(base, path, headers);
        expect(signedIn.status, label).toBe(200);
        expect(await fromMemory(signedIn), label).toBe(false);
        expect(signedIn.headers['cache-control'], label).toBe('private, no-store');
      }
    }
    // A public read's 404 to a signed-in request is private too.
    expect((await get(base, '/api/artist/getDetails/nobody-here', bearer)).headers['cache-control']).toBe('private, no-store');
    expect((await get(base, '/artist/nobody-here', session)).headers['cache-control']).toBe('private, no-store');
  });

  it('keeps no answer to a signed-in request for visitors', async () => {
    // After a write nothing is kept; the signed-in reads come first.
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/createArtist', headers: bearer, payload: artistInput({ urlName: 'proto-two' }) });
    expect(res.statusCode, res.body).toBe(200);
    for (const path of ['/api/artist/getDetails/proto-two', '/artist/proto-two']) {
      await get(base, path, bearer);
      await get(base, path, { cookie: 'token=any.session.token' });
      const visitor = await get(base, path);
      expect(await fromMemory(visitor), path).toBe(false);
      expect(visitor.headers['cache-control'], path).toMatch(/^public, /);
      expect(await fromMemory(await get(base, path)), path).toBe(true);
    }
  });
});
