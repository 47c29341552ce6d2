import {
  ACCOUNT_DISABLED,
  CANNOT_CHANGE_OWN_ACCESS,
  LAST_ADMIN,
  USERNAME_INVALID,
  USERNAME_TAKEN,
  WRONG_CURRENT_PASSWORD,
  type Account,
  type MyAccount,
} from '@agency/contract/accounts';
import { ROLE_ADMIN, ROLE_EDITOR } from '@agency/contract/auth';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN, useTestAppWithAdmin } from '@test/build-test-app';
import { artistInput } from '@test/factories/artist-input';

const app = useTestAppWithAdmin();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (token: string, method: Method, url: string, payload?: object) =>
  app.t.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, 'user-agent': 'AccountTest/1.0' }, remoteAddress: '203.0.113.20', ...(payload ? { payload } : {}) });
const admin = (method: Method, url: string, payload?: object) => app.t.app.inject({ method, url, headers: app.auth, ...(payload ? { payload } : {}) });

async function login(username: string, password: string) {
  return app.t.app.inject({
    method: 'POST',
    url: '/api/loginProc',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Phone Browser' },
    remoteAddress: '198.51.100.30',
    payload: new URLSearchParams({ username, password }).toString(),
  });
}
const tokenOf = async (username: string, password: string) => {
  const res = await login(username, password);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { accessToken: string }).accessToken;
};

async function createAccount(username: string, role: string, name = username) {
  const res = await admin('POST', '/api/admin/accounts', { username, name, role });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json() as { account: Account; password: string };
}

describe('staff accounts (decision 083)', () => {
  it('creates an editor with a generated password shown once; the editor edits the site but manages no accounts and resets no statistics', async () => {
    const { account, password } = await createAccount('editor.kim', ROLE_EDITOR, '김에디터');
    expect(account).toMatchObject({ username: 'editor.kim', name: '김에디터', role: ROLE_EDITOR, disabled: false, lastSignInAt: null });
    expect(password).toMatch(/^[A-Za-z0-9]{5}(-[A-Za-z0-9]{5}){3}$/);
    const token = await tokenOf('editor.kim', password);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { username: string; role: string };
    expect(claims).toMatchObject({ username: 'editor.kim', role: ROLE_EDITOR });

    expect((await as(token, 'GET', '/api/admin/boards')).statusCode).toBe(200);
    expect((await as(token, 'POST', '/api/admin/createArtist', artistInput({ urlName: 'made-by-editor', korName: '에디터' }))).statusCode).toBe(200);
    expect((await as(token, 'GET', '/api/admin/me')).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', '/api/admin/accounts'],
      ['POST', '/api/admin/accounts'],
      ['PUT', `/api/admin/accounts/${account.id}`],
      ['POST', `/api/admin/accounts/${account.id}/reset-password`],
      ['PUT', '/api/admin/artist/updateViewsManually'],
      ['PUT', '/api/admin/updateTrafficDataManuallyAndReset'],
    ] as const) {
      const res = await as(token, method, url, method === 'GET' ? undefined : {});
      expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
    }
  });

  it('refuses a taken or invalid username', async () => {
    const taken = await admin('POST', '/api/admin/accounts', { username: 'Editor.Kim', name: 'x', role: ROLE_EDITOR });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: USERNAME_TAKEN });
    const invalid = await admin('POST', '/api/admin/accounts', { username: '한글', name: 'x', role: ROLE_EDITOR });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toContain(USERNAME_INVALID);
    expect((await admin('POST', '/api/admin/accounts', { username: 'someone', name: 'x', role: 'ROLE_OWNER' })).statusCode).toBe(400);
  });

  it('records each sign-in with its time and address; every account sees its own', async () => {
    const { password } = await createAccount('sign.in', ROLE_EDITOR);
    await tokenOf('sign.in', password);
    app.t.clock.advance(60_000);
    const token = await tokenOf('sign.in', password);
    const me = (await as(token, 'GET', '/api/admin/me')).json() as MyAccount;
    expect(me).toMatchObject({ username: 'sign.in', role: ROLE_EDITOR });
    expect(me.signIns).toHaveLength(2);
    expect(me.signIns[0]).toEqual({ at: '2026-11-15T03:01:00.000Z', ip: '198.51.100.30', userAgent: 'Phone Browser' });
    const list = (await admin('GET', '/api/admin/accounts')).json() as Account[];
    expect(list.find((a) => a.username === 'sign.in')!.lastSignInAt).toBe('2026-11-15T03:01:00.000Z');
    app.t.clock.advance(-60_000);
  });

  it('disables an account (its sessions end, it cannot sign in) and enables it again; renames it', async () => {
    const { account, password } = await createAccount('to.disable', ROLE_EDITOR);
    const token = await tokenOf('to.disable', password);
    expect((await admin('PUT', `/api/admin/accounts/${account.id}`, { disabled: true })).json()).toMatchObject({ disabled: true });
    expect((await as(token, 'GET', '/api/admin/me')).statusCode).toBe(401);
    const refused = await login('to.disable', password);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: ACCOUNT_DISABLED, reason: 'disabled', reasonText: ACCOUNT_DISABLED });
    // A wrong password learns nothing about the account.
    expect((await login('to.disable', 'wrong-password-x')).json()).toEqual({ message: 'Invalid username or password' });
    expect((await admin('PUT', `/api/admin/accounts/${account.id}`, { disabled: false, name: '새 이름' })).json()).toMatchObject({ disabled: false, name: '새 이름' });
    expect((await login('to.disable', password)).statusCode).toBe(200);
  });

  it('resets a password: the new one is shown once, the old one and its sessions end', async () => {
    const { account, password } = await createAccount('forgetful', ROLE_EDITOR);
    const token = await tokenOf('forgetful', password);
    const reset = await admin('POST', `/api/admin/accounts/${account.id}/reset-password`);
    expect(reset.statusCode).toBe(200);
    const { password: fresh } = reset.json() as { password: string };
    expect(fresh).not.toBe(password);
    expect((await as(token, 'GET', '/api/admin/me')).statusCode).toBe(401);
    expect((await login('forgetful', password)).statusCode).toBe(401);
    await tokenOf('forgetful', fresh);
  });

  it('changes the own password after checking the current one', async () => {
    const { password } = await createAccount('changer', ROLE_EDITOR);
    const token = await tokenOf('changer', password);
    const wrong = await as(token, 'PUT', '/api/admin/me/password', { currentPassword: 'not-it', newPassword: 'a-new-password-123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: WRONG_CURRENT_PASSWORD });
    expect((await as(token, 'PUT', '/api/admin/me/password', { currentPassword: password, newPassword: 'short' })).statusCode).toBe(400);
    expect((await as(token, 'PUT', '/api/admin/me/password', { currentPassword: password, newPassword: 'a-new-password-123' })).statusCode).toBe(204);
    expect((await as(token, 'GET', '/api/admin/me')).statusCode).toBe(401);
    await tokenOf('changer', 'a-new-password-123');
  });

  it('never lets an admin take away their own access, and never leaves no active admin, even when two race', async () => {
    const list = (await admin('GET', '/api/admin/accounts')).json() as Account[];
    const me = list.find((a) => a.username === TEST_ADMIN.username)!;
    for (const change of [{ disabled: true }, { role: ROLE_EDITOR }]) {
      const res = await admin('PUT', `/api/admin/accounts/${me.id}`, change);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: CANNOT_CHANGE_OWN_ACCESS });
    }
    expect((await admin('PUT', `/api/admin/accounts/${me.id}`, { name: '대표 관리자' })).statusCode).toBe(200);

    // Two admins demote each other at once: one wins, the other is refused.
    const other = await createAccount('second.admin', ROLE_ADMIN);
    const otherToken = await tokenOf('second.admin', other.password);
    const results = await Promise.all([
      admin('PUT', `/api/admin/accounts/${other.account.id}`, { role: ROLE_EDITOR }),
      as(otherToken, 'PUT', `/api/admin/accounts/${me.id}`, { role: ROLE_EDITOR }),
    ]);
    // The loser is refused by its role check (403, it is an editor by then) or by the last-admin rule (409).
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const refused = results.find((r) => r.statusCode === 409);
    if (refused) expect(refused.json()).toEqual({ message: LAST_ADMIN });
    const after = (await app.t.database.handle.db.selectFrom('users').select(['role', 'disabled_at']).execute()).filter((u) => u.role === ROLE_ADMIN && u.disabled_at === null);
    expect(after.length).toBeGreaterThanOrEqual(1);
  });
});
