import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import { registerErrorHandler } from './error-handler';
import { containsNul, NUL_CHARACTER_MESSAGE } from './zod-validation';

// Found by the API fuzz test: PostgreSQL refuses U+0000 in text (22021), which answered 500.
describe('NUL characters in requests', () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    auth = { authorization: `Bearer ${await t.adminToken()}` };
  });
  afterAll(() => t.close());

  it('answers 400 for a NUL in a path parameter, on both databases', async () => {
    for (const url of ['/api/artist/getDetailsForEdit/%00', '/api/artist/getDetails/a%00b', '/api/pageContent/fetchByCode/%00']) {
      const res = await t.app.inject({ method: 'GET', url, headers: auth });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: NUL_CHARACTER_MESSAGE });
    }
  });

  it('answers 400 for a NUL in a body or query and stores nothing', async () => {
    const submit = await t.app.inject({
      method: 'POST',
      url: '/api/mail/submit',
      payload: { title: 'a\u0000b', email: 'a@b.co', phone: '1', name: 'n', message: 'm', privacyConsent: true },
    });
    expect(submit.statusCode).toBe(400);
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/admin/createArtist',
      headers: auth,
      payload: { urlName: 'nul', korName: '널', career: 'x\u0000y' },
    });
    expect(create.statusCode).toBe(400);
    const query = await t.app.inject({ method: 'GET', url: '/api/admin/inquiries?page=%00', headers: auth });
    expect(query.statusCode).toBe(400);
    const inbox = await t.app.inject({ method: 'GET', url: '/api/admin/inquiries', headers: auth });
    expect(inbox.json().total).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/artist/getDetailsForEdit/nul', headers: auth })).statusCode).toBe(404);
  });

  it('still checks the token first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/artist/getDetailsForEdit/%00' });
    expect(res.statusCode).toBe(401);
  });

  it('finds NUL in nested values and keys only', () => {
    expect(containsNul({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(containsNul({ 'k\u0000': 1 })).toBe(true);
    expect(containsNul({ a: ['\u0001', 1, null, true] })).toBe(false);
    expect(containsNul(Buffer.from([0, 0]))).toBe(false);
    // Only parsed JSON/form values are walked, never a stream or another object graph.
    expect(containsNul(Object.assign(new PassThrough(), { k: 'a\u0000' }))).toBe(false);
    expect(containsNul(Object.assign(Object.create(null) as object, { k: '\u0000' }))).toBe(true);
  });
});

describe('error handler: PostgreSQL refusing characters', () => {
  it('maps 22021 and 22P05 to 400 { message }', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    for (const code of ['22021', '22P05']) {
      app.get(`/${code}`, async () => {
        throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code });
      });
    }
    for (const code of ['22021', '22P05']) {
      const res = await app.inject({ method: 'GET', url: `/${code}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    await app.close();
  });
});
