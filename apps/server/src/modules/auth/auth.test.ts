import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN, TEST_JWT_SECRET, type TestApp } from '../../../test/build-test-app';
import { isAdminRoute } from '../../../test/admin-routes';
import { setAdminPassword } from './auth-service';
import { LOGIN_MAX_FAILURES } from './login-throttle';
import { upsertUser } from './users-repository';

const form = (body: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(body).toString(),
});

function decodeClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

describe('POST /api/loginProc', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers a 1-day HS256 token with username and role claims', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/loginProc', ...form(TEST_ADMIN) });
    expect(res.statusCode).toBe(200);
    const { accessToken } = res.json();
    const header = JSON.parse(Buffer.from(accessToken.split('.')[0], 'base64url').toString());
    expect(header.alg).toBe('HS256');
    const claims = decodeClaims(accessToken);
    expect(claims).toMatchObject({ username: 'admin', role: 'ROLE_ADMIN' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(24 * 60 * 60);
  });

  it('gives the same 401 for a wrong password and for an unknown user', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/loginProc',
      remoteAddress: '10.0.0.1',
      ...form({ username: 'admin', password: 'nope-nope' }),
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/loginProc',
      remoteAddress: '10.0.0.2',
      ...form({ username: 'ghost', password: 'nope-nope' }),
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid username or password');
  });

  it('rejects a missing field with 400 and a JSON message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/loginProc', ...form({ username: 'admin' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('throttles per username across IPs, path case and trailing slashes', async () => {
    await setAdminPassword(t.database.handle.db, t.clock, 'victim', 'victim-password-1');
    const paths = ['/api/loginProc', '/api/loginProc/', '/api/loginproc', '/api/LOGINPROC'];
    let failures = 0;
    for (let i = 0; failures < LOGIN_MAX_FAILURES; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: paths[i % paths.length]!,
        remoteAddress: `10.1.0.${i}`,
        ...form({ username: 'victim', password: `guess-${i}` }),
      });
      if (res.statusCode === 401) failures++;
      else expect(res.statusCode).toBe(404);
    }
    for (const url of paths) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        remoteAddress: '10.1.1.1',
        ...form({ username: 'victim', password: 'victim-password-1' }),
      });
      expect([429, 404]).toContain(res.statusCode);
      if (url === '/api/loginProc' || url === '/api/loginProc/') {
        expect(res.statusCode).toBe(429);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.json().message).toEqual(expect.any(String));
      }
    }
    t.clock.advance(10 * 60 * 1000 + 1000);
    const later = await t.app.inject({
      method: 'POST',
      url: '/api/loginProc',
      remoteAddress: '10.1.1.1',
      ...form({ username: 'victim', password: 'victim-password-1' }),
    });
    expect(later.statusCode).toBe(200);
  });

  it('throttles per IP across usernames', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/loginProc',
        remoteAddress: '10.2.0.1',
        ...form({ username: `user-${i}`, password: 'wrong-password' }),
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({ method: 'POST', url: '/api/loginProc', remoteAddress: '10.2.0.1', ...form(TEST_ADMIN) });
    expect(blocked.statusCode).toBe(429);
  });
});

describe('admin authorization matrix', () => {
  let t: TestApp;
  const tokens: Record<string, string | undefined> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const sign = (claims: Record<string, unknown>, secret = key, iat = now) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(iat).setExpirationTime(iat + 86400).sign(secret);
    const unsigned = (claims: object) =>
      `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(
        JSON.stringify({ ...claims, exp: now + 3600 }),
      ).toString('base64url')}.`;
    await upsertUser(t.database.handle.db, { username: 'editor', passwordHash: 'x', role: 'ROLE_USER', now: new Date().toISOString() });
    tokens.missing = undefined;
    tokens.malformed = 'Bearer not-a-jwt';
    tokens.notBearer = `Basic ${Buffer.from('admin:admin').toString('base64')}`;
    tokens.expired = `Bearer ${await sign({ username: 'admin', role: 'ROLE_ADMIN' }, key, now - 2 * 86400)}`;
    tokens.otherSecret = `Bearer ${await sign({ username: 'admin', role: 'ROLE_ADMIN' }, new TextEncoder().encode('another-secret-another-secret-another-secret'))}`;
    tokens.algNone = `Bearer ${unsigned({ username: 'admin', role: 'ROLE_ADMIN' })}`;
    tokens.noRole = `Bearer ${await sign({ username: 'editor', role: 'ROLE_USER' })}`;
  });
  afterAll(() => t.close());

  const expected: Record<string, number> = {
    missing: 401,
    malformed: 401,
    notBearer: 401,
    expired: 401,
    otherSecret: 401,
    algNone: 401,
    noRole: 403,
  };

  it('walks every admin route with every bad token', async () => {
    const adminRoutes = t.app.registeredRoutes.filter((r) => r.method !== 'HEAD' && isAdminRoute(r.url));
    const walked = adminRoutes.map((r) => `${r.method} ${r.url}`);
    // Every admin call of SPEC section 7 and of the inquiries inbox is among them.
    expect(walked).toEqual(
      expect.arrayContaining([
        'GET /api/admin/artist/fetchViewsData',
        'GET /api/admin/artist/monthlyData/:year/:month',
        'PUT /api/admin/artist/updateViewsManually',
        'POST /api/admin/pageContent/upsert',
        'POST /api/s3/getPreSignedUrl',
        'GET /api/artist/getDetailsForEdit/:urlName',
        'POST /api/admin/createArtist',
        'PUT /api/admin/updateArtist/:urlName',
        'DELETE /api/admin/deleteArtist/:urlName',
        'GET /api/artist/getAllForManagement',
        'PUT /api/artist/:id/visibility',
        'GET /api/traffic/stats',
        'GET /api/traffic/monthly-stats',
        'PUT /api/admin/updateTrafficDataManuallyAndReset',
        'GET /api/admin/inquiries',
        'GET /api/admin/inquiries/:id',
        'PUT /api/admin/inquiries/:id',
        'POST /api/admin/inquiries/:id/resend',
      ]),
    );
    for (const route of adminRoutes) {
      const url = route.url.replace(/:(\w+)/g, (_m, name: string) => (/id$/i.test(name) || name === 'year' || name === 'month' ? '1' : 'someone'));
      for (const [kind, header] of Object.entries(tokens)) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: header ? { authorization: header } : {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        expect({ route: `${route.method} ${route.url}`, kind, status: res.statusCode }).toEqual({
          route: `${route.method} ${route.url}`,
          kind,
          status: expected[kind],
        });
        expect(res.json().message).toEqual(expect.any(String));
      }
    }
  });

  it('lets a valid admin token through', async () => {
    const token = await t.adminToken();
    const adminRoutes = t.app.registeredRoutes.filter((r) => r.method === 'GET' && isAdminRoute(r.url));
    for (const route of adminRoutes) {
      const url = route.url.replace(/:(\w+)/g, (_m, name: string) => (name === 'year' ? '2026' : name === 'month' ? '1' : '1'));
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect([200, 404]).toContain(res.statusCode);
    }
  });
});
