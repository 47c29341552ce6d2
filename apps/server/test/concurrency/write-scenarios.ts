import type { ApiName } from '@agency/contract/api-routes';
import { ROLE_EDITOR } from '@agency/contract/auth';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Db } from '../../src/db/database';
import { verifyPassword } from '../../src/modules/auth/password';
import { artistInput } from '../factories/artist-input';
import { isSuccess, type Answer, type Call, type Send } from './walk-harness';

/** What a scenario may use: the sender, the admin's token, and a fresh name for each thing it makes. */
export interface WalkContext {
  send: Send;
  unique(prefix: string): string;
  /** Signs an account in and answers its token (two-factor accounts: see the two-factor scenarios). */
  signIn(username: string, password: string): Promise<string>;
  db: Db;
  /** Moves every instance's clock a month on (a month to close) and signs the admin in again. */
  moveToNextMonth(): Promise<void>;
  /** The calendar day `days` from the instances' clock, as YYYY-MM-DD. */
  dayFromNow(days: number): string;
  /** Moves every instance's clock on (a new time step for one-time codes). */
  advanceClock(ms: number): void;
  /** The current one-time code of an authenticator app with this secret, at the instances' time. */
  codeFor(secret: string): Promise<string>;
  /** Turns the site's two-factor requirement on or off directly (turning it on by the API would end the walk's session). */
  requireTwoFactor(on: boolean): Promise<void>;
}

/**
 * How the concurrency walk exercises one write of the API table (docs/decisions/091): what it needs first, the write
 * itself (the i-th of several sent at once), the delete of its target that may race it, and what must hold after.
 */
export interface WriteScenario<S = unknown> {
  /**
   * Each 2xx of the write (and of the racing delete) records exactly one history entry; or the number of entries the
   * answers must have made (a write that answers 200 again without changing anything records nothing).
   */
  audited: boolean | ((answers: Answer[]) => number);
  setup(ctx: WalkContext): Promise<S>;
  call(state: S, i: number): Call;
  /** The delete of the write's target, raced against it; none for writes whose target cannot be deleted. */
  deleteTarget?(state: S): Call;
  /** The state after a batch is one a client could have been told about (beyond no 5xx and the history count). */
  verify?(ctx: WalkContext, state: NoInfer<S>, answers: Answer[]): Promise<void>;
}

const scenario = <S>(s: WriteScenario<S>): WriteScenario => s as WriteScenario;

const ok = (answer: Answer): Answer => {
  expect(answer.status, `${answer.call.name}: ${answer.body}`).toBeLessThan(300);
  return answer;
};

async function createArtist(ctx: WalkContext, urlName = ctx.unique('walk-artist')) {
  const answer = ok(await ctx.send({ name: 'createArtist', body: artistInput({ urlName, korName: urlName }) }));
  void answer;
  const list = (await ctx.send({ name: 'listArtistsForManagement' })).json() as { id: number; urlName: string }[];
  return { urlName, id: list.find((a) => a.urlName === urlName)!.id };
}

async function createBoard(ctx: WalkContext) {
  const slug = ctx.unique('walk-board');
  const board = ok(await ctx.send({ name: 'createBoard', body: { slug, korName: `보드 ${slug}`, engName: slug.toUpperCase() } })).json() as { id: number };
  return { id: board.id, slug };
}

/** A package mailed to one recipient: its id and the recipient's. */
async function sentPackage(ctx: WalkContext) {
  const pkg = await createPackage(ctx, []);
  const sent = ok(await ctx.send({ name: 'sendPackage', params: { id: pkg.id }, body: { recipients: [{ name: '김미나', email: 'mina@brand.test', language: 'ko' }] } }));
  const [recipient] = (sent.json() as { recipients: { id: number; url: string }[] }).recipients;
  return { pkg, recipientId: recipient!.id, token: new URL(recipient!.url).pathname.replace('/p/', '') };
}

async function createPackage(ctx: WalkContext, artistIds: number[]) {
  const detail = ok(await ctx.send({ name: 'createPackage', body: { title: ctx.unique('패키지'), clientName: 'Brand Co.', artistIds } })).json() as {
    id: number;
    url: string;
  };
  return { id: detail.id, token: detail.url.slice(detail.url.lastIndexOf('/') + 1) };
}

const photo = (n: number) =>
  sharp({ create: { width: 120, height: 160, channels: 3, background: `#${(0x224466 + n * 0x010203).toString(16).slice(-6)}` } })
    .jpeg()
    .toBuffer();

async function uploadPhotos(ctx: WalkContext, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 0; n < count; n++) ids.push((ok(await ctx.send({ name: 'uploadApplicationPhoto', bytes: await photo(n) })).json() as { id: string }).id);
  return ids;
}

const applicationBody = (photoIds: string[]) => ({
  name: '김지원',
  birthDate: '2004-05-06',
  gender: 'female',
  heightCm: 172,
  city: '서울',
  phone: '010-1234-5678',
  email: 'applicant@example.com',
  photoIds,
  consentRequired: true,
});

async function createApplication(ctx: WalkContext): Promise<{ id: number }> {
  ok(await ctx.send({ name: 'submitApplication', body: applicationBody(await uploadPhotos(ctx, 3)) }));
  const list = (await ctx.send({ name: 'listApplications' })).json() as { items: { id: number }[] };
  return { id: Math.max(...list.items.map((a) => a.id)) };
}

async function createAccount(ctx: WalkContext) {
  const username = ctx.unique('walk.staff');
  const answer = ok(await ctx.send({ name: 'createAccount', body: { username, name: username, role: ROLE_EDITOR } })).json() as {
    account: { id: number };
    password: string;
  };
  return { id: answer.account.id, username, password: answer.password };
}

async function createInquiry(ctx: WalkContext): Promise<{ id: number }> {
  ok(await ctx.send({ name: 'submitInquiry', body: inquiryBody(ctx.unique('문의')) }));
  const list = (await ctx.send({ name: 'listInquiries' })).json() as { items: { id: number }[] };
  return { id: Math.max(...list.items.map((i) => i.id)) };
}

/** A job on a day three weeks ahead (issue 38); with `artistId` on option or confirmed, and the client's e-mail. */
async function createJob(ctx: WalkContext, hold?: { artistId: number; status: 'option' | 'confirmed' }): Promise<{ id: number; artistId: number }> {
  const job = ok(
    await ctx.send({ name: 'createJob', body: { title: ctx.unique('잡'), client: { company: 'Brand Co.', email: 'client@brand.test' }, days: [{ date: ctx.dayFromNow(21), start: '09:00', end: '18:00' }] } }),
  ).json() as { id: number };
  if (hold) ok(await ctx.send({ name: 'addJobArtist', params: { id: job.id }, body: hold }));
  return { id: job.id, artistId: hold?.artistId ?? 0 };
}

async function jobWithArtist(ctx: WalkContext, status: 'option' | 'confirmed') {
  const artist = await createArtist(ctx);
  return { artist, job: await createJob(ctx, { artistId: artist.id, status }) };
}

const inquiryBody = (title: string) => ({ title, email: 'client@example.com', phone: '010', name: '클라이언트', message: '촬영 문의', privacyConsent: true });

/** An account with two-factor sign-in on, set up through its own 내 계정 calls; answers its secret and a fresh token. */
async function accountWithTwoFactor(ctx: WalkContext) {
  const account = await createAccount(ctx);
  const token = await ctx.signIn(account.username, account.password);
  const setup = ok(await ctx.send({ name: 'setupMyTwoFactor', token, body: { currentPassword: account.password } })).json() as { secret: string };
  const confirmed = ok(await ctx.send({ name: 'confirmMyTwoFactor', token, body: { code: await ctx.codeFor(setup.secret) } })).json() as { accessToken: string };
  // The next code is another time step's: codes are accepted once.
  ctx.advanceClock(30_000);
  return { ...account, secret: setup.secret, token: confirmed.accessToken };
}

/** The challenge the password step answers an account that has (`code`) or must set up (`enrol`) a second factor. */
async function challengeOf(ctx: WalkContext, account: { username: string; password: string }): Promise<string> {
  const answer = ok(await ctx.send({ name: 'login', body: { username: account.username, password: account.password } })).json() as { challenge?: string };
  expect(answer.challenge).toBeTypeOf('string');
  return answer.challenge!;
}

/** An account that must set up two-factor sign-in at this sign-in, with its enrolment challenge. */
async function accountToEnrol(ctx: WalkContext) {
  await ctx.requireTwoFactor(false);
  const account = await createAccount(ctx);
  await ctx.requireTwoFactor(true);
  return { ...account, challenge: await challengeOf(ctx, account) };
}

const requirementOff = async (ctx: WalkContext) => ctx.requireTwoFactor(false);

/** An order's ids as the server lists them now, in the order it shows them. */
async function rosterIds(ctx: WalkContext): Promise<number[]> {
  return ((await ctx.send({ name: 'listArtistsForManagement' })).json() as { id: number }[]).map((a) => a.id);
}
async function boardIds(ctx: WalkContext): Promise<number[]> {
  return ((await ctx.send({ name: 'listBoardsForAdmin' })).json() as { id: number }[]).map((b) => b.id);
}

/** A deterministic shuffle: the i-th order save of a batch sends its own order. */
function permutation<T>(items: T[], seed: number): T[] {
  const result = [...items];
  let state = seed * 2_654_435_761 + 1;
  for (let k = result.length - 1; k > 0; k--) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = state % (k + 1);
    [result[k], result[j]] = [result[j]!, result[k]!];
  }
  return result;
}

/**
 * The stored order is exactly one that was answered 200 (restricted to the rows still there), the last one committed:
 * never a mix of two saves, never duplicate priorities.
 */
function verifyOrder(list: (ctx: WalkContext) => Promise<number[]>) {
  return async (ctx: WalkContext, _state: unknown, answers: Answer[]) => {
    const stored = await list(ctx);
    const answered = answers.filter((a) => isSuccess(a) && (a.call.name === 'orderArtists' || a.call.name === 'orderBoards'));
    if (answered.length === 0) return;
    const candidates = answered.map((a) => ((a.call.body as { ids: number[] }).ids).filter((id) => stored.includes(id)));
    expect(candidates.map((c) => c.join(','))).toContain(stored.join(','));
  };
}

/** Several of these at once must not make two rows of one thing: exactly one succeeds. */
const exactlyOneSucceeds = async (_ctx: WalkContext, _state: unknown, answers: Answer[]) => {
  expect(answers.filter(isSuccess).length, answers.map((a) => `${a.status} ${a.body.slice(0, 80)}`).join('\n')).toBe(1);
};

export const WRITE_SCENARIOS: Partial<Record<ApiName, WriteScenario>> = {
  login: scenario({
    audited: false,
    setup: createAccount,
    call: (account) => ({ name: 'login', body: { username: account.username, password: account.password } }),
    deleteTarget: (account) => ({ name: 'updateAccount', params: { id: account.id }, body: { disabled: true } }),
  }),
  loginTwoFactor: scenario({
    audited: false,
    setup: async (ctx) => {
      const account = await accountWithTwoFactor(ctx);
      return { ...account, challenge: await challengeOf(ctx, account), code: await ctx.codeFor(account.secret) };
    },
    // One challenge and one code, sent at once: the sign-in happens once.
    call: (s) => ({ name: 'loginTwoFactor', body: { challenge: s.challenge, code: s.code } }),
    deleteTarget: (s) => ({ name: 'resetAccountTwoFactor', params: { id: s.id } }),
    verify: async (_ctx, _s, answers) => {
      expect(answers.filter((a) => a.call.name === 'loginTwoFactor' && isSuccess(a)).length).toBeLessThanOrEqual(1);
    },
  }),
  loginTwoFactorSetup: scenario({
    audited: false,
    setup: accountToEnrol,
    call: (s) => ({ name: 'loginTwoFactorSetup', body: { challenge: s.challenge } }),
    verify: requirementOff,
  }),
  loginTwoFactorEnrol: scenario({
    audited: false,
    setup: async (ctx) => {
      const account = await accountToEnrol(ctx);
      const { secret } = ok(await ctx.send({ name: 'loginTwoFactorSetup', body: { challenge: account.challenge } })).json() as { secret: string };
      return { ...account, code: await ctx.codeFor(secret) };
    },
    call: (s) => ({ name: 'loginTwoFactorEnrol', body: { challenge: s.challenge, code: s.code } }),
    verify: async (ctx, _s, answers) => {
      await ctx.requireTwoFactor(false);
      expect(answers.filter(isSuccess)).toHaveLength(1);
    },
  }),
  resetAccountTwoFactor: scenario({
    audited: true,
    setup: accountWithTwoFactor,
    call: (account) => ({ name: 'resetAccountTwoFactor', params: { id: account.id } }),
  }),
  setupMyTwoFactor: scenario({
    audited: false,
    setup: async (ctx) => {
      const account = await createAccount(ctx);
      return { ...account, token: await ctx.signIn(account.username, account.password) };
    },
    call: (account) => ({ name: 'setupMyTwoFactor', token: account.token, body: { currentPassword: account.password } }),
  }),
  confirmMyTwoFactor: scenario({
    audited: true,
    setup: async (ctx) => {
      const account = await createAccount(ctx);
      const token = await ctx.signIn(account.username, account.password);
      const { secret } = ok(await ctx.send({ name: 'setupMyTwoFactor', token, body: { currentPassword: account.password } })).json() as { secret: string };
      return { ...account, token, code: await ctx.codeFor(secret) };
    },
    call: (s) => ({ name: 'confirmMyTwoFactor', token: s.token, body: { code: s.code } }),
    deleteTarget: (s) => ({ name: 'resetAccountTwoFactor', params: { id: s.id } }),
    verify: async (_ctx, _s, answers) => {
      expect(answers.filter((a) => a.call.name === 'confirmMyTwoFactor' && isSuccess(a)).length).toBeLessThanOrEqual(1);
    },
  }),
  disableMyTwoFactor: scenario({
    audited: true,
    setup: accountWithTwoFactor,
    call: (account) => ({ name: 'disableMyTwoFactor', token: account.token, body: { currentPassword: account.password } }),
    deleteTarget: (account) => ({ name: 'resetAccountTwoFactor', params: { id: account.id } }),
  }),
  trackTraffic: scenario({
    audited: false,
    setup: async () => undefined,
    call: () => ({ name: 'trackTraffic', body: { source: 'instagram' } }),
  }),
  countArtistView: scenario({
    audited: false,
    setup: (ctx) => createArtist(ctx),
    call: (artist) => ({ name: 'countArtistView', params: { urlName: artist.urlName } }),
    deleteTarget: (artist) => ({ name: 'deleteArtist', params: { urlName: artist.urlName } }),
  }),
  submitInquiry: scenario({
    audited: false,
    setup: async () => undefined,
    call: (_s, i) => ({ name: 'submitInquiry', body: inquiryBody(`동시 문의 ${i}`) }),
  }),
  recordPackageView: scenario({
    audited: false,
    setup: async (ctx) => {
      const artist = await createArtist(ctx);
      return { artist, pkg: await createPackage(ctx, [artist.id]) };
    },
    call: (s, i) => ({ name: 'recordPackageView', params: { token: s.pkg.token }, body: i % 2 ? { artistId: s.artist.id } : {} }),
    deleteTarget: (s) => ({ name: 'deletePackage', params: { id: s.pkg.id } }),
  }),
  setPackageLanguage: scenario({
    audited: false,
    setup: sentPackage,
    call: (s, i) => ({ name: 'setPackageLanguage', params: { token: s.token }, body: { language: i % 2 ? 'en' : 'ko' } }),
    deleteTarget: (s) => ({ name: 'deletePackage', params: { id: s.pkg.id } }),
  }),
  pickPackageArtist: scenario({
    audited: false,
    setup: async (ctx) => {
      const artist = await createArtist(ctx);
      return { artist, pkg: await createPackage(ctx, [artist.id]) };
    },
    call: (s, i) => ({ name: 'pickPackageArtist', params: { token: s.pkg.token }, body: { artistId: s.artist.id, picked: i % 2 === 0, comment: `의견 ${i}` } }),
    deleteTarget: (s) => ({ name: 'deletePackage', params: { id: s.pkg.id } }),
  }),
  uploadApplicationPhoto: scenario({
    audited: false,
    setup: () => photo(7),
    call: (bytes) => ({ name: 'uploadApplicationPhoto', bytes }),
  }),
  submitApplication: scenario({
    audited: false,
    setup: (ctx) => uploadPhotos(ctx, 3),
    // The same photos in every submission: they belong to one application at the most.
    call: (photoIds) => ({ name: 'submitApplication', body: applicationBody(photoIds) }),
    verify: async (_ctx, _ids, answers) => {
      expect(answers.filter(isSuccess).length).toBeLessThanOrEqual(1);
    },
  }),
  closeViewsMonth: scenario({
    audited: true,
    setup: (ctx) => ctx.moveToNextMonth(),
    call: () => ({ name: 'closeViewsMonth' }),
    verify: exactlyOneSucceeds,
  }),
  closeTrafficMonth: scenario({
    audited: true,
    setup: (ctx) => ctx.moveToNextMonth(),
    call: () => ({ name: 'closeTrafficMonth' }),
    verify: exactlyOneSucceeds,
  }),
  addTrafficCampaign: scenario({
    audited: true,
    setup: async (ctx) => ctx.unique('walk_campaign'),
    call: (name) => ({ name: 'addTrafficCampaign', body: { name } }),
    deleteTarget: (name) => ({ name: 'removeTrafficCampaign', params: { name } }),
    // One add of a name wins; only a removal between two adds lets a second one in.
    verify: async (_ctx, _name, answers) => {
      const removed = answers.filter((a) => a.call.name === 'removeTrafficCampaign' && isSuccess(a)).length;
      expect(answers.filter((a) => a.call.name === 'addTrafficCampaign' && isSuccess(a)).length).toBeLessThanOrEqual(1 + removed);
    },
  }),
  removeTrafficCampaign: scenario({
    audited: true,
    setup: async (ctx) => {
      const name = ctx.unique('walk_campaign');
      ok(await ctx.send({ name: 'addTrafficCampaign', body: { name } }));
      return name;
    },
    call: (name) => ({ name: 'removeTrafficCampaign', params: { name } }),
    verify: exactlyOneSucceeds,
  }),
  upsertPageContent: scenario({
    audited: true,
    setup: async () => undefined,
    call: (_s, i) => ({ name: 'upsertPageContent', body: { code: 'ABOUT_INFO', texts: [{ priority: 1, description: `소개 ${i}` }] } }),
  }),
  presignUpload: scenario({
    audited: false,
    setup: async () => undefined,
    call: (_s, i) => ({ name: 'presignUpload', body: { path: `artists/walk/${i}-1732170000000.jpg` } }),
  }),
  createArtist: scenario({
    audited: true,
    setup: async (ctx) => ctx.unique('walk-new'),
    call: (urlName) => ({ name: 'createArtist', body: artistInput({ urlName, korName: urlName }) }),
    verify: exactlyOneSucceeds,
  }),
  updateArtist: scenario({
    audited: true,
    setup: (ctx) => createArtist(ctx),
    call: (artist, i) => {
      const { views: _views, ...body } = artistInput({ urlName: artist.urlName, korName: artist.urlName, career: `경력 ${i}` });
      return { name: 'updateArtist', params: { urlName: artist.urlName }, body };
    },
    deleteTarget: (artist) => ({ name: 'deleteArtist', params: { urlName: artist.urlName } }),
  }),
  deleteArtist: scenario({
    audited: true,
    setup: (ctx) => createArtist(ctx),
    call: (artist) => ({ name: 'deleteArtist', params: { urlName: artist.urlName } }),
    verify: exactlyOneSucceeds,
  }),
  setArtistVisibility: scenario({
    audited: true,
    setup: (ctx) => createArtist(ctx),
    call: (artist, i) => ({ name: 'setArtistVisibility', params: { id: artist.id }, body: { isHidden: i % 2 === 0 } }),
    deleteTarget: (artist) => ({ name: 'deleteArtist', params: { urlName: artist.urlName } }),
  }),
  orderArtists: scenario({
    audited: true,
    setup: async (ctx) => {
      const artists = [];
      for (let n = 0; n < 5; n++) artists.push(await createArtist(ctx));
      return { ids: await rosterIds(ctx), victim: artists[2]! };
    },
    call: (s, i) => ({ name: 'orderArtists', body: { ids: permutation(s.ids, i + 1) } }),
    deleteTarget: (s) => ({ name: 'deleteArtist', params: { urlName: s.victim.urlName } }),
    verify: verifyOrder(rosterIds),
  }),
  createBoard: scenario({
    audited: true,
    setup: async (ctx) => ctx.unique('walk-new-board'),
    call: (slug) => ({ name: 'createBoard', body: { slug, korName: '새 보드', engName: 'NEW BOARD' } }),
    verify: exactlyOneSucceeds,
  }),
  orderBoards: scenario({
    audited: true,
    setup: async (ctx) => {
      const boards = [];
      for (let n = 0; n < 4; n++) boards.push(await createBoard(ctx));
      return { ids: await boardIds(ctx), victim: boards[1]! };
    },
    call: (s, i) => ({ name: 'orderBoards', body: { ids: permutation(s.ids, i + 1) } }),
    deleteTarget: (s) => ({ name: 'deleteBoard', params: { id: s.victim.id } }),
    verify: verifyOrder(boardIds),
  }),
  updateBoard: scenario({
    audited: true,
    setup: createBoard,
    call: (board, i) => ({ name: 'updateBoard', params: { id: board.id }, body: { slug: board.slug, korName: `보드 ${i}`, engName: `BOARD ${i}` } }),
    deleteTarget: (board) => ({ name: 'deleteBoard', params: { id: board.id } }),
  }),
  deleteBoard: scenario({
    audited: true,
    setup: createBoard,
    call: (board) => ({ name: 'deleteBoard', params: { id: board.id } }),
    verify: exactlyOneSucceeds,
  }),
  createPackage: scenario({
    audited: true,
    setup: (ctx) => createArtist(ctx),
    call: (artist, i) => ({ name: 'createPackage', body: { title: `패키지 ${i}`, clientName: 'Brand Co.', artistIds: [artist.id] } }),
    // A package naming an artist that is being deleted.
    deleteTarget: (artist) => ({ name: 'deleteArtist', params: { urlName: artist.urlName } }),
  }),
  updatePackage: scenario({
    audited: true,
    setup: async (ctx) => {
      const artist = await createArtist(ctx);
      return { artist, pkg: await createPackage(ctx, [artist.id]), expiresAt: ctx.dayFromNow(30) };
    },
    call: (s, i) => ({
      name: 'updatePackage',
      params: { id: s.pkg.id },
      body: { title: `패키지 ${i}`, clientName: 'Brand Co.', noteKo: '', noteEn: '', language: 'ko', expiresAt: s.expiresAt, artists: [{ artistId: s.artist.id }] },
    }),
    deleteTarget: (s) => ({ name: 'deletePackage', params: { id: s.pkg.id } }),
  }),
  deletePackage: scenario({
    audited: true,
    setup: async (ctx) => createPackage(ctx, []),
    call: (pkg) => ({ name: 'deletePackage', params: { id: pkg.id } }),
    verify: exactlyOneSucceeds,
  }),
  sendPackage: scenario({
    audited: true,
    setup: async (ctx) => createPackage(ctx, [(await createArtist(ctx)).id]),
    call: (pkg, i) => ({ name: 'sendPackage', params: { id: pkg.id }, body: { recipients: [{ name: `받는 사람 ${i}`, email: `walk${i}@brand.test`, language: i % 2 ? 'en' : 'ko' }] } }),
    deleteTarget: (pkg) => ({ name: 'deletePackage', params: { id: pkg.id } }),
  }),
  revokePackageRecipient: scenario({
    audited: true,
    setup: sentPackage,
    call: (s) => ({ name: 'revokePackageRecipient', params: { id: s.pkg.id, recipientId: s.recipientId } }),
    deleteTarget: (s) => ({ name: 'deletePackage', params: { id: s.pkg.id } }),
  }),
  resendPackage: scenario({
    audited: true,
    setup: sentPackage,
    call: (s, i) => ({ name: 'resendPackage', params: { id: s.pkg.id, recipientId: s.recipientId }, body: { message: `다시 보냅니다 ${i}` } }),
    deleteTarget: (s) => ({ name: 'deletePackage', params: { id: s.pkg.id } }),
  }),
  updatePackageMessageTemplate: scenario({
    audited: true,
    setup: async (ctx) => (ok(await ctx.send({ name: 'getPackageMessageTemplate' })).json() as { version: number }).version,
    // Half name the version they read (If-Match): of those, exactly one wins and the others get their 409.
    call: (version, i) => ({ name: 'updatePackageMessageTemplate', body: { ko: `{name}님, 확인 부탁드립니다 ${i}`, en: `{name}, please look ${i}` }, ...(i % 2 ? {} : { headers: { 'if-match': `"${version}"` } }) }),
    verify: async (ctx, version, answers) => {
      const checked = answers.filter((a) => a.call.headers?.['if-match'] !== undefined);
      expect(checked.filter(isSuccess).length, checked.map((a) => `${a.status} ${a.body.slice(0, 80)}`).join('\n')).toBeLessThanOrEqual(1);
      expect(checked.filter((a) => !isSuccess(a)).every((a) => a.status === 409)).toBe(true);
      // The stored template is one a 200 answered, whole (never one save's Korean with another's English).
      const stored = (ok(await ctx.send({ name: 'getPackageMessageTemplate' })).json()) as { ko: string; en: string; version: number };
      const saved = answers.filter(isSuccess).map((a) => a.call.body as { ko: string; en: string });
      expect(saved.map((b) => `${b.ko}|${b.en}`)).toContain(`${stored.ko}|${stored.en}`);
      expect(stored.version).toBeGreaterThan(version);
    },
  }),
  reviewApplication: scenario({
    audited: true,
    setup: createApplication,
    call: (application, i) => ({ name: 'reviewApplication', params: { id: application.id }, body: { status: i % 2 ? 'reviewing' : 'new', notes: `메모 ${i}` } }),
    deleteTarget: (application) => ({ name: 'deleteApplication', params: { id: application.id } }),
  }),
  deleteApplication: scenario({
    audited: true,
    setup: createApplication,
    call: (application) => ({ name: 'deleteApplication', params: { id: application.id } }),
    verify: exactlyOneSucceeds,
  }),
  createArtistDraft: scenario({
    // One draft per application however many staff ask at once: the others answer the same artist.
    audited: (answers) => Math.min(1, answers.filter((a) => a.call.name === 'createArtistDraft' && isSuccess(a)).length) + answers.filter((a) => a.call.name === 'deleteApplication' && isSuccess(a)).length,
    setup: createApplication,
    call: (application) => ({ name: 'createArtistDraft', params: { id: application.id } }),
    deleteTarget: (application) => ({ name: 'deleteApplication', params: { id: application.id } }),
    verify: async (_ctx, _application, answers) => {
      const drafts = answers.filter((a) => a.call.name === 'createArtistDraft' && isSuccess(a)).map((a) => (a.json() as { urlName: string }).urlName);
      expect(new Set(drafts).size).toBeLessThanOrEqual(1);
    },
  }),
  createAccount: scenario({
    audited: true,
    setup: async (ctx) => ctx.unique('walk.new'),
    call: (username) => ({ name: 'createAccount', body: { username, name: username, role: ROLE_EDITOR } }),
    verify: exactlyOneSucceeds,
  }),
  updateAccount: scenario({
    audited: true,
    setup: createAccount,
    call: (account, i) => ({ name: 'updateAccount', params: { id: account.id }, body: { name: `직원 ${i}`, disabled: i % 3 === 0 } }),
  }),
  resetAccountPassword: scenario({
    audited: true,
    setup: createAccount,
    call: (account) => ({ name: 'resetAccountPassword', params: { id: account.id } }),
  }),
  updateSecuritySettings: scenario({
    audited: true,
    setup: async () => undefined,
    // Requiring two-factor sign-in would end the walk's own session: the setting is raced with its current value.
    call: () => ({ name: 'updateSecuritySettings', body: { requireTwoFactor: false } }),
  }),
  changeMyPassword: scenario({
    audited: true,
    setup: async (ctx) => {
      const account = await createAccount(ctx);
      return { ...account, token: await ctx.signIn(account.username, account.password) };
    },
    call: (account, i) => ({ name: 'changeMyPassword', token: account.token, body: { currentPassword: account.password, newPassword: `new-password-${i}-long-enough` } }),
    verify: async (ctx, account, answers) => {
      // Whichever change committed last holds: exactly one of the answered passwords is the stored one.
      const changed = answers.filter(isSuccess).map((a) => (a.call.body as { newPassword: string }).newPassword);
      const { password_hash: stored } = await ctx.db.selectFrom('users').select('password_hash').where('id', '=', account.id).executeTakeFirstOrThrow();
      const matching = await Promise.all(changed.map((password) => verifyPassword(stored, password)));
      expect(matching.filter(Boolean)).toHaveLength(1);
    },
  }),
  restoreAuditEntry: scenario({
    audited: true,
    setup: async (ctx) => {
      const artist = await createArtist(ctx);
      const { views: _views, ...body } = artistInput({ urlName: artist.urlName, korName: `${artist.urlName} 수정` });
      ok(await ctx.send({ name: 'updateArtist', params: { urlName: artist.urlName }, body }));
      const list = (await ctx.send({ name: 'listAudit', query: `target=artist:${artist.id}` })).json() as { entries: { id: number; action: string }[] };
      return { artist, entryId: list.entries.find((e) => e.action === 'artist.update')!.id };
    },
    call: (s) => ({ name: 'restoreAuditEntry', params: { id: s.entryId }, body: {} }),
    deleteTarget: (s) => ({ name: 'deleteArtist', params: { urlName: s.artist.urlName } }),
  }),
  updateAuditSettings: scenario({
    audited: true,
    setup: async () => undefined,
    call: (_s, i) => ({ name: 'updateAuditSettings', body: { retentionDays: i % 2 ? 3650 : null } }),
  }),
  updateInquiry: scenario({
    audited: true,
    setup: createInquiry,
    call: (inquiry, i) => ({ name: 'updateInquiry', params: { id: inquiry.id }, body: { handled: i % 2 === 0 } }),
  }),
  resendInquiry: scenario({
    audited: true,
    setup: createInquiry,
    call: (inquiry) => ({ name: 'resendInquiry', params: { id: inquiry.id } }),
  }),
  createJob: scenario({
    audited: true,
    setup: (ctx) => createArtist(ctx),
    call: (artist, i) => ({ name: 'createJob', body: { title: `잡 ${i}`, client: { company: 'Brand Co.' }, days: [{ date: '2030-01-0' + ((i % 9) + 1), start: '09:00', end: '18:00' }], optionArtistIds: [artist.id] } }),
    // Options on an artist who is being deleted.
    deleteTarget: (artist) => ({ name: 'deleteArtist', params: { urlName: artist.urlName } }),
  }),
  updateJob: scenario({
    audited: true,
    setup: (ctx) => jobWithArtist(ctx, 'confirmed'),
    call: (s, i) => ({
      name: 'updateJob',
      params: { id: s.job.id },
      body: { title: `잡 ${i}`, status: 'confirmed', client: { company: 'Brand Co.' }, days: [{ date: '2030-02-01', start: `0${i % 9}:00`, end: '18:00' }], place: `스튜디오 ${i}` },
    }),
    deleteTarget: (s) => ({ name: 'deleteJob', params: { id: s.job.id } }),
  }),
  deleteJob: scenario({
    audited: true,
    setup: (ctx) => jobWithArtist(ctx, 'option'),
    call: (s) => ({ name: 'deleteJob', params: { id: s.job.id } }),
    deleteTarget: (s) => ({ name: 'deleteArtist', params: { urlName: s.artist.urlName } }),
  }),
  addJobArtist: scenario({
    audited: true,
    setup: async (ctx) => ({ artist: await createArtist(ctx), job: await createJob(ctx) }),
    // The same artist at once: one is put on, the others are told it is already there.
    call: (s, i) => ({ name: 'addJobArtist', params: { id: s.job.id }, body: { artistId: s.artist.id, status: i % 2 ? 'confirmed' : 'option' } }),
    deleteTarget: (s) => ({ name: 'deleteJob', params: { id: s.job.id } }),
  }),
  changeJobArtist: scenario({
    audited: true,
    setup: (ctx) => jobWithArtist(ctx, 'option'),
    call: (s, i) => ({ name: 'changeJobArtist', params: { id: s.job.id, artistId: s.artist.id }, body: { status: (['confirmed', 'released', 'option'] as const)[i % 3] } }),
    deleteTarget: (s) => ({ name: 'deleteArtist', params: { urlName: s.artist.urlName } }),
  }),
  sendJobConfirmation: scenario({
    audited: true,
    setup: (ctx) => jobWithArtist(ctx, 'confirmed'),
    call: (s, i) => ({ name: 'sendJobConfirmation', params: { id: s.job.id }, body: { language: i % 2 ? 'en' : 'ko' } }),
    deleteTarget: (s) => ({ name: 'deleteJob', params: { id: s.job.id } }),
  }),
  addArtistUnavailable: scenario({
    audited: false,
    setup: (ctx) => createArtist(ctx),
    call: (artist, i) => ({ name: 'addArtistUnavailable', params: { id: artist.id }, body: { from: '2030-03-01', to: `2030-03-1${i % 9}`, note: `여행 ${i}` } }),
    deleteTarget: (artist) => ({ name: 'deleteArtist', params: { urlName: artist.urlName } }),
  }),
  removeArtistUnavailable: scenario({
    audited: false,
    setup: async (ctx) => {
      const artist = await createArtist(ctx);
      const off = ok(await ctx.send({ name: 'addArtistUnavailable', params: { id: artist.id }, body: { from: '2030-03-01', to: '2030-03-02', note: '' } })).json() as { id: number };
      return { artist, offId: off.id };
    },
    call: (s) => ({ name: 'removeArtistUnavailable', params: { id: s.artist.id, unavailableId: s.offId } }),
    deleteTarget: (s) => ({ name: 'deleteArtist', params: { urlName: s.artist.urlName } }),
  }),
  revokeCalendarFeed: scenario({
    audited: false,
    setup: async () => ({}),
    call: (_s, i) => ({ name: 'revokeCalendarFeed', body: { scope: i % 2 ? 'agency' : 'artist-1' } }),
  }),
};
