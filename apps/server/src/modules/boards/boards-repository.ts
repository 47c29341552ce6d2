import { type Insertable, type Updateable } from 'kysely';
import type { DbOrTx } from '../../db/database';
import { bumpVersion, claimVersion } from '../../db/edit-version';
import { lockAllRows, readOrderVersion, writeRowOrder } from '../../db/row-order';
import type { BoardsTable } from '../../db/schema';

/** Kysely queries of the roster's boards and of which artists are on them. No rules here. */

export type BoardInsert = Insertable<BoardsTable>;
export type BoardUpdate = Updateable<BoardsTable>;

/** Every board in its order (priority, then id), with its number of artists. */
export function listBoards(db: DbOrTx) {
  return db
    .selectFrom('boards')
    .selectAll('boards')
    .select((eb) => eb.selectFrom('artist_boards').select(eb.fn.countAll<number>().as('n')).whereRef('artist_boards.board_id', '=', 'boards.id').as('artist_count'))
    .orderBy('priority')
    .orderBy('id')
    .execute();
}

export type BoardRow = Awaited<ReturnType<typeof listBoards>>[number];

export function findBoard(db: DbOrTx, id: number) {
  return db.selectFrom('boards').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findBoardIdBySlug(db: DbOrTx, slug: string) {
  return db.selectFrom('boards').select('id').where('slug', '=', slug).executeTakeFirst();
}

/** The place after the last board. */
export async function nextPriority(db: DbOrTx): Promise<number> {
  const row = await db.selectFrom('boards').select((eb) => eb.fn.max('priority').as('top')).executeTakeFirst();
  return row?.top === null || row?.top === undefined ? 0 : Number(row.top) + 1;
}

export async function insertBoard(db: DbOrTx, values: BoardInsert): Promise<number> {
  const row = await db.insertInto('boards').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBoard(db: DbOrTx, id: number, values: BoardUpdate): Promise<void> {
  await db.updateTable('boards').set(values).where('id', '=', id).execute();
}

export async function deleteBoard(db: DbOrTx, id: number): Promise<void> {
  await db.deleteFrom('artist_boards').where('board_id', '=', id).execute();
  await db.deleteFrom('boards').where('id', '=', id).execute();
}

/** Moves the board's version on if it is `expected` (db/edit-version.ts). */
export const bumpBoardVersion = (db: DbOrTx, id: number, expected: number | null | undefined, now: string) => bumpVersion(db, 'boards', id, expected, now);

/** Checks the board's version is `expected` without moving it, locking its row (db/edit-version.ts). */
export const claimBoardVersion = (db: DbOrTx, id: number, expected: number | null | undefined) => claimVersion(db, 'boards', id, expected);

/** The artists on a board, by id. */
export async function artistIdsOnBoard(db: DbOrTx, boardId: number): Promise<number[]> {
  const rows = await db.selectFrom('artist_boards').select('artist_id').where('board_id', '=', boardId).orderBy('artist_id').execute();
  return rows.map((r) => r.artist_id);
}

/** Makes the board's artists exactly those of `artistIds` that are still artists (a restore: decision 105). */
export async function replaceBoardArtists(db: DbOrTx, boardId: number, artistIds: number[]): Promise<void> {
  const artists = await db.selectFrom('artists').select('id').where('id', 'in', [0, ...artistIds]).execute();
  await db.deleteFrom('artist_boards').where('board_id', '=', boardId).execute();
  if (artists.length > 0) await db.insertInto('artist_boards').values(artists.map((a) => ({ artist_id: a.id, board_id: boardId }))).execute();
}

/** Which of `ids` are boards. */
export async function existingBoardIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('boards').select('id').where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

/** Priorities 0, 1, 2, ... in the order of `ids`, whatever the board order's version (a restore; db/row-order.ts). */
export const writeOrder = (db: DbOrTx, ids: number[]) => writeRowOrder(db, 'boards', ids);

/** The same if the board order's version is still `expected`: its new version, or undefined (db/row-order.ts). */
export const saveOrder = (db: DbOrTx, ids: number[], expected: number | null | undefined) => writeRowOrder(db, 'boards', ids, expected);

/** The board order's own version (decision 106). */
export const boardOrderVersion = (db: DbOrTx) => readOrderVersion(db, 'boards');

/** Every board's id, locked for the transaction (db/row-order.ts). */
export const lockBoards = (db: DbOrTx) => lockAllRows(db, 'boards');

/** The boards an artist is on (hidden ones too). */
export async function boardIdsOfArtist(db: DbOrTx, artistId: number): Promise<number[]> {
  const rows = await db.selectFrom('artist_boards').select('board_id').where('artist_id', '=', artistId).orderBy('board_id').execute();
  return rows.map((r) => r.board_id);
}

/** Makes the artist's boards exactly `boardIds`. */
export async function replaceArtistBoards(db: DbOrTx, artistId: number, boardIds: number[]): Promise<void> {
  await db.deleteFrom('artist_boards').where('artist_id', '=', artistId).execute();
  const unique = [...new Set(boardIds)];
  if (unique.length > 0) await db.insertInto('artist_boards').values(unique.map((board_id) => ({ board_id, artist_id: artistId }))).execute();
}

/** The slugs of the visible boards of every artist on one, in board order, by artist id. */
export async function visibleBoardSlugsByArtist(db: DbOrTx): Promise<Map<number, string[]>> {
  const rows = await db
    .selectFrom('artist_boards')
    .innerJoin('boards', 'boards.id', 'artist_boards.board_id')
    .select(['artist_boards.artist_id as artistId', 'boards.slug as slug'])
    .where('boards.is_hidden', '=', 0)
    .orderBy('boards.priority')
    .orderBy('boards.id')
    .execute();
  const slugs = new Map<number, string[]>();
  for (const row of rows) slugs.set(row.artistId, [...(slugs.get(row.artistId) ?? []), row.slug]);
  return slugs;
}

/** Board ids of every artist, by artist id (the admin's roster). */
export async function boardIdsByArtist(db: DbOrTx): Promise<Map<number, number[]>> {
  const rows = await db.selectFrom('artist_boards').select(['artist_id', 'board_id']).orderBy('board_id').execute();
  const ids = new Map<number, number[]>();
  for (const row of rows) ids.set(row.artist_id, [...(ids.get(row.artist_id) ?? []), row.board_id]);
  return ids;
}
