import { API_ROUTES } from '@agency/contract/api-routes';
import { ROLE_EDITOR } from '@agency/contract/auth';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN, TEST_JWT_SECRET, type TestApp } from '@test/build-test-app';
import { isAdminRoute, PUBLIC_CALLS } from '@test/admin-routes';
import { SESSION_ENDED, setAdminPassword } from './auth-service';
import { HASHING_BUSY, hashPassword, MAX_CONCURRENT_HASHES, MAX_WAITING_HASHES } from './password';
import { loginRefusalSchema } from '@agency/contract/login-refusal';
import {
  LOGIN_ACCOUNT_ADDRESS_MAX_ATTEMPTS,
  LOGIN_ACCOUNT_ADDRESS_WINDOW_MS,
  LOGIN_ACCOUNT_FREE_ATTEMPTS,
  LOGIN_ADDRESS_MAX_ATTEMPTS,
  LOGIN_ADDRESS_WINDOW_MS,
  TOO_MANY_LOGINS,
} from './login-throttle';
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

  const login = (url: string, remoteAddress: string, body: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, remoteAddress, ...form(body) });

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

  it('slows an account down after five failures from anywhere, without locking the right password out for long', async () => {
    await setAdminPassword(t.database.handle.db, t.clock, 'victim', 'victim-password-1');
    const paths = ['/api/loginProc', '/api/loginProc/', '/api/loginproc', '/api/LOGINPROC'];
    let failures = 0;
    for (let i = 0; failures < LOGIN_ACCOUNT_FREE_ATTEMPTS; i++) {
      const res = await login(paths[i % paths.length]!, `10.1.0.${i}`, { username: 'victim', password: `guess-${i}` });
      if (res.statusCode === 401) failures++;
      else expect(res.statusCode).toBe(404);
    }
    const early = await login('/api/loginProc', '10.1.1.1', { username: 'VICTIM ', password: 'victim-password-1' });
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBe(1);
    expect(loginRefusalSchema.strict().parse(early.json())).toEqual({
      message: TOO_MANY_LOGINS,
      reason: 'locked',
      reasonText: '로그인 시도가 너무 많습니다. 1초 후 다시 시도하세요.',
      retryAfterSeconds: 1,
    });

    // A second later the owner, from an address of their own, gets in: five failures elsewhere lock nobody out.
    t.clock.advance(1000);
    const owner = await login('/api/loginProc', '10.1.1.1', { username: 'victim', password: 'victim-password-1' });
    expect(owner.statusCode).toBe(200);
  });

  it('doubles the wait after each further failure up to a minute: under 100 password checks an hour per account', async () => {
    await setAdminPassword(t.database.handle.db, t.clock, 'target', 'target-password-1');
    const waits: number[] = [];
    let checks = 0;
    const end = t.clock.now().getTime() + 60 * 60 * 1000;
    for (let i = 0; t.clock.now().getTime() < end; i++) {
      const res = await login('/api/loginProc', `10.3.${Math.floor(i / 4)}.${i % 4}`, { username: 'target', password: `guess-${i}` });
      if (res.statusCode === 401) {
        checks++;
        continue;
      }
      expect(res.statusCode).toBe(429);
      const wait = Number(res.headers['retry-after']);
      waits.push(wait);
      t.clock.advance(wait * 1000);
    }
    expect(waits.slice(0, 8)).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    expect(Math.max(...waits)).toBe(60);
    expect(checks).toBeLessThan(100);
    expect(checks).toBeGreaterThan(50);
  });

  it('lets no more than five password checks through for one account at one address, however many arrive at once', async () => {
    await setAdminPassword(t.database.handle.db, t.clock, 'typist', 'typist-password-1');
    const answers = await Promise.all(
      Array.from({ length: 45 }, (_, i) => login('/api/loginProc', '10.4.0.1', { username: i % 2 ? 'typist' : 'Typist ', password: `typo-${i}` })),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_ACCOUNT_ADDRESS_MAX_ATTEMPTS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45 - LOGIN_ACCOUNT_ADDRESS_MAX_ATTEMPTS);
    // The account stays blocked at this address for the window, even with the right password.
    expect((await login('/api/loginProc', '10.4.0.1', { username: 'typist', password: 'typist-password-1' })).statusCode).toBe(429);
    t.clock.advance(LOGIN_ACCOUNT_ADDRESS_WINDOW_MS);
    expect((await login('/api/loginProc', '10.4.0.1', { username: 'typist', password: 'typist-password-1' })).statusCode).toBe(200);
  });

  it('lets no more than five password checks through for one account from many addresses at once', async () => {
    await setAdminPassword(t.database.handle.db, t.clock, 'crowded', 'crowded-password-1');
    const answers = await Promise.all(
      Array.from({ length: 45 }, (_, i) => login('/api/loginProc', `10.5.0.${i}`, { username: 'crowded', password: `guess-${i}` })),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_ACCOUNT_FREE_ATTEMPTS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45 - LOGIN_ACCOUNT_FREE_ATTEMPTS);
  });

  it('locks out the account that failed, not a colleague behind the same address (issue 35)', async () => {
    await setAdminPassword(t.database.handle.db, t.clock, 'colleague.a', 'colleague-a-password');
    const office = '10.2.0.1';
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_ACCOUNT_ADDRESS_MAX_ATTEMPTS; i++) {
      statuses.push((await login('/api/loginProc', office, { username: 'colleague.a', password: `typo-${i}` })).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(LOGIN_ACCOUNT_ADDRESS_MAX_ATTEMPTS).fill(401), 429]);
    // B, from the same office address with the right password, signs in.
    expect((await login('/api/loginProc', office, TEST_ADMIN)).statusCode).toBe(200);
    // A: 429 with Retry-After (the window's rest) and the reason, the minutes to wait in Korean.
    const locked = await login('/api/loginProc', office, { username: 'colleague.a', password: 'colleague-a-password' });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(LOGIN_ACCOUNT_ADDRESS_WINDOW_MS / 1000));
    expect(loginRefusalSchema.strict().parse(locked.json())).toEqual({
      message: TOO_MANY_LOGINS,
      reason: 'locked',
      reasonText: '로그인 시도가 너무 많습니다. 10분 후 다시 시도하세요.',
      retryAfterSeconds: LOGIN_ACCOUNT_ADDRESS_WINDOW_MS / 1000,
    });
    // A wrong password answers the spec's message alone: no reason.
    expect((await login('/api/loginProc', office, { username: 'admin', password: 'wrong-password' })).json()).toEqual({
      message: 'Invalid username or password',
    });
    // A from another address: the account's own delay (1 s after five failures) applies everywhere, then A gets in.
    const elsewhere = await login('/api/loginProc', '10.2.0.2', { username: 'colleague.a', password: 'colleague-a-password' });
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.headers['retry-after']).toBe('1');
    t.clock.advance(1000);
    expect((await login('/api/loginProc', '10.2.0.2', { username: 'colleague.a', password: 'colleague-a-password' })).statusCode).toBe(200);
  });

  it('stops one address guessing many accounts at a ceiling of its own, also when the last tries arrive at once', async () => {
    const address = '10.2.1.1';
    for (let i = 0; i < LOGIN_ADDRESS_MAX_ATTEMPTS - 5; i++) {
      expect((await login('/api/loginProc', address, { username: `user-${i}`, password: 'wrong-password' })).statusCode).toBe(401);
    }
    const last = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login('/api/loginProc', address, { username: `last-${i}`, password: 'wrong-password' })),
    );
    const statuses = last.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    // The address is blocked for every account until its window ends, even with the right password.
    const blocked = await login('/api/loginProc', address, TEST_ADMIN);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ reason: 'locked', retryAfterSeconds: Number(blocked.headers['retry-after']) });
    t.clock.advance(LOGIN_ADDRESS_WINDOW_MS);
    expect((await login('/api/loginProc', address, TEST_ADMIN)).statusCode).toBe(200);
  });

  it('does not count a right password against the address', async () => {
    for (let i = 0; i < LOGIN_ACCOUNT_ADDRESS_MAX_ATTEMPTS + 3; i++) {
      expect((await login('/api/loginProc', '10.6.0.1', TEST_ADMIN)).statusCode).toBe(200);
    }
    expect((await login('/api/loginProc', '10.6.0.1', { username: 'admin', password: 'wrong-password' })).statusCode).toBe(401);
  });

  it('answers a flood of logins beyond the hashing bound with 503 and Retry-After, never 500', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login('/api/loginProc', `10.7.${i}.1`, { username: `flood-${i}`, password: 'wrong-password' })),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s !== 401 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(MAX_CONCURRENT_HASHES + MAX_WAITING_HASHES);
    const busy = answers.filter((res) => res.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.headers['retry-after']).toBe('1');
    expect(busy[0]!.json().message).toBe(HASHING_BUSY);
    // A busy answer checked no password: the address keeps its attempts.
    const again = await login('/api/loginProc', `10.7.${statuses.indexOf(503)}.1`, TEST_ADMIN);
    expect(again.statusCode).toBe(200);
  });

  it('keeps the login answer out of every cache', async () => {
    expect((await login('/api/loginProc', '10.8.0.1', TEST_ADMIN)).headers['cache-control']).toBe('no-store');
    expect((await login('/api/loginProc', '10.8.0.1', { username: 'admin', password: 'wrong-password' })).headers['cache-control']).toBe('no-store');
  });

  it('ends the tokens issued before a password change, and only those', async () => {
    await setAdminPassword(t.database.handle.db, t.clock, 'changer', 'first-password-1');
    const before = (await login('/api/loginProc', '10.9.0.1', { username: 'changer', password: 'first-password-1' })).json().accessToken;
    const adminCall = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/artist/getAllForManagement', headers: { authorization: `Bearer ${token}` } });
    expect((await adminCall(before)).statusCode).toBe(200);
    await setAdminPassword(t.database.handle.db, t.clock, 'changer', 'second-password-2');
    const ended = await adminCall(before);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe(SESSION_ENDED);
    const after = (await login('/api/loginProc', '10.9.0.1', { username: 'changer', password: 'second-password-2' })).json().accessToken;
    expect((await adminCall(after)).statusCode).toBe(200);
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

  it('flags as staff-only every /api route but the public calls of SPEC section 7, the roster reads of decision 079, the client package calls of decision 081, the model applications of decision 082 and the second sign-in step of decision 084, the view beacon of decision 087, the calendar feeds of decision 120, and registers no /api route outside the table', async () => {
    expect([...PUBLIC_CALLS].sort()).toEqual(
      [
        'POST /api/loginProc',
        'POST /api/loginProc/two-factor',
        'POST /api/loginProc/two-factor/setup',
        'POST /api/loginProc/two-factor/enrol',
        'POST /api/traffic/track',
        'GET /api/health',
        'GET /api/pageContent/fetchByCode/:code',
        'GET /api/pageContent/fetchVideosByCode/:code',
        'GET /api/pageContent/fetchImagesByCode/:code',
        'GET /api/pageContent/fetchOneVideo/:videoId',
        'GET /api/artist/getAll',
        'GET /api/artist/getDetails/:urlName',
        'GET /api/artist/getPolaroids/:urlName',
        'POST /api/artist/view/:urlName',
        'GET /api/artist/boards',
        'GET /api/artist/search',
        'POST /api/mail/submit',
        'GET /api/packages/:token',
        'POST /api/packages/:token/views',
        'POST /api/packages/:token/picks',
        'POST /api/packages/:token/language',
        'GET /api/packages/:token/compcard/:urlName',
        'GET /api/packages/:token/compcards.pdf',
        'POST /api/applications/photos',
        'POST /api/applications',
        'GET /api/application-photos/:id',
        'GET /api/calendar/:scope/:token',
      ].sort(),
    );
    const apiRoutes = t.app.registeredRoutes.filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/'));
    // The local upload target is signed per URL instead (decision 040); it takes no token.
    const outside = apiRoutes.filter((r) => !isAdminRoute(r.method, r.url) && !PUBLIC_CALLS.has(`${r.method} ${r.url}`));
    expect(outside.map((r) => `${r.method} ${r.url}`)).toEqual(['PUT /api/media/upload/*']);
  });

  it('walks every admin route with every bad token', async () => {
    const adminRoutes = t.app.registeredRoutes.filter((r) => r.method !== 'HEAD' && isAdminRoute(r.method, r.url));
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
        'GET /api/admin/packages',
        'POST /api/admin/packages',
        'GET /api/admin/packages/:id',
        'PUT /api/admin/packages/:id',
        'DELETE /api/admin/packages/:id',
        'GET /api/admin/applications',
        'GET /api/admin/applications/:id',
        'PUT /api/admin/applications/:id',
        'DELETE /api/admin/applications/:id',
        'POST /api/admin/applications/:id/artist-draft',
        'GET /api/admin/accounts',
        'POST /api/admin/accounts',
        'PUT /api/admin/accounts/:id',
        'POST /api/admin/accounts/:id/reset-password',
        'GET /api/admin/me',
        'PUT /api/admin/me/password',
        'POST /api/admin/accounts/:id/reset-two-factor',
        'GET /api/admin/security',
        'PUT /api/admin/security',
        'POST /api/admin/me/two-factor/setup',
        'POST /api/admin/me/two-factor/confirm',
        'POST /api/admin/me/two-factor/disable',
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

  it('lets an editor (ROLE_EDITOR) through every staff call but refuses the adminOnly ones (accounts, statistics resets) with 403', async () => {
    await upsertUser(t.database.handle.db, { username: 'matrix.editor', passwordHash: await hashPassword('editor-password-123'), role: ROLE_EDITOR, now: new Date().toISOString() });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/loginProc',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: 'matrix.editor', password: 'editor-password-123' }).toString(),
    });
    const editor = `Bearer ${(login.json() as { accessToken: string }).accessToken}`;
    const adminRoutes = t.app.registeredRoutes.filter((r) => r.method !== 'HEAD' && isAdminRoute(r.method, r.url));
    const adminOnly = new Set(Object.values(API_ROUTES).filter((r) => 'adminOnly' in r).map((r) => `${r.method} ${r.path}`));
    expect([...adminOnly].sort()).toEqual(
      [
        'PUT /api/admin/artist/updateViewsManually',
        'PUT /api/admin/updateTrafficDataManuallyAndReset',
        'GET /api/admin/accounts',
        'POST /api/admin/accounts',
        'PUT /api/admin/accounts/:id',
        'POST /api/admin/accounts/:id/reset-password',
        'POST /api/admin/accounts/:id/reset-two-factor',
        'GET /api/admin/security',
        'PUT /api/admin/security',
        'GET /api/admin/audit-settings',
        'PUT /api/admin/audit-settings',
        'GET /api/admin/audit-settings/preview',
      ].sort(),
    );
    for (const route of adminRoutes) {
      const url = route.url.replace(/:(\w+)/g, (_m, name: string) => (name === 'year' ? '2026' : name === 'month' ? '1' : /id$/i.test(name) ? '999999' : 'someone'));
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: { authorization: editor },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      const key = `${route.method} ${route.url}`;
      if (adminOnly.has(key)) expect({ key, status: res.statusCode }).toEqual({ key, status: 403 });
      else expect({ key, refused: res.statusCode === 401 || res.statusCode === 403 }).toEqual({ key, refused: false });
    }
  });

  it('lets a valid admin token through', async () => {
    const token = await t.adminToken();
    const adminRoutes = t.app.registeredRoutes.filter((r) => r.method === 'GET' && isAdminRoute(r.method, r.url));
    for (const route of adminRoutes) {
      const url = route.url.replace(/:(\w+)/g, (_m, name: string) => (name === 'year' ? '2026' : name === 'month' ? '1' : '1'));
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect([200, 404]).toContain(res.statusCode);
    }
  });
});
