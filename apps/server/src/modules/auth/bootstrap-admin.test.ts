import { ROLE_ADMIN, ROLE_EDITOR } from '@agency/contract/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN, type TestApp } from '@test/build-test-app';
import { buildSecondInstance } from '@test/second-instance';
import { bootstrapAdmin } from './bootstrap-admin';
import { upsertUser } from './users-repository';
import { hashPassword } from './password';

/** ADMIN_USERNAME/ADMIN_PASSWORD applied at a start (main.ts), as every instance of a rolling deploy does (decision 095). */
describe('bootstrapAdmin at every start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const signIn = async (password = TEST_ADMIN.password) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/loginProc',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: TEST_ADMIN.username, password }).toString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: `Bearer ${(res.json() as { accessToken: string }).accessToken}` };
  };
  const inbox = (app: TestApp['app'], headers: { authorization: string }) => app.inject({ method: 'GET', url: '/api/admin/inquiries', headers });
  const tokenVersion = async () =>
    (await t.database.handle.db.selectFrom('users').select('token_version').where('username', '=', TEST_ADMIN.username).executeTakeFirstOrThrow()).token_version;

  it('keeps the admin signed in everywhere when the password did not change', async () => {
    const session = await signIn();
    const version = await tokenVersion();
    // A restart: the start applies the same settings, then the new instance serves the old session.
    expect(await bootstrapAdmin(t.database.handle.db, t.clock, TEST_ADMIN)).toEqual({ username: TEST_ADMIN.username, action: 'none' });
    expect(await tokenVersion()).toBe(version);
    const restarted = await buildSecondInstance(t);
    try {
      expect((await inbox(restarted.app, session)).statusCode).toBe(200);
      expect((await inbox(t.app, session)).statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });

  it('sets the new password and ends every session when the password changed', async () => {
    const session = await signIn();
    expect(await bootstrapAdmin(t.database.handle.db, t.clock, { username: TEST_ADMIN.username, password: 'a-new-password-456' })).toMatchObject({ action: 'updated' });
    expect((await inbox(t.app, session)).statusCode).toBe(401);
    const again = await signIn('a-new-password-456');
    expect((await inbox(t.app, again)).statusCode).toBe(200);
    await bootstrapAdmin(t.database.handle.db, t.clock, TEST_ADMIN);
  });

  it('enables a disabled account and gives an editor the admin role again, with the same password', async () => {
    await t.database.handle.db.updateTable('users').set({ disabled_at: t.clock.now().toISOString() }).where('username', '=', TEST_ADMIN.username).execute();
    expect(await bootstrapAdmin(t.database.handle.db, t.clock, TEST_ADMIN)).toMatchObject({ action: 'updated' });
    expect((await inbox(t.app, await signIn())).statusCode).toBe(200);

    await upsertUser(t.database.handle.db, { username: 'operator', passwordHash: await hashPassword('operator-password-1'), role: ROLE_EDITOR, now: t.clock.now().toISOString() });
    expect(await bootstrapAdmin(t.database.handle.db, t.clock, { username: 'operator', password: 'operator-password-1' })).toMatchObject({ action: 'updated' });
    const operator = await t.database.handle.db.selectFrom('users').select(['role', 'disabled_at']).where('username', '=', 'operator').executeTakeFirstOrThrow();
    expect(operator).toEqual({ role: ROLE_ADMIN, disabled_at: null });
  });

  it('creates the named admin when it does not exist', async () => {
    expect(await bootstrapAdmin(t.database.handle.db, t.clock, { username: 'owner', password: 'owner-password-1' })).toEqual({ username: 'owner', action: 'created' });
    expect(await bootstrapAdmin(t.database.handle.db, t.clock, { username: 'owner', password: 'owner-password-1' })).toEqual({ username: 'owner', action: 'none' });
  });
});
