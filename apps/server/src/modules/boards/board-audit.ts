import type { AuditKind } from '../audit/audit-kind';
import { orderKind } from '../audit/order-kind';
import { rosterPublicPaths } from '../purge/public-urls';
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

/** A board by id; a restore of a deleted board brings it back under its id with those of its artists still there. */
export const boardKind: AuditKind<BoardState> = {
  type: 'board',
  table: 'boards',
  async snapshot(trx, key) {
    const row = await repo.findBoard(trx, Number(key));
    if (!row) return null;
    return {
      slug: row.slug,
      korName: row.kor_name,
      engName: row.eng_name,
      isHidden: Number(row.is_hidden) === 1,
      priority: row.priority,
      artistIds: await repo.artistIdsOnBoard(trx, row.id),
    };
  },
  label: (state) => `${state.korName} (${state.slug})`,
  // A board is a tab and a filter of the roster.
  publicPaths: rosterPublicPaths,
  // Restored by its service's writes: BoardsService.restore.
  restorable: true,
};

/** The one board-order target's key. */
export const BOARD_ORDER_KEY = 'boards';

/** The boards' order (their tabs on the roster). */
export const boardOrderKind = orderKind({
  type: 'board-order',
  label: '보드 순서',
  publicPaths: rosterPublicPaths,
  ids: async (trx) => (await repo.listBoards(trx)).map((b) => b.id),
});
