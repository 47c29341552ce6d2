import { ROLE_EDITOR } from '@agency/contract/auth';
import { TWO_FACTOR_CHALLENGE_ENDED, TWO_FACTOR_CODE_INVALID, TWO_FACTOR_REQUIRED } from '@agency/contract/two-factor';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN, useTestAppWithAdmin } from '@test/build-test-app';
import { LOGIN_IP_MAX_ATTEMPTS } from './login-throttle';

const app = useTestAppWithAdmin();
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (token: string, method: Method, url: string, payload?: object) =>
  app.t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
const post = (url: string, payload: object, remoteAddress = '203.0.113.50') => app.t.app.inject({ method: 'POST', url, payload, remoteAddress });
const passwordStep = (username: string, password: string, remoteAddress = '203.0.113.50') =>
  app.t.app.inject({
    method: 'POST',
    url: '/api/loginProc',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  });
const codeFor = (secret: string) => generate({ secret, epoch: Math.floor(app.t.clock.now().getTime() / 1000) });

/** Sets up two-factor sign-in on the account of `token` as an authenticator app would; answers the secret and codes. */
async function enrol(token: string) {
  const setup = await as(token, 'POST', '/api/admin/me/two-factor/setup');
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, otpauthUrl, qrSvg } = setup.json() as { secret: string; otpauthUrl: string; qrSvg: string };
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
  expect(otpauthUrl).toContain(`secret=${secret}`);
  expect(qrSvg).toContain('<svg');
  const wrong = await as(token, 'POST', '/api/admin/me/two-factor/confirm', { code: '000000' });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json()).toEqual({ message: TWO_FACTOR_CODE_INVALID });
  const confirmed = await as(token, 'POST', '/api/admin/me/two-factor/confirm', { code: await codeFor(secret) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const { recoveryCodes } = confirmed.json() as { recoveryCodes: string[] };
  return { secret, recoveryCodes };
}

async function newEditor(username: string) {
  const res = await app.t.app.inject({ method: 'POST', url: '/api/admin/accounts', headers: app.auth, payload: { username, name: username, role: ROLE_EDITOR } });
  const { password } = res.json() as { password: string };
  const login = await passwordStep(username, password, '198.51.100.60');
  return { password, token: (login.json() as { accessToken: string }).accessToken };
}

describe('two-factor sign-in (decision 084)', () => {
  let adminSecret = '';
  let adminCodes: string[] = [];

  it('sets up with a QR code and a first code, gives ten recovery codes once, keeps the secret encrypted', async () => {
    ({ secret: adminSecret, recoveryCodes: adminCodes } = await enrol(app.auth.authorization.slice('Bearer '.length)));
    expect(adminCodes).toHaveLength(10);
    expect(new Set(adminCodes).size).toBe(10);
    const me = await app.t.app.inject({ method: 'GET', url: '/api/admin/me', headers: app.auth });
    expect(me.json()).toMatchObject({ twoFactorEnabled: true, twoFactorRequired: false, recoveryCodesLeft: 10 });
    const row = await app.t.database.handle.db.selectFrom('users').select(['totp_secret', 'totp_pending_secret']).where('username', '=', TEST_ADMIN.username).executeTakeFirstOrThrow();
    expect(row.totp_pending_secret).toBeNull();
    expect(row.totp_secret).not.toContain(adminSecret);
    const stored = await app.t.database.handle.db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(stored.map((c) => c.code_hash)).not.toContain(adminCodes[0]);
  });

  it('asks for a code after the password; a code works once, a recovery code once', async () => {
    app.t.clock.advance(60_000);
    const first = await passwordStep(TEST_ADMIN.username, TEST_ADMIN.password);
    expect(first.statusCode).toBe(200);
    const { challenge, twoFactor } = first.json() as { challenge: string; twoFactor: string };
    expect(twoFactor).toBe('code');
    expect(first.json()).not.toHaveProperty('accessToken');
    const code = await codeFor(adminSecret);
    const ok = await post('/api/loginProc/two-factor', { challenge, code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as { accessToken: string }).accessToken.split('.')).toHaveLength(3);
    const replay = await post('/api/loginProc/two-factor', { challenge, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: TWO_FACTOR_CODE_INVALID });

    app.t.clock.advance(30_000);
    expect((await post('/api/loginProc/two-factor', { challenge, code: await codeFor(adminSecret) })).statusCode).toBe(200);
    expect((await post('/api/loginProc/two-factor', { challenge, code: adminCodes[0]! })).statusCode).toBe(200);
    expect((await post('/api/loginProc/two-factor', { challenge, code: adminCodes[0]! })).statusCode).toBe(401);
    expect((await app.t.app.inject({ method: 'GET', url: '/api/admin/me', headers: app.auth })).json()).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('refuses an expired or forged challenge, and throttles the codes like the password', async () => {
    const { challenge } = (await passwordStep(TEST_ADMIN.username, TEST_ADMIN.password, '203.0.113.51')).json() as { challenge: string };
    const forged = `${challenge.slice(0, -4)}AAAA`;
    expect((await post('/api/loginProc/two-factor', { challenge: forged, code: '123456' }, '203.0.113.51')).json()).toEqual({ message: TWO_FACTOR_CHALLENGE_ENDED });
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_IP_MAX_ATTEMPTS + 1; i++) statuses.push((await post('/api/loginProc/two-factor', { challenge, code: '000000' }, '203.0.113.51')).statusCode);
    // Wrong codes count as failed sign-ins: the address's limit (or the account's delay, whichever comes first) stops them.
    const firstRefusal = statuses.indexOf(429);
    expect(firstRefusal).toBeGreaterThan(0);
    expect(firstRefusal).toBeLessThanOrEqual(LOGIN_IP_MAX_ATTEMPTS);
    expect(statuses.slice(0, firstRefusal).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(firstRefusal).every((s) => s === 429)).toBe(true);
    app.t.clock.advance(6 * 60_000);
    expect((await post('/api/loginProc/two-factor', { challenge, code: await codeFor(adminSecret) }, '203.0.113.52')).json()).toEqual({ message: TWO_FACTOR_CHALLENGE_ENDED });
  });

  it('requires two-factor sign-in of every account once an admin turns it on: others set it up at their next sign-in', async () => {
    const editor = await newEditor('tfa.editor');
    // Refused while the admin turning it on has none: nobody locks themselves out.
    const other = await newEditor('tfa.other');
    expect((await as(other.token, 'PUT', '/api/admin/security', { requireTwoFactor: true })).statusCode).toBe(403);

    const on = await app.t.app.inject({ method: 'PUT', url: '/api/admin/security', headers: app.auth, payload: { requireTwoFactor: true } });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ requireTwoFactor: true });
    expect((await as(editor.token, 'GET', '/api/admin/me')).statusCode).toBe(401);

    const first = (await passwordStep('tfa.editor', editor.password, '198.51.100.61')).json() as { twoFactor: string; challenge: string };
    expect(first.twoFactor).toBe('enrol');
    expect((await post('/api/loginProc/two-factor', { challenge: first.challenge, code: '123456' })).statusCode).toBe(401);
    const setup = await post('/api/loginProc/two-factor/setup', { challenge: first.challenge });
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json() as { secret: string };
    const enrolled = await post('/api/loginProc/two-factor/enrol', { challenge: first.challenge, code: await codeFor(secret) }, '198.51.100.61');
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const { accessToken, recoveryCodes } = enrolled.json() as { accessToken: string; recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    const me = await as(accessToken, 'GET', '/api/admin/me');
    expect(me.json()).toMatchObject({ twoFactorEnabled: true, twoFactorRequired: true });
    const off = await as(accessToken, 'DELETE', '/api/admin/me/two-factor');
    expect(off.statusCode).toBe(409);
    expect(off.json()).toEqual({ message: TWO_FACTOR_REQUIRED });

    // An admin resets it for someone who lost their phone: their sessions end and they set it up again.
    const id = ((await app.t.app.inject({ method: 'GET', url: '/api/admin/accounts', headers: app.auth })).json() as { id: number; username: string }[]).find((a) => a.username === 'tfa.editor')!.id;
    const reset = await app.t.app.inject({ method: 'POST', url: `/api/admin/accounts/${id}/reset-two-factor`, headers: app.auth });
    expect(reset.json()).toMatchObject({ twoFactor: false });
    expect((await as(accessToken, 'GET', '/api/admin/me')).statusCode).toBe(401);
    expect(((await passwordStep('tfa.editor', editor.password, '198.51.100.62')).json() as { twoFactor: string }).twoFactor).toBe('enrol');

    const offAgain = await app.t.app.inject({ method: 'PUT', url: '/api/admin/security', headers: app.auth, payload: { requireTwoFactor: false } });
    expect(offAgain.json()).toEqual({ requireTwoFactor: false });
    expect((await passwordStep('tfa.editor', editor.password, '198.51.100.63')).json()).toHaveProperty('accessToken');
  });
});
