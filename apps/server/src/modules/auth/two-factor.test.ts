import { ROLE_EDITOR } from '@agency/contract/auth';
import { WRONG_CURRENT_PASSWORD } from '@agency/contract/accounts';
import {
  REAUTH_MISSING,
  REAUTH_TOO_MANY,
  TWO_FACTOR_CHALLENGE_ENDED,
  TWO_FACTOR_CODE_INVALID,
  TWO_FACTOR_NOT_PENDING,
  TWO_FACTOR_PENDING_MINUTES,
  TWO_FACTOR_REQUIRED,
} from '@agency/contract/two-factor';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN, useTestAppWithAdmin } from '@test/build-test-app';
import { LOGIN_ACCOUNT_ADDRESS_MAX_ATTEMPTS } from './login-throttle';

const app = useTestAppWithAdmin();
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (token: string, method: Method, url: string, payload?: object, remoteAddress = '127.0.0.1') =>
  app.t.app.inject({ method, url, remoteAddress, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
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
const bearer = (token: string) => token.slice('Bearer '.length);

/**
 * Sets up two-factor sign-in on the account of `token` as an authenticator app would, after proving who asks (the
 * password, or a current code to replace it); answers the secret, the recovery codes and the session's new token.
 */
async function enrol(token: string, proof: { currentPassword?: string; currentCode?: string }, remoteAddress = '127.0.0.1') {
  const setup = await as(token, 'POST', '/api/admin/me/two-factor/setup', proof, remoteAddress);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, otpauthUrl, qrSvg } = setup.json() as { secret: string; otpauthUrl: string; qrSvg: string };
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
  expect(otpauthUrl).toContain(`secret=${secret}`);
  expect(qrSvg).toContain('<svg');
  const wrong = await as(token, 'POST', '/api/admin/me/two-factor/confirm', { code: '000000' }, remoteAddress);
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json()).toEqual({ message: TWO_FACTOR_CODE_INVALID });
  const confirmed = await as(token, 'POST', '/api/admin/me/two-factor/confirm', { code: await codeFor(secret) }, remoteAddress);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const { recoveryCodes, accessToken } = confirmed.json() as { recoveryCodes: string[]; accessToken: string };
  return { secret, recoveryCodes, accessToken };
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
    let accessToken: string;
    ({ secret: adminSecret, recoveryCodes: adminCodes, accessToken } = await enrol(bearer(app.auth.authorization), { currentPassword: TEST_ADMIN.password }));
    // The admin's other sessions ended with the change; this one goes on with the answered token (decision 092).
    app.auth.authorization = `Bearer ${accessToken}`;
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

  it('asks for a code after the password; a code works once, a recovery code once, a challenge once', async () => {
    app.t.clock.advance(60_000);
    const challengeOf = async () => {
      const step = await passwordStep(TEST_ADMIN.username, TEST_ADMIN.password);
      expect(step.statusCode).toBe(200);
      expect(step.json()).not.toHaveProperty('accessToken');
      const { challenge, twoFactor } = step.json() as { challenge: string; twoFactor: string };
      expect(twoFactor).toBe('code');
      return challenge;
    };
    const challenge = await challengeOf();
    const code = await codeFor(adminSecret);
    const ok = await post('/api/loginProc/two-factor', { challenge, code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as { accessToken: string }).accessToken.split('.')).toHaveLength(3);
    // The challenge has signed in once: with the app's next code it does not sign in again (decision 092).
    app.t.clock.advance(30_000);
    const again = await post('/api/loginProc/two-factor', { challenge, code: await codeFor(adminSecret) });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: TWO_FACTOR_CHALLENGE_ENDED });
    // A code is used once, with any challenge.
    const replay = await post('/api/loginProc/two-factor', { challenge: await challengeOf(), code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: TWO_FACTOR_CODE_INVALID });

    expect((await post('/api/loginProc/two-factor', { challenge: await challengeOf(), code: await codeFor(adminSecret) })).statusCode).toBe(200);
    expect((await post('/api/loginProc/two-factor', { challenge: await challengeOf(), code: adminCodes[0]! })).statusCode).toBe(200);
    expect((await post('/api/loginProc/two-factor', { challenge: await challengeOf(), code: adminCodes[0]! })).statusCode).toBe(401);
    expect((await app.t.app.inject({ method: 'GET', url: '/api/admin/me', headers: app.auth })).json()).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('lets one of two sign-ins with one challenge at once through (an app code and a recovery code)', async () => {
    app.t.clock.advance(30_000);
    const { challenge } = (await passwordStep(TEST_ADMIN.username, TEST_ADMIN.password, '203.0.113.53')).json() as { challenge: string };
    const answers = await Promise.all([
      post('/api/loginProc/two-factor', { challenge, code: await codeFor(adminSecret) }, '203.0.113.53'),
      post('/api/loginProc/two-factor', { challenge, code: adminCodes[1]! }, '203.0.113.54'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
    expect(answers.find((a) => a.statusCode === 401)!.json()).toEqual({ message: TWO_FACTOR_CHALLENGE_ENDED });
  });

  it('refuses an expired or forged challenge, and throttles the codes like the password', async () => {
    const { challenge } = (await passwordStep(TEST_ADMIN.username, TEST_ADMIN.password, '203.0.113.51')).json() as { challenge: string };
    const forged = `${challenge.slice(0, -4)}AAAA`;
    expect((await post('/api/loginProc/two-factor', { challenge: forged, code: '123456' }, '203.0.113.51')).json()).toEqual({ message: TWO_FACTOR_CHALLENGE_ENDED });
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_ACCOUNT_ADDRESS_MAX_ATTEMPTS + 1; i++) statuses.push((await post('/api/loginProc/two-factor', { challenge, code: '000000' }, '203.0.113.51')).statusCode);
    // Wrong codes count as failed sign-ins: the account's limit at this address (or its delay, whichever comes first) stops them.
    const firstRefusal = statuses.indexOf(429);
    expect(firstRefusal).toBeGreaterThan(0);
    expect(firstRefusal).toBeLessThanOrEqual(LOGIN_ACCOUNT_ADDRESS_MAX_ATTEMPTS);
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
    const off = await as(accessToken, 'POST', '/api/admin/me/two-factor/disable', { currentPassword: editor.password });
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

describe('sign-in factors cannot be swapped with a stolen session (decision 092)', () => {
  const setupUrl = '/api/admin/me/two-factor/setup';
  const confirmUrl = '/api/admin/me/two-factor/confirm';
  const disableUrl = '/api/admin/me/two-factor/disable';
  const status = async (token: string) => (await as(token, 'GET', '/api/admin/me')).statusCode;
  /** Signs in with the password and, when asked, the app's code of now. */
  async function signIn(username: string, password: string, secret?: string, remoteAddress = '198.51.100.70') {
    const step = (await passwordStep(username, password, remoteAddress)).json() as { accessToken?: string; challenge?: string };
    if (step.accessToken) return step.accessToken;
    const done = await post('/api/loginProc/two-factor', { challenge: step.challenge!, code: await codeFor(secret!) }, remoteAddress);
    expect(done.statusCode, done.body).toBe(200);
    return (done.json() as { accessToken: string }).accessToken;
  }

  it('sets up only after the current password: without it or with a wrong one 400, and the session goes on', async () => {
    const ip = '192.0.2.10';
    const { password, token } = await newEditor('reauth.setup');
    expect((await as(token, 'POST', setupUrl, undefined, ip)).statusCode).toBe(400);
    const none = await as(token, 'POST', setupUrl, {}, ip);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: REAUTH_MISSING });
    // Without two-factor sign-in there is no current code to prove anything with.
    expect((await as(token, 'POST', setupUrl, { currentCode: '123456' }, ip)).json()).toEqual({ message: REAUTH_MISSING });
    const wrong = await as(token, 'POST', setupUrl, { currentPassword: 'not-the-password' }, ip);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: WRONG_CURRENT_PASSWORD });
    expect(await status(token)).toBe(200);
    const right = await as(token, 'POST', setupUrl, { currentPassword: password }, ip);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toHaveProperty('qrSvg');
  });

  it('counts a wrong proof as a failed sign-in: throttled per address and account (429 in Korean), the session goes on', async () => {
    const { password, token } = await newEditor('reauth.throttle');
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_ACCOUNT_ADDRESS_MAX_ATTEMPTS + 1; i++) statuses.push((await as(token, 'POST', setupUrl, { currentPassword: `wrong-${i}` }, '192.0.2.20')).statusCode);
    expect(statuses).toEqual([...Array<number>(LOGIN_ACCOUNT_ADDRESS_MAX_ATTEMPTS).fill(400), 429]);
    // From another address the account's delay holds, for the right password too, on every call that asks for it.
    const refused = await as(token, 'POST', setupUrl, { currentPassword: password }, '192.0.2.21');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: REAUTH_TOO_MANY });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await as(token, 'PUT', '/api/admin/me/password', { currentPassword: password, newPassword: 'a-new-password-123' }, '192.0.2.22')).statusCode).toBe(429);
    expect(await status(token)).toBe(200);
    app.t.clock.advance(1_000);
    expect((await as(token, 'POST', setupUrl, { currentPassword: password }, '192.0.2.21')).statusCode).toBe(200);
  });

  it('takes the first code of a QR code made within the last minutes only (it was made after the password)', async () => {
    const ip = '192.0.2.30';
    const { password, token } = await newEditor('reauth.pending');
    const { secret } = (await as(token, 'POST', setupUrl, { currentPassword: password }, ip)).json() as { secret: string };
    app.t.clock.advance(TWO_FACTOR_PENDING_MINUTES * 60_000 + 1_000);
    const late = await as(token, 'POST', confirmUrl, { code: await codeFor(secret) }, ip);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: TWO_FACTOR_NOT_PENDING });
    expect((await as(token, 'GET', '/api/admin/me')).json()).toMatchObject({ twoFactorEnabled: false });
  });

  it('turns it on once when its first code arrives twice at once', async () => {
    const ip = '192.0.2.35';
    const { password, token } = await newEditor('reauth.twice');
    const { secret } = (await as(token, 'POST', setupUrl, { currentPassword: password }, ip)).json() as { secret: string };
    const code = await codeFor(secret);
    const both = await Promise.all([as(token, 'POST', confirmUrl, { code }, ip), as(token, 'POST', confirmUrl, { code }, '192.0.2.36')]);
    // The other answers 400 (no QR code pending any more), or 401 when it arrived after the winner ended the session.
    expect(both.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect([400, 401]).toContain(both.find((a) => a.statusCode !== 200)!.statusCode);
    const { accessToken, recoveryCodes } = both.find((a) => a.statusCode === 200)!.json() as { accessToken: string; recoveryCodes: string[] };
    // The recovery codes answered are the ones that work.
    app.t.clock.advance(30_000);
    const { challenge } = (await passwordStep('reauth.twice', password, ip)).json() as { challenge: string };
    expect((await post('/api/loginProc/two-factor', { challenge, code: recoveryCodes[0]! }, ip)).statusCode).toBe(200);
    expect(await status(accessToken)).toBe(200);
  });

  it('turning it on, replacing it and turning it off each end the other sessions; this one goes on with the answered token', async () => {
    const ip = '192.0.2.40';
    const { password, token: first } = await newEditor('reauth.sessions');
    const other = await signIn('reauth.sessions', password);
    const on = await enrol(first, { currentPassword: password }, ip);
    expect(await status(first)).toBe(401);
    expect(await status(other)).toBe(401);
    expect(await status(on.accessToken)).toBe(200);

    // Replacing it: a current code proves who asks (used up: the code a sign-in just used proves nothing).
    app.t.clock.advance(30_000);
    const usedCode = await codeFor(on.secret);
    const second = await signIn('reauth.sessions', password, on.secret);
    const replayed = await as(on.accessToken, 'POST', setupUrl, { currentCode: usedCode }, ip);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual({ message: TWO_FACTOR_CODE_INVALID });
    app.t.clock.advance(30_000);
    const replaced = await enrol(on.accessToken, { currentCode: await codeFor(on.secret) }, ip);
    expect(replaced.secret).not.toBe(on.secret);
    expect(await status(on.accessToken)).toBe(401);
    expect(await status(second)).toBe(401);
    expect(await status(replaced.accessToken)).toBe(200);
    // Sign-in now takes the new app's codes only.
    app.t.clock.advance(30_000);
    const { challenge } = (await passwordStep('reauth.sessions', password, '198.51.100.71')).json() as { challenge: string };
    expect((await post('/api/loginProc/two-factor', { challenge, code: await codeFor(on.secret) }, '198.51.100.71')).statusCode).toBe(401);
    const third = await signIn('reauth.sessions', password, replaced.secret, '198.51.100.72');

    // Turning it off: the proof again (a recovery code of the new factor does), then the other sessions end.
    expect((await as(replaced.accessToken, 'POST', disableUrl, {}, ip)).json()).toEqual({ message: REAUTH_MISSING });
    expect((await as(replaced.accessToken, 'POST', disableUrl, { currentCode: on.recoveryCodes[0]! }, ip)).json()).toEqual({ message: TWO_FACTOR_CODE_INVALID });
    const off = await as(replaced.accessToken, 'POST', disableUrl, { currentCode: replaced.recoveryCodes[0]! }, ip);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.headers['cache-control']).toBe('no-store');
    const { accessToken } = off.json() as { accessToken: string };
    expect(await status(replaced.accessToken)).toBe(401);
    expect(await status(third)).toBe(401);
    expect((await as(accessToken, 'GET', '/api/admin/me')).json()).toMatchObject({ twoFactorEnabled: false });
    expect((await passwordStep('reauth.sessions', password, '198.51.100.73')).json()).toHaveProperty('accessToken');
  });

  it('refuses an enrolment challenge once the account has two-factor sign-in, and lets one of two enrolments at once through', async () => {
    const ip = '198.51.100.80';
    const editor = await newEditor('reauth.enrol');
    expect((await app.t.app.inject({ method: 'PUT', url: '/api/admin/security', headers: app.auth, payload: { requireTwoFactor: true } })).statusCode).toBe(200);
    try {
      const challengeOf = async () => {
        const step = (await passwordStep('reauth.enrol', editor.password, ip)).json() as { twoFactor: string; challenge: string };
        expect(step.twoFactor).toBe('enrol');
        return step.challenge;
      };
      const first = await challengeOf();
      const second = await challengeOf();
      const { secret } = (await post('/api/loginProc/two-factor/setup', { challenge: first }, ip)).json() as { secret: string };
      const code = await codeFor(secret);
      const both = await Promise.all([
        post('/api/loginProc/two-factor/enrol', { challenge: first, code }, ip),
        post('/api/loginProc/two-factor/enrol', { challenge: first, code }, '198.51.100.81'),
      ]);
      // The other finds the challenge used (401), or, when it came a moment later, no QR code pending any more (400).
      expect(both.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect([400, 401]).toContain(both.find((a) => a.statusCode !== 200)!.statusCode);
      const won = both.find((a) => a.statusCode === 200)!.json() as { accessToken: string; recoveryCodes: string[] };
      expect(await status(won.accessToken)).toBe(200);

      // Neither the used challenge nor another one given before the factor was on sets up a new one.
      for (const challenge of [first, second]) {
        const setup = await post('/api/loginProc/two-factor/setup', { challenge }, ip);
        expect(setup.statusCode).toBe(401);
        expect(setup.json()).toEqual({ message: TWO_FACTOR_CHALLENGE_ENDED });
        expect((await post('/api/loginProc/two-factor/enrol', { challenge, code }, ip)).statusCode).toBe(401);
      }
      // The winner's recovery codes are the account's.
      app.t.clock.advance(30_000);
      const { challenge } = (await passwordStep('reauth.enrol', editor.password, ip)).json() as { challenge: string };
      expect((await post('/api/loginProc/two-factor', { challenge, code: won.recoveryCodes[0]! }, ip)).statusCode).toBe(200);
    } finally {
      await app.t.app.inject({ method: 'PUT', url: '/api/admin/security', headers: app.auth, payload: { requireTwoFactor: false } });
    }
  });
});
