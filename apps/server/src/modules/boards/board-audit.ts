import { BOARD_SLUG_TAKEN } from '@agency/contract/boards';
import { ConflictError } from '../../errors';
import type { AuditKind } from '../audit/audit-kind';
import { orderKind } from '../audit/order-kind';
import * as repo from './boards-repository';

/** What the history keeps of a board: its names, address, visibility, place and artists. */
export interface BoardState {
  slug: string;
  korName: string;
  engName: string;
  isHidden: boolean;
  priority: number;
  artistIds: number[];
}

/** A board by id; restoring a deleted board brings it back under its id with those of its artists still there. */
export const boardKind: AuditKind<BoardState> = {
  type: 'board',
  table: 'boards',
  async snapshot(trx, key) {
    const row = await trx.selectFrom('boards').selectAll().where('id', '=', Number(key)).executeTakeFirst();
    if (!row) return null;
    const artists = await trx.selectFrom('artist_boards').select('artist_id').where('board_id', '=', row.id).orderBy('artist_id').execute();
    return {
      slug: row.slug,
      korName: row.kor_name,
      engName: row.eng_name,
      isHidden: Number(row.is_hidden) === 1,
      priority: row.priority,
      artistIds: artists.map((a) => a.artist_id),
    };
  },
  label: (state) => `${state.korName} (${state.slug})`,
  async restore(trx, key, state, { now }) {
    const id = Number(key);
    const exists = (await repo.findBoard(trx, id)) !== undefined;
    if (state === null) {
      if (exists) await repo.deleteBoard(trx, id);
      return;
    }
    const taken = await repo.findBoardIdBySlug(trx, state.slug);
    if (taken && taken.id !== id) throw new ConflictError(BOARD_SLUG_TAKEN);
    const values = { slug: state.slug, kor_name: state.korName, eng_name: state.engName, is_hidden: state.isHidden ? 1 : 0, priority: state.priority };
    if (exists) {
      await repo.bumpBoardVersion(trx, id, undefined, now);
      await repo.updateBoard(trx, id, values);
    } else {
      await repo.insertBoard(trx, { ...values, id, created_at: now, updated_at: now });
    }
    const artists = await trx.selectFrom('artists').select('id').where('id', 'in', [0, ...state.artistIds]).execute();
    await trx.deleteFrom('artist_boards').where('board_id', '=', id).execute();
    if (artists.length > 0) await trx.insertInto('artist_boards').values(artists.map((a) => ({ artist_id: a.id, board_id: id }))).execute();
  },
};

/** The one board-order target's key. */
export const BOARD_ORDER_KEY = 'boards';

/** The boards' order (their tabs on the roster). */
export const boardOrderKind = orderKind({
  type: 'board-order',
  label: '보드 순서',
  ids: async (trx) => (await repo.listBoards(trx)).map((b) => b.id),
  write: repo.writeOrder,
});
