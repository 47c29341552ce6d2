import { ROLE_EDITOR } from '@agency/contract/auth';
import { EDIT_CONFLICT } from '@agency/contract/edit-version';
import {
  PACKAGE_MESSAGE_MAX,
  PACKAGE_MESSAGE_TEMPLATE,
  PACKAGE_MESSAGE_TOO_LONG,
  PACKAGE_SEND_PLACEHOLDER,
  PACKAGE_TEMPLATE_TEXT_REQUIRED,
  type PackageMessageTemplate,
  type SendPackageResponse,
} from '@agency/contract/packages';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestAppWithAdmin } from '@test/build-test-app';
import { artistInput } from '@test/factories/artist-input';
import { readMail, startSmtp } from '@test/smtp-server';

const smtp = await startSmtp();
afterAll(() => smtp.close());
const app = useTestAppWithAdmin({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_TO: 'casting@agency.test', SITE_URL: 'https://agency.test' } });

const TEMPLATE_URL = '/api/admin/packages/message-template';
type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.t.app.inject({ method, url, headers: { ...app.auth, ...headers }, ...(payload ? { payload } : {}) });
const read = async () => {
  const res = await call('GET', TEMPLATE_URL);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PackageMessageTemplate;
};
const save = (body: object, version?: number | string, headers: Record<string, string> = {}) =>
  call('PUT', TEMPLATE_URL, body, { ...(version === undefined ? {} : { 'if-match': typeof version === 'number' ? `"${version}"` : version }), ...headers });
const historyOfTemplate = () =>
  app.t.database.handle.db
    .selectFrom('audit_entries')
    .select(['id', 'action', 'username', 'before_state', 'after_state', 'restorable'])
    .where('target_type', '=', 'package-template')
    .orderBy('id')
    .execute();

const SAVED = { ko: '{name}님, {title} 후보입니다. {expires}까지 골라 주세요.', en: '{name}, here are the artists for {title}. Please choose by {expires}.' };

describe('the agency message template of package mails (issue 37, decision 119)', () => {
  it('answers the code default at version 0 before anyone saved one', async () => {
    expect(await read()).toEqual({ ko: PACKAGE_MESSAGE_TEMPLATE.ko, en: PACKAGE_MESSAGE_TEMPLATE.en, version: 0 });
    expect(await historyOfTemplate()).toEqual([]);
  });

  it('refuses a bad template with a Korean 400 and keeps the stored one', async () => {
    const cases: [object, string][] = [
      [{ ko: '{name}님 {price} 확인 부탁드립니다', en: '' }, PACKAGE_SEND_PLACEHOLDER],
      [{ ko: '', en: 'Dear {Name}' }, PACKAGE_SEND_PLACEHOLDER],
      [{ ko: 'x'.repeat(PACKAGE_MESSAGE_MAX + 1), en: '' }, PACKAGE_MESSAGE_TOO_LONG],
      [{ ko: '안녕하세요' }, PACKAGE_TEMPLATE_TEXT_REQUIRED],
      [{ ko: 5, en: '' }, PACKAGE_TEMPLATE_TEXT_REQUIRED],
    ];
    for (const [body, message] of cases) {
      const res = await save(body, 0);
      expect([res.statusCode, res.json().message], JSON.stringify(body).slice(0, 80)).toEqual([400, expect.stringContaining(message)]);
    }
    const unknown = await save({ ...SAVED, subject: 'x' }, 0);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/[가-힣]/);
    expect(await read()).toEqual({ ...PACKAGE_MESSAGE_TEMPLATE, version: 0 });
    expect(await historyOfTemplate()).toEqual([]);
  });

  it('saves both texts with the version it was read at, records the change, and answers 409 to a stale version', async () => {
    const saved = await save({ ko: `  ${SAVED.ko}  `, en: SAVED.en }, 0);
    expect(saved.statusCode, saved.body).toBe(200);
    // Trimmed like a send's message; the version moved on.
    expect(saved.json()).toEqual({ ...SAVED, version: 1 });
    expect(await read()).toEqual({ ...SAVED, version: 1 });
    const [entry] = await historyOfTemplate();
    expect(entry).toMatchObject({ action: 'package-template.update', username: 'admin', restorable: 1 });
    expect(JSON.parse(entry!.before_state!)).toEqual({ ...PACKAGE_MESSAGE_TEMPLATE });
    expect(JSON.parse(entry!.after_state!)).toEqual(SAVED);

    // A colleague's form read version 0: their save is refused, nothing changes.
    for (const stale of [0, 'W/"0"', '"not-a-version"']) {
      const res = await save({ ko: '늦은 저장', en: 'A late save' }, stale);
      expect([res.statusCode, res.json()]).toEqual([409, { message: EDIT_CONFLICT }]);
    }
    expect(await read()).toEqual({ ...SAVED, version: 1 });
    expect(await historyOfTemplate()).toHaveLength(1);

    // Saved as it was, the version stays (decision 106); without If-Match the save is unconditional.
    expect((await save(SAVED, 1)).json()).toEqual({ ...SAVED, version: 1 });
    expect((await save({ ko: '', en: '' })).json()).toEqual({ ko: '', en: '', version: 2 });
    expect((await save(SAVED, 2)).json()).toEqual({ ...SAVED, version: 3 });
    expect(await historyOfTemplate()).toHaveLength(4);
  });

  it('lets an editor save it and see and restore its history (not an admin-only setting)', async () => {
    const created = await call('POST', '/api/admin/accounts', { username: 'template.editor', name: '에디터', role: ROLE_EDITOR });
    expect(created.statusCode, created.body).toBe(200);
    const { password } = created.json() as { password: string };
    const login = await app.t.app.inject({
      method: 'POST',
      url: '/api/loginProc',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: 'template.editor', password }).toString(),
    });
    const editor = { authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}` };
    const { version } = await read();
    const edited = { ko: '{name}님, 에디터가 고친 템플릿입니다.', en: 'Dear {name}, edited by an editor.' };
    const res = await save(edited, version, editor);
    expect(res.statusCode, res.body).toBe(200);

    const list = await app.t.app.inject({ method: 'GET', url: '/api/admin/audit?target=package-template:message', headers: editor });
    expect(list.statusCode, list.body).toBe(200);
    const entries = (list.json() as { entries: { id: number; action: string; username: string }[] }).entries;
    expect(entries[0]).toMatchObject({ action: 'package-template.update', username: 'template.editor' });
    // Putting the editor's change back: the template before it, at a new version (a form opened before gets its 409).
    const restored = await app.t.app.inject({ method: 'POST', url: `/api/admin/audit/${entries[0]!.id}/restore`, headers: editor, payload: {} });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await read()).toEqual({ ...SAVED, version: version + 2 });
    expect((await save(edited, version + 1)).statusCode).toBe(409);
  });

  it('is what a send from the form mails: each recipient its language, placeholders filled', async () => {
    const { ko, en } = await read();
    expect({ ko, en }).toEqual(SAVED);
    const artist = await call('POST', '/api/admin/createArtist', artistInput({ urlName: 'template-anna', korName: '안나' }));
    expect(artist.statusCode).toBe(200);
    const { id: artistId } = (await call('GET', '/api/artist/getDetailsForEdit/template-anna')).json() as { id: number };
    const pkg = (await call('POST', '/api/admin/packages', { title: '템플릿 룩북', titleEn: 'Template Lookbook', clientName: 'Brand Co.', artistIds: [artistId] })).json() as { id: number };
    const sent = await call('POST', `/api/admin/packages/${pkg.id}/send`, {
      recipients: [
        { name: '김미나', email: 'mina@template.test', language: 'ko' },
        { name: 'Lee Park', email: 'lee@template.test', language: 'en' },
      ],
      message: ko,
      messageEn: en,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [mina, lee] = (sent.json() as SendPackageResponse).recipients;
    await app.t.app.inquiryOutbox.runOnce();
    const mailTo = (address: string) => smtp.received.filter((m) => m.to.includes(address)).map((m) => readMail(m.raw))[0];
    await expect.poll(() => [mailTo('mina@template.test'), mailTo('lee@template.test')].filter(Boolean).length, { timeout: 10_000 }).toBe(2);
    expect(mailTo('mina@template.test')!.text).toMatch(/김미나님, 템플릿 룩북 후보입니다\. \d{4}-\d{2}-\d{2} \d{2}:\d{2}까지 골라 주세요\./);
    expect(mailTo('mina@template.test')!.text).toContain(mina!.url);
    expect(mailTo('lee@template.test')!.text).toMatch(/Lee Park, here are the artists for Template Lookbook\. Please choose by .+\./);
    expect(mailTo('lee@template.test')!.text).not.toContain('{expires}');
    expect(mailTo('lee@template.test')!.text).toContain(lee!.url);
  });
});
