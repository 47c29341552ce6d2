import { BOARD_NOT_FOUND, BOARD_ORDER_MISMATCH, BOARD_ORDER_STALE, BOARD_SLUG_INVALID, BOARD_SLUG_TAKEN, BOARD_UNKNOWN_IDS, type AdminBoard } from '@agency/contract/boards';
import { EDIT_CONFLICT, ifMatchOf } from '@agency/contract/edit-version';
import { describe, expect, it } from 'vitest';
import { useTestAppWithAdmin } from '@test/build-test-app';
import { artistInput } from '@test/factories/artist-input';

const app = useTestAppWithAdmin();

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.t.app.inject({ method, url, headers: { ...app.auth, ...headers }, ...(payload ? { payload } : {}) });

async function createBoard(slug: string, korName: string, engName: string, isHidden = false): Promise<AdminBoard> {
  const res = await inject('POST', '/api/admin/boards', { slug, korName, engName, isHidden });
  expect(res.statusCode).toBe(200);
  return res.json();
}
async function createArtist(urlName: string, height: string, boardIds: number[], extra: Record<string, unknown> = {}) {
  const res = await inject('POST', '/api/admin/createArtist', artistInput({ urlName, korName: `${urlName} 한글`, engName: urlName.toUpperCase(), height, boardIds, ...extra }));
  expect(res.statusCode).toBe(200);
}
const publicGet = (url: string) => app.t.app.inject({ method: 'GET', url });

describe('boards (decision 079)', () => {
  let women: AdminBoard;
  let men: AdminBoard;
  let hidden: AdminBoard;

  it('creates boards in order, refuses a taken or invalid slug and names that are missing, changing nothing', async () => {
    women = await createBoard(' Women ', '여성', 'WOMEN');
    men = await createBoard('men', '남성', 'MEN');
    hidden = await createBoard('in-town', '서울 체류', 'IN TOWN', true);
    expect(women).toMatchObject({ slug: 'women', korName: '여성', engName: 'WOMEN', priority: 0, isHidden: false, artistCount: 0 });
    expect([men.priority, hidden.priority]).toEqual([1, 2]);

    const taken = await inject('POST', '/api/admin/boards', { slug: 'men', korName: '다른', engName: 'OTHER' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: BOARD_SLUG_TAKEN });
    const invalid = await inject('POST', '/api/admin/boards', { slug: 'new faces!', korName: '뉴', engName: 'NEW' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toContain(BOARD_SLUG_INVALID);
    expect((await inject('POST', '/api/admin/boards', { slug: 'x', korName: ' ', engName: 'X' })).statusCode).toBe(400);
    expect((await inject('GET', '/api/admin/boards')).json()).toHaveLength(3);
  });

  it('keeps artists on boards; the roster cards carry visible board slugs and the height in numbers', async () => {
    await createArtist('board-anna', '176', [women.id, hidden.id]);
    await createArtist('board-ben', '188 cm', [men.id]);
    await createArtist('board-cleo', '약 170', []);
    const unknown = await inject('POST', '/api/admin/createArtist', artistInput({ urlName: 'board-dan', korName: '댄', boardIds: [999_999] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: BOARD_UNKNOWN_IDS });
    expect((await publicGet('/api/artist/getDetails/board-dan')).statusCode).toBe(404);

    const cards = (await publicGet('/api/artist/getAll')).json() as { urlName: string; boards: string[]; heightCm: number | null }[];
    const byName = Object.fromEntries(cards.map((c) => [c.urlName, c]));
    expect(byName['board-anna']).toMatchObject({ boards: ['women'], heightCm: 176 });
    expect(byName['board-ben']).toMatchObject({ boards: ['men'], heightCm: 188 });
    expect(byName['board-cleo']).toMatchObject({ boards: [], heightCm: null });

    const edit = (await inject('GET', '/api/artist/getDetailsForEdit/board-anna')).json();
    expect(edit.boardIds).toEqual([women.id, hidden.id].sort((a, b) => a - b));
    const admin = (await inject('GET', '/api/admin/boards')).json() as AdminBoard[];
    expect(admin.map((b) => [b.slug, b.artistCount])).toEqual([['women', 1], ['men', 1], ['in-town', 1]]);
  });

  it('an update without boardIds keeps the boards; with them, replaces them', async () => {
    const { boardIds: _b, views: _v, isHidden: _h, version: _ver, id: _id, polaroidCount: _c, ...rest } = (await inject('GET', '/api/artist/getDetailsForEdit/board-ben')).json();
    const kept = await inject('PUT', '/api/admin/updateArtist/board-ben', { ...rest, career: 'updated' });
    expect(kept.statusCode).toBe(200);
    expect((await inject('GET', '/api/artist/getDetailsForEdit/board-ben')).json().boardIds).toEqual([men.id]);
    const moved = await inject('PUT', '/api/admin/updateArtist/board-ben', { ...rest, boardIds: [women.id, men.id] });
    expect(moved.statusCode).toBe(200);
    expect((await inject('GET', '/api/artist/getDetailsForEdit/board-ben')).json().boardIds).toEqual([women.id, men.id].sort((a, b) => a - b));
  });

  it('lists the visible boards publicly with the roster size; a hidden board is nowhere public', async () => {
    const res = await publicGet('/api/artist/boards');
    expect(res.statusCode).toBe(200);
    const cards = (await publicGet('/api/artist/getAll')).json() as unknown[];
    expect(res.json()).toEqual({
      boards: [
        { slug: 'women', korName: '여성', engName: 'WOMEN' },
        { slug: 'men', korName: '남성', engName: 'MEN' },
      ],
      artistCount: cards.length,
    });
    const search = await publicGet('/api/artist/search?board=in-town');
    expect(search.statusCode).toBe(404);
    expect(search.json()).toEqual({ message: BOARD_NOT_FOUND });
  });

  it('leaves out a visible board until it shows an artist: no public tab and no board search (decision 110)', async () => {
    const fresh = await createBoard('fresh-faces', '신인', 'FRESH FACES');
    const publicSlugs = async () => ((await publicGet('/api/artist/boards')).json().boards as { slug: string }[]).map((b) => b.slug);
    expect(await publicSlugs()).toEqual(['women', 'men']);
    expect((await publicGet('/api/artist/search?board=fresh-faces')).statusCode).toBe(404);

    // A hidden artist does not make the board public.
    await createArtist('board-hidden', '170', [fresh.id]);
    const { id } = (await inject('GET', '/api/artist/getDetailsForEdit/board-hidden')).json() as { id: number };
    expect((await inject('PUT', `/api/artist/${id}/visibility`, { isHidden: true })).statusCode).toBe(200);
    expect(await publicSlugs()).toEqual(['women', 'men']);

    await createArtist('board-fresh', '172', [fresh.id]);
    expect(await publicSlugs()).toEqual(['women', 'men', 'fresh-faces']);
    const found = (await publicGet('/api/artist/search?board=fresh-faces')).json() as { artists: { urlName: string }[] };
    expect(found.artists.map((a) => a.urlName)).toEqual(['board-fresh']);

    expect((await inject('DELETE', '/api/admin/deleteArtist/board-fresh')).statusCode).toBe(200);
    expect((await inject('DELETE', '/api/admin/deleteArtist/board-hidden')).statusCode).toBe(200);
    expect((await inject('DELETE', `/api/admin/boards/${fresh.id}`)).statusCode).toBe(204);
  });

  it('searches the roster on the server: names partial, case- and space-insensitive, Korean or English, board and height', async () => {
    const names = async (query: string) => {
      const res = await publicGet(`/api/artist/search?${query}`);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { total: number; artists: { urlName: string }[] };
      return body.artists.map((a) => a.urlName).filter((n) => n.startsWith('board-'));
    };
    expect(await names('q=board-a')).toEqual(['board-anna']);
    expect(await names(`q=${encodeURIComponent('BOARD - AN')}`)).toEqual(['board-anna']);
    expect(await names(`q=${encodeURIComponent('ben 한')}`)).toEqual(['board-ben']);
    expect(await names('board=women')).toEqual(['board-anna', 'board-ben']);
    expect(await names('board=WOMEN&minHeight=180')).toEqual(['board-ben']);
    expect(await names('q=board&maxHeight=180')).toEqual(['board-anna']);
    // With a height range, an artist whose height is not a number is left out; without one, kept.
    expect(await names('q=board-cleo')).toEqual(['board-cleo']);
    expect(await names('q=board-cleo&minHeight=150')).toEqual([]);

    const page = (await publicGet('/api/artist/search?q=board&limit=2&offset=1')).json();
    expect(page.total).toBe(3);
    expect(page.artists).toHaveLength(2);
    for (const bad of ['minHeight=abc', 'minHeight=20', 'limit=0', 'offset=-1', 'extra=1', `q=${'x'.repeat(61)}`]) {
      const res = await publicGet(`/api/artist/search?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('renames, hides and reorders boards; an old version is a 409 and changes nothing', async () => {
    const renamed = await inject('PUT', `/api/admin/boards/${men.id}`, { slug: 'men', korName: '남자', engName: 'MEN', isHidden: false }, { 'if-match': ifMatchOf(men.version) });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ korName: '남자', version: men.version + 1 });
    const stale = await inject('PUT', `/api/admin/boards/${men.id}`, { slug: 'men', korName: '옛 이름', engName: 'MEN', isHidden: false }, { 'if-match': ifMatchOf(men.version) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: EDIT_CONFLICT });
    const taken = await inject('PUT', `/api/admin/boards/${men.id}`, { slug: 'women', korName: '남자', engName: 'MEN', isHidden: false });
    expect(taken.statusCode).toBe(409);

    const order = await inject('PUT', '/api/admin/boards/order', { ids: [hidden.id, men.id, women.id] });
    expect(order.statusCode).toBe(200);
    expect((order.json() as AdminBoard[]).map((b) => [b.slug, b.priority])).toEqual([['in-town', 0], ['men', 1], ['women', 2]]);
    const partial = await inject('PUT', '/api/admin/boards/order', { ids: [men.id, women.id] });
    expect(partial.statusCode).toBe(409);
    expect(partial.json()).toEqual({ message: BOARD_ORDER_MISMATCH });
    expect((await publicGet('/api/artist/boards')).json().boards.map((b: { slug: string }) => b.slug)).toEqual(['men', 'women']);

    // Cards list their boards in board order.
    const ben = ((await publicGet('/api/artist/getAll')).json() as { urlName: string; boards: string[] }[]).find((c) => c.urlName === 'board-ben');
    expect(ben?.boards).toEqual(['men', 'women']);
  });

  it('deletes a board and keeps its artists; an unknown board is a 404', async () => {
    const res = await inject('DELETE', `/api/admin/boards/${women.id}`);
    expect(res.statusCode).toBe(204);
    expect((await inject('DELETE', `/api/admin/boards/${women.id}`)).statusCode).toBe(404);
    expect((await inject('PUT', `/api/admin/boards/${women.id}`, { slug: 'w', korName: '여', engName: 'W' })).statusCode).toBe(404);
    const cards = (await publicGet('/api/artist/getAll')).json() as { urlName: string; boards: string[] }[];
    expect(cards.find((c) => c.urlName === 'board-anna')?.boards).toEqual([]);
    const rows = await app.t.database.handle.db.selectFrom('artist_boards').select('board_id').where('board_id', '=', women.id).execute();
    expect(rows).toEqual([]);
  });

  it('deleting an artist takes it off its boards', async () => {
    expect((await inject('DELETE', '/api/admin/deleteArtist/board-ben')).statusCode).toBe(200);
    const admin = (await inject('GET', '/api/admin/boards')).json() as AdminBoard[];
    expect(admin.find((b) => b.slug === 'men')?.artistCount).toBe(0);
  });

  it('board calls need an admin token', async () => {
    for (const [method, url] of [['GET', '/api/admin/boards'], ['POST', '/api/admin/boards'], ['PUT', '/api/admin/boards/order'], ['DELETE', `/api/admin/boards/${men.id}`]] as const) {
      expect((await app.t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});

describe('board membership and the board order leave content versions alone (decision 106)', () => {
  type ForEdit = { version: number; priority: number; boardIds: number[] } & Record<string, unknown>;
  const forEdit = async (urlName: string) => (await inject('GET', `/api/artist/getDetailsForEdit/${urlName}`)).json() as ForEdit;
  /** The edit form's save body: the artist as read, with `changes`, and what the form loaded. */
  const saveBody = (read: ForEdit, changes: Record<string, unknown>) => {
    const { boardIds, views: _v, isHidden: _h, version: _ver, id: _id, polaroidCount: _c, ...rest } = read;
    return { ...rest, boardIds, ...changes, loaded: { priority: read.priority, boardIds } };
  };

  it('boards changed on one form leave the version: a colleague\'s form opened before saves and keeps them', async () => {
    const red = await createBoard('m-red', '빨강', 'RED');
    const blue = await createBoard('m-blue', '파랑', 'BLUE');
    await createArtist('member-a', '170', [red.id]);
    const mine = await forEdit('member-a');
    const colleague = await forEdit('member-a');

    const boardsOnly = await inject('PUT', '/api/admin/updateArtist/member-a', saveBody(mine, { boardIds: [red.id, blue.id] }), { 'if-match': ifMatchOf(mine.version) });
    expect(boardsOnly.statusCode, boardsOnly.body).toBe(200);
    expect(await forEdit('member-a')).toMatchObject({ version: mine.version, boardIds: [red.id, blue.id].sort((a, b) => a - b) });

    // The colleague typed a career on the form read before: saved, and the boards stay as the first save left them.
    const content = await inject('PUT', '/api/admin/updateArtist/member-a', saveBody(colleague, { career: '동료의 경력' }), { 'if-match': ifMatchOf(colleague.version) });
    expect(content.statusCode, content.body).toBe(200);
    expect(await forEdit('member-a')).toMatchObject({ version: colleague.version + 1, career: '동료의 경력', boardIds: [red.id, blue.id].sort((a, b) => a - b) });

    // Boards changed on a form read before another boards change: that change is applied to the stored boards.
    const latest = await forEdit('member-a');
    const third = await forEdit('member-a');
    expect((await inject('PUT', '/api/admin/updateArtist/member-a', saveBody(latest, { boardIds: [blue.id] }), { 'if-match': ifMatchOf(latest.version) })).statusCode).toBe(200);
    const green = await createBoard('m-green', '초록', 'GREEN');
    const added = await inject('PUT', '/api/admin/updateArtist/member-a', saveBody(third, { boardIds: [...third.boardIds, green.id] }), { 'if-match': ifMatchOf(third.version) });
    expect(added.statusCode, added.body).toBe(200);
    expect(await forEdit('member-a')).toMatchObject({ version: latest.version, boardIds: [blue.id, green.id].sort((a, b) => a - b) });
  });

  it('a board order leaves the boards\' versions (a rename opened before saves); a save on an older order is a 409', async () => {
    const boards = (await inject('GET', '/api/admin/boards')).json() as AdminBoard[];
    const renaming = boards[0]!;
    const reversed = boards.map((b) => b.id).reverse();
    const order = await inject('PUT', '/api/admin/boards/order', { ids: reversed }, { 'if-match': ifMatchOf(renaming.orderVersion) });
    expect(order.statusCode, order.body).toBe(200);
    const ordered = order.json() as AdminBoard[];
    expect(ordered.map((b) => b.id)).toEqual(reversed);
    expect(ordered.map((b) => [b.id, b.version])).toEqual([...boards].reverse().map((b) => [b.id, b.version]));
    expect(ordered[0]!.orderVersion).toBe(renaming.orderVersion + 1);

    const renamed = await inject('PUT', `/api/admin/boards/${renaming.id}`, { slug: renaming.slug, korName: '새 이름', engName: renaming.engName, isHidden: renaming.isHidden }, { 'if-match': ifMatchOf(renaming.version) });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ korName: '새 이름', priority: reversed.length - 1, version: renaming.version + 1 });
    // Saved again as it is: nothing changed, the version stays.
    const unchanged = await inject('PUT', `/api/admin/boards/${renaming.id}`, { slug: renaming.slug, korName: '새 이름', engName: renaming.engName, isHidden: renaming.isHidden }, { 'if-match': ifMatchOf(renaming.version + 1) });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json()).toMatchObject({ version: renaming.version + 1 });

    const stale = await inject('PUT', '/api/admin/boards/order', { ids: boards.map((b) => b.id) }, { 'if-match': ifMatchOf(renaming.orderVersion) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: BOARD_ORDER_STALE });
    expect(((await inject('GET', '/api/admin/boards')).json() as AdminBoard[]).map((b) => b.id)).toEqual(reversed);
  });
});
