import {
  AUDIT_CHANGED_SINCE,
  AUDIT_NOT_FOUND,
  AUDIT_NOT_RESTORABLE,
  AUDIT_RESTORED,
  type AuditEntry,
  type AuditEntryDetail,
  type AuditList,
} from '@agency/contract/audit';
import { ROLE_EDITOR } from '@agency/contract/auth';
import { ifMatchOf } from '@agency/contract/edit-version';
import type { ArtistForEdit, ArtistManagementItem } from '@agency/contract/artists';
import type { AdminBoard } from '@agency/contract/boards';
import { describe, expect, it } from 'vitest';
import { signInToken, TEST_ADMIN, useTestAppWithAdmin } from '@test/build-test-app';
import { artistInput } from '@test/factories/artist-input';

const app = useTestAppWithAdmin();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const admin = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.t.app.inject({ method, url, headers: { ...app.auth, ...headers }, ...(payload ? { payload } : {}) });
const as = (token: string, method: Method, url: string, payload?: object) =>
  app.t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
const ok = async <T>(promise: ReturnType<typeof admin>): Promise<T> => {
  const res = await promise;
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

/** An updateArtist body (the create body without its `views`). */
const updateInput = (overrides: Parameters<typeof artistInput>[0]) => {
  const { views: _views, ...input } = artistInput(overrides);
  return input;
};
/** The clock moved past the admin token's lifetime: sign in again. */
const freshToken = async () => {
  app.auth.authorization = `Bearer ${await signIn(TEST_ADMIN.username, TEST_ADMIN.password)}`;
};

const history = (query = '') => ok<AuditList>(admin('GET', `/api/admin/audit${query}`));
const entry = (id: number) => ok<AuditEntryDetail>(admin('GET', `/api/admin/audit/${id}`));
const latest = async (target: string) => (await history(`?target=${encodeURIComponent(target)}&limit=1`)).entries[0]!;
const artist = (urlName: string) => ok<ArtistForEdit>(admin('GET', `/api/artist/getDetailsForEdit/${urlName}`));

const signIn = async (username: string, password: string) => signInToken(app.t.app, { username, password });

describe('the history of admin changes (issue 19, decision 086)', () => {
  let artistId = 0;

  it('records who, when, what and the states before and after of every artist write, newest first', async () => {
    await ok(admin('POST', '/api/admin/createArtist', artistInput({ urlName: 'audit-ara', korName: '아라', engName: 'ARA' })));
    const created = await artist('audit-ara');
    artistId = created.id;
    app.t.clock.advance(60_000);
    await ok(admin('PUT', '/api/admin/updateArtist/audit-ara', { ...updateInput({ urlName: 'audit-ara', korName: '아라 (수정)', engName: 'ARA' }), detailImages: [{ priority: 0, imageUrl: '/media/artists/new.jpg' }] }, { 'if-match': ifMatchOf(created.version) }));
    await ok(admin('PUT', `/api/artist/${artistId}/visibility`, { isHidden: true }));

    const list = await history(`?target=artist:${artistId}`);
    expect(list.entries.map((e) => e.action)).toEqual(['artist.visibility', 'artist.update', 'artist.create']);
    const [visibility, update, create] = list.entries as [AuditEntry, AuditEntry, AuditEntry];
    expect(update).toMatchObject({ username: TEST_ADMIN.username, target: `artist:${artistId}`, targetType: 'artist', targetLabel: '아라 (수정) (audit-ara)', restorable: true, restoredFrom: null });
    expect(Date.parse(update.at)).toBeGreaterThan(Date.parse(create.at));
    expect(visibility.id).toBeGreaterThan(update.id);

    const detail = await entry(update.id);
    expect(detail.before).toMatchObject({ korName: '아라', isHidden: false });
    expect(detail.after).toMatchObject({ korName: '아라 (수정)', detailImages: [{ priority: 0, imageUrl: '/media/artists/new.jpg' }] });
    expect(detail.after).not.toHaveProperty('views');
    expect(detail.after).not.toHaveProperty('version');
    expect((await entry(create.id)).before).toBeNull();
    expect(await entry(visibility.id)).toMatchObject({ before: { isHidden: false }, after: { isHidden: true } });
  });

  it('does not record a write that was refused (same transaction)', async () => {
    const before = (await history()).entries[0]!.id;
    const stale = await admin('PUT', '/api/admin/updateArtist/audit-ara', updateInput({ urlName: 'audit-ara', korName: '늦은 저장' }), { 'if-match': ifMatchOf(1) });
    expect(stale.statusCode).toBe(409);
    expect((await history()).entries[0]!.id).toBe(before);
  });

  it('restores a change (itself recorded), and answers 409 when the target changed since unless forced', async () => {
    const [visibility, update] = (await history(`?target=artist:${artistId}`)).entries as [AuditEntry, AuditEntry];
    // The name change was followed by the visibility change: putting the name back would silently undo it.
    const refused = await admin('POST', `/api/admin/audit/${update.id}/restore`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: AUDIT_CHANGED_SINCE });
    expect((await artist('audit-ara')).korName).toBe('아라 (수정)');

    // Forced, it goes back anyway, with the whole state before the change (visible again too).
    const forced = await ok<{ message: string; entry: AuditEntry }>(admin('POST', `/api/admin/audit/${update.id}/restore`, { force: true }));
    expect(forced.message).toBe(AUDIT_RESTORED);
    expect(forced.entry).toMatchObject({ action: 'restore', restoredFrom: update.id, target: `artist:${artistId}`, restorable: true });
    const restored = await artist('audit-ara');
    expect(restored).toMatchObject({ korName: '아라', isHidden: false });
    expect(restored.detailImages.map((i) => i.imageUrl)).not.toContain('/media/artists/new.jpg');
    expect(await entry(forced.entry.id)).toMatchObject({ before: { korName: '아라 (수정)', isHidden: true }, after: { korName: '아라', isHidden: false } });

    // The visibility change is no longer as it left the artist either; the restore itself can be undone.
    expect((await admin('POST', `/api/admin/audit/${visibility.id}/restore?force=false`)).statusCode).toBe(409);
    await ok(admin('POST', `/api/admin/audit/${forced.entry.id}/restore`));
    expect(await artist('audit-ara')).toMatchObject({ korName: '아라 (수정)', isHidden: true });
    await ok(admin('POST', `/api/admin/audit/${update.id}/restore?force=true`));
    expect((await history(`?target=artist:${artistId}`)).entries.map((e) => e.action).slice(0, 3)).toEqual(['restore', 'restore', 'restore']);
  });

  it('brings a deleted artist back under its id with its pictures and boards', async () => {
    const board = await ok<AdminBoard>(admin('POST', '/api/admin/boards', { slug: 'audit-board', korName: '기록', engName: 'HISTORY', isHidden: false }));
    const current = await artist('audit-ara');
    await ok(admin('PUT', '/api/admin/updateArtist/audit-ara', { ...updateInput({ urlName: 'audit-ara', korName: '아라', engName: 'ARA' }), boardIds: [board.id] }, { 'if-match': ifMatchOf(current.version) }));
    const kept = await artist('audit-ara');
    expect((await admin('DELETE', '/api/admin/deleteArtist/audit-ara')).statusCode).toBe(200);
    expect((await admin('GET', '/api/artist/getDetailsForEdit/audit-ara')).statusCode).toBe(404);

    const deletion = await latest(`artist:${artistId}`);
    expect(deletion.action).toBe('artist.delete');
    expect(deletion.targetLabel).toBe('아라 (audit-ara)');
    expect((await entry(deletion.id)).after).toBeNull();
    await ok(admin('POST', `/api/admin/audit/${deletion.id}/restore`));

    const back = await artist('audit-ara');
    expect(back.id).toBe(artistId);
    expect(back.boardIds).toEqual([board.id]);
    const strip = ({ version: _v, views: _views, detailImages, detailVideos, polaroids, ...rest }: ArtistForEdit) => ({
      ...rest,
      detailImages: detailImages.map(({ id: _id, ...i }) => i),
      detailVideos: detailVideos.map(({ id: _id, ...v }) => v),
      polaroids: polaroids.map(({ id: _id, ...p }) => p),
    });
    expect(strip(back)).toEqual(strip(kept));
    expect((await app.t.app.inject({ method: 'GET', url: '/api/artist/getDetails/audit-ara' })).statusCode).toBe(200);

    // Two restores of the deletion at once: one brings it back, the other finds it changed since (never a 500).
    expect((await admin('DELETE', '/api/admin/deleteArtist/audit-ara')).statusCode).toBe(200);
    const again = await latest(`artist:${artistId}`);
    const raced = await Promise.all([admin('POST', `/api/admin/audit/${again.id}/restore`), admin('POST', `/api/admin/audit/${again.id}/restore`)]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await artist('audit-ara')).id).toBe(artistId);

    // Restoring the creation removes the artist again (409 first: it changed since).
    const creation = (await history(`?target=artist:${artistId}`)).entries.at(-1)!;
    expect(creation.action).toBe('artist.create');
    await ok(admin('POST', `/api/admin/audit/${creation.id}/restore`, { force: true }));
    expect((await admin('GET', '/api/artist/getDetailsForEdit/audit-ara')).statusCode).toBe(404);
  });

  it('restores page content, boards (after a delete), the roster order and packages (after a delete, with a new link)', async () => {
    const page = await ok<{ version: number }>(admin('GET', '/api/pageContent/fetchByCode/ABOUT_INFO'));
    await ok(admin('POST', '/api/admin/pageContent/upsert', { code: 'ABOUT_INFO', texts: [{ priority: 1, description: '새 소개' }] }, { 'if-match': ifMatchOf(page.version) }));
    const pageChange = await latest('page:ABOUT_INFO');
    expect(pageChange).toMatchObject({ action: 'page.update', targetLabel: 'ABOUT_INFO' });
    await ok(admin('POST', `/api/admin/audit/${pageChange.id}/restore`));
    const texts = (await ok<{ pageContentTexts: { description: string }[] }>(admin('GET', '/api/pageContent/fetchByCode/ABOUT_INFO'))).pageContentTexts;
    expect(texts.map((t) => t.description)).toEqual((await entry(pageChange.id)).before && ((await entry(pageChange.id)).before as { texts: { description: string }[] }).texts.map((t) => t.description));

    const boards = await ok<AdminBoard[]>(admin('GET', '/api/admin/boards'));
    const board = boards.find((b) => b.slug === 'audit-board')!;
    expect((await admin('DELETE', `/api/admin/boards/${board.id}`)).statusCode).toBe(204);
    await ok(admin('POST', `/api/admin/audit/${(await latest(`board:${board.id}`)).id}/restore`));
    expect((await ok<AdminBoard[]>(admin('GET', '/api/admin/boards'))).find((b) => b.id === board.id)).toMatchObject({ slug: 'audit-board', korName: '기록' });

    for (const urlName of ['audit-bora', 'audit-chae']) await ok(admin('POST', '/api/admin/createArtist', artistInput({ urlName })));
    const roster = await ok<ArtistManagementItem[]>(admin('GET', '/api/artist/getAllForManagement'));
    const ids = roster.map((a) => a.id);
    await ok(admin('PUT', '/api/admin/artists/order', { ids: [...ids].reverse() }));
    const order = await latest('roster:artists');
    expect(order.action).toBe('roster.order');
    await ok(admin('POST', `/api/admin/audit/${order.id}/restore`));
    expect((await ok<ArtistManagementItem[]>(admin('GET', '/api/artist/getAllForManagement'))).map((a) => a.id)).toEqual(ids);

    const created = await ok<{ id: number; token: string }>(admin('POST', '/api/admin/packages', { title: '봄 캠페인', clientName: '브랜드', artistIds: ids.slice(0, 2), language: 'ko' }));
    expect((await admin('DELETE', `/api/admin/packages/${created.id}`)).statusCode).toBe(204);
    const deletion = await latest(`package:${created.id}`);
    const stored = JSON.stringify(await entry(deletion.id)) + JSON.stringify(await entry((await history(`?target=package:${created.id}`)).entries.at(-1)!.id));
    expect(stored).not.toContain(created.token);
    expect(stored).not.toMatch(/token/i);
    await ok(admin('POST', `/api/admin/audit/${deletion.id}/restore`));
    const back = await ok<{ title: string; token: string; artists: unknown[] }>(admin('GET', `/api/admin/packages/${created.id}`));
    expect(back).toMatchObject({ title: '봄 캠페인' });
    expect(back.artists).toHaveLength(2);
    expect(back.token).not.toBe(created.token);
    expect((await app.t.app.inject({ method: 'GET', url: `/api/packages/${created.token}` })).statusCode).toBe(404);
  });

  it('never stores passwords or secrets; account and security entries are for admins only', async () => {
    const account = await ok<{ account: { id: number }; password: string }>(admin('POST', '/api/admin/accounts', { username: 'audit.editor', name: '기록 편집자', role: ROLE_EDITOR }));
    const reset = await ok<{ password: string }>(admin('POST', `/api/admin/accounts/${account.account.id}/reset-password`));
    const entries = (await history(`?target=account:${account.account.id}`)).entries;
    expect(entries.map((e) => e.action)).toEqual(['account.reset-password', 'account.create']);
    const texts = JSON.stringify(await Promise.all(entries.map((e) => entry(e.id))));
    for (const secret of [account.password, reset.password]) expect(texts).not.toContain(secret);
    expect(texts).not.toMatch(/password_hash|\$argon2/);
    const notRestorable = await admin('POST', `/api/admin/audit/${entries[0]!.id}/restore`);
    expect(notRestorable.statusCode).toBe(400);
    expect(notRestorable.json()).toEqual({ message: AUDIT_NOT_RESTORABLE });

    const editor = await signIn('audit.editor', reset.password);
    const seen = (await as(editor, 'GET', '/api/admin/audit?limit=200')).json() as AuditList;
    expect(seen.entries.length).toBeGreaterThan(0);
    expect(seen.entries.some((e) => ['account', 'settings', 'statistics'].includes(e.targetType))).toBe(false);
    expect((await as(editor, 'GET', `/api/admin/audit/${entries[0]!.id}`)).statusCode).toBe(403);
    expect((await as(editor, 'POST', `/api/admin/audit/${entries[1]!.id}/restore`, { force: true })).statusCode).toBe(403);
    // An editor restores content like an admin, under their own name.
    await ok(admin('POST', '/api/admin/createArtist', artistInput({ urlName: 'audit-editor-made' })));
    const made = await ok<ArtistForEdit>(admin('GET', '/api/artist/getDetailsForEdit/audit-editor-made'));
    await ok(admin('PUT', `/api/artist/${made.id}/visibility`, { isHidden: true }));
    const undone = await as(editor, 'POST', `/api/admin/audit/${(await latest(`artist:${made.id}`)).id}/restore`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect((undone.json() as { entry: AuditEntry }).entry.username).toBe('audit.editor');
    // The people by display name (decision 108), in an editor's list too.
    expect(((await as(editor, 'GET', '/api/admin/audit')).json() as AuditList).names['audit.editor']).toBe('기록 편집자');

    // Renaming and disabling are put back; the history filter by person finds the editor's restore.
    await ok(admin('PUT', `/api/admin/accounts/${account.account.id}`, { name: '새 이름', disabled: true }));
    await ok(admin('POST', `/api/admin/audit/${(await latest(`account:${account.account.id}`)).id}/restore`));
    const accounts = await ok<{ id: number; name: string; disabled: boolean }[]>(admin('GET', '/api/admin/accounts'));
    expect(accounts.find((a) => a.id === account.account.id)).toMatchObject({ name: '기록 편집자', disabled: false });
    const byEditor = await history('?username=audit.editor');
    expect(byEditor.entries.map((e) => e.action)).toEqual(['restore']);
    expect(byEditor.people).toEqual(expect.arrayContaining([TEST_ADMIN.username, 'audit.editor']));
    // The screens show people by their display name now (decision 108).
    expect(byEditor.names['audit.editor']).toBe('기록 편집자');
  });

  it('records an inquiry marked handled without the sender\'s details, and puts it back to new', async () => {
    const sent = await app.t.app.inject({
      method: 'POST',
      url: '/api/mail/submit',
      remoteAddress: '198.51.100.77',
      payload: { title: '룩북 문의', email: 'sender@example.com', phone: '010-9999-0000', name: '보낸 사람', message: '촬영 문의', privacyConsent: true },
    });
    expect(sent.statusCode).toBe(200);
    const inquiryId = (await app.t.database.handle.db.selectFrom('inquiries').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    await ok(admin('PUT', `/api/admin/inquiries/${inquiryId}`, { handled: true }));
    const handled = await latest(`inquiry:${inquiryId}`);
    const detail = await entry(handled.id);
    expect(detail).toMatchObject({ action: 'inquiry.update', targetLabel: `문의 #${inquiryId}`, before: { handledAt: null } });
    expect(JSON.stringify(detail)).not.toMatch(/sender@example\.com|010-9999|보낸 사람|촬영 문의/);
    await ok(admin('POST', `/api/admin/audit/${handled.id}/restore`));
    expect((await ok<{ handledAt: string | null }>(admin('GET', `/api/admin/inquiries/${inquiryId}`))).handledAt).toBeNull();
  });

  it('records statistics resets, which cannot be restored', async () => {
    // A month later (the test clock starts in November, whose previous month the start-up closed).
    app.t.clock.advance(31 * 24 * 60 * 60 * 1000);
    await freshToken();
    expect((await admin('PUT', '/api/admin/artist/updateViewsManually')).statusCode).toBe(200);
    const closing = (await history('?target=statistics')).entries[0]!;
    expect(closing).toMatchObject({ action: 'statistics.close-views', restorable: false, target: 'statistics:views:2026-11' });
    expect((await entry(closing.id))).toMatchObject({ before: { closed: false }, after: { closed: true, closedBy: 'manual' } });
  });

  it('pages, filters by day and refuses bad queries and unknown entries', async () => {
    const first = await history('?limit=2');
    expect(first.entries).toHaveLength(2);
    expect(first.nextBefore).toBe(first.entries[1]!.id);
    const second = await history(`?limit=2&before=${first.nextBefore}`);
    expect(second.entries[0]!.id).toBeLessThan(first.entries[1]!.id);
    expect((await history('?from=2026-11-15&to=2026-11-15')).entries.length).toBeGreaterThan(0);
    expect((await history('?to=2026-11-15')).entries.some((e) => e.action === 'statistics.close-views')).toBe(false);
    expect((await history('?from=2026-12-17')).entries).toEqual([]);
    for (const bad of ['?limit=0', '?limit=x', '?from=2026-13-01', '?target=Artist%20x', '?before=-1', '?other=1']) {
      const res = await admin('GET', `/api/admin/audit${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
    expect((await admin('GET', '/api/admin/audit/999999')).json()).toEqual({ message: AUDIT_NOT_FOUND });
    expect((await admin('POST', '/api/admin/audit/999999/restore')).statusCode).toBe(404);
    expect((await admin('POST', `/api/admin/audit/${first.entries[0]!.id}/restore`, { force: 'yes' })).statusCode).toBe(400);
    expect((await app.t.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
  });

  it('keeps the history forever by default, and deletes entries past a configured retention', async () => {
    expect(await ok(admin('GET', '/api/admin/audit-settings'))).toEqual({ retentionDays: null });
    const total = async () => (await history('?limit=200')).entries.length;
    const before = await total();
    app.t.clock.advance(400 * 24 * 60 * 60 * 1000);
    await freshToken();
    expect(await app.t.app.auditRetention.runOnce()).toBe(0);
    expect((await admin('PUT', '/api/admin/audit-settings', { retentionDays: 7 })).statusCode).toBe(400);
    expect((await admin('PUT', '/api/admin/audit-settings', { retentionDays: 'forever' })).statusCode).toBe(400);
    expect(await ok(admin('GET', '/api/admin/audit-settings'))).toEqual({ retentionDays: null });
    await ok(admin('PUT', '/api/admin/audit-settings', { retentionDays: 365 }));
    expect(await app.t.app.auditRetention.runOnce()).toBe(before);
    expect((await history()).entries.map((e) => e.action)).toEqual(['settings.update']);
  });
});
