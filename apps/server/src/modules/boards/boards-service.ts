import {
  BOARD_NOT_FOUND,
  BOARD_ORDER_MISMATCH,
  BOARD_ORDER_STALE,
  BOARD_SLUG_TAKEN,
  BOARD_UNKNOWN_IDS,
  type AdminBoard,
  type PublicBoard,
  type boardInputSchema,
} from '@agency/contract/boards';
import { EDIT_CONFLICT } from '@agency/contract/edit-version';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Actor } from '../audit/audit-kind';
import { restoredOrder } from '../audit/order-kind';
import type { AuditLog } from '../audit/audit-log';
import { BOARD_ORDER_KEY, boardKind, boardOrderKind, type BoardState } from './board-audit';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation, translateDatabaseError } from '../../db/database-errors';
import type { ExpectedVersion } from '../../lib/if-match';
import * as repo from './boards-repository';

/** The boards each artist is on (the artists module reads and writes them through these). */
export { boardIdsByArtist, boardIdsOfArtist, existingBoardIds, replaceArtistBoards, visibleBoardSlugsByArtist } from './boards-repository';

export type BoardInputValue = z.output<typeof boardInputSchema>;

function toAdminBoard(row: repo.BoardRow, orderVersion: number): AdminBoard {
  return {
    id: row.id,
    slug: row.slug,
    korName: row.kor_name,
    engName: row.eng_name,
    priority: row.priority,
    isHidden: Number(row.is_hidden) === 1,
    artistCount: Number(row.artist_count ?? 0),
    version: row.version,
    orderVersion,
  };
}

/** Every board in its order, with the order's own version (decision 106). */
async function adminBoards(dbOrTx: DbOrTx): Promise<AdminBoard[]> {
  const [rows, orderVersion] = await Promise.all([repo.listBoards(dbOrTx), repo.boardOrderVersion(dbOrTx)]);
  return rows.map((row) => toAdminBoard(row, orderVersion));
}

/** A concurrent writer may take the slug between our check and our write: the unique index answers 409 too. */
const slugTakenAs409 = <T>(work: () => Promise<T>) => translateDatabaseError(work, isUniqueViolation, () => new ConflictError(BOARD_SLUG_TAKEN));

/** Throws 400 unless every id names a board (an artist's boards as the admin sent them). */
export async function assertBoardsExist(db: DbOrTx, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if ((await repo.existingBoardIds(db, unique)).length !== unique.length) throw new BadRequestError(BOARD_UNKNOWN_IDS);
}

/** The roster's boards (decision 079): the admin's list and edits, and the visible ones for the public pages. */
export function createBoardsService(deps: { db: Db; clock: Clock; audit: AuditLog }) {
  const { db, clock, audit } = deps;

  async function adminBoard(dbOrTx: DbOrTx, id: number): Promise<AdminBoard> {
    const board = (await adminBoards(dbOrTx)).find((b) => b.id === id);
    if (!board) throw new NotFoundError(BOARD_NOT_FOUND);
    return board;
  }

  /** Moves the board's version on if it is still `expected`, locking its row: 404 when gone, 409 when changed. */
  async function claimEdit(trx: DbOrTx, id: number, expected: ExpectedVersion, now: string): Promise<void> {
    if ((await repo.bumpBoardVersion(trx, id, expected, now)) !== undefined) return;
    if (!(await repo.findBoard(trx, id))) throw new NotFoundError(BOARD_NOT_FOUND);
    throw new ConflictError(EDIT_CONFLICT);
  }

  /**
   * Checks the board's version is still `expected` without moving it, locking its row (404 when gone, 409 when
   * changed): its stored row, for a save that moves the version only if it changes the board (decision 106).
   */
  async function claimUnmoved(trx: DbOrTx, id: number, expected: ExpectedVersion) {
    const version = await repo.claimBoardVersion(trx, id, expected);
    const stored = await repo.findBoard(trx, id);
    if (!stored) throw new NotFoundError(BOARD_NOT_FOUND);
    if (version === undefined) throw new ConflictError(EDIT_CONFLICT);
    return stored;
  }

  async function assertSlugFree(dbOrTx: DbOrTx, slug: string, ownId?: number): Promise<void> {
    const existing = await repo.findBoardIdBySlug(dbOrTx, slug);
    if (existing && existing.id !== ownId) throw new ConflictError(BOARD_SLUG_TAKEN);
  }

  /** An edit's write of a board (a restore writes through it too, decision 105): its address must be free. */
  async function writeBoard(trx: DbOrTx, id: number, input: BoardInputValue): Promise<void> {
    await assertSlugFree(trx, input.slug, id);
    await repo.updateBoard(trx, id, { slug: input.slug, kor_name: input.korName, eng_name: input.engName, is_hidden: input.isHidden ? 1 : 0 });
  }

  return {
    listForAdmin(): Promise<AdminBoard[]> {
      return adminBoards(db);
    },

    /** The visible boards in their order. */
    async listVisible(): Promise<PublicBoard[]> {
      const rows = await repo.listBoards(db);
      return rows.filter((b) => Number(b.is_hidden) === 0).map((b) => ({ slug: b.slug, korName: b.kor_name, engName: b.eng_name }));
    },

    create(input: BoardInputValue, actor: Actor): Promise<AdminBoard> {
      const now = clock.now().toISOString();
      return slugTakenAs409(() =>
        inTransaction(db, async (trx) => {
          await assertSlugFree(trx, input.slug);
          const change = await audit.begin(trx, boardKind, null);
          const id = await repo.insertBoard(trx, {
            slug: input.slug,
            kor_name: input.korName,
            eng_name: input.engName,
            is_hidden: input.isHidden ? 1 : 0,
            priority: await repo.nextPriority(trx),
            created_at: now,
            updated_at: now,
          });
          await change.record(actor, 'board.create', { key: String(id) });
          return adminBoard(trx, id);
        }),
      );
    },

    update(id: number, input: BoardInputValue, actor: Actor, expected?: ExpectedVersion): Promise<AdminBoard> {
      const now = clock.now().toISOString();
      return slugTakenAs409(() =>
        inTransaction(db, async (trx) => {
          const stored = await claimUnmoved(trx, id, expected);
          const change = await audit.begin(trx, boardKind, String(id));
          await writeBoard(trx, id, input);
          // A save that changes nothing leaves the version: a colleague's form opened before still saves (decision 106).
          const same = stored.slug === input.slug && stored.kor_name === input.korName && stored.eng_name === input.engName && Number(stored.is_hidden) === (input.isHidden ? 1 : 0);
          if (!same) await repo.bumpBoardVersion(trx, id, undefined, now);
          await change.record(actor, 'board.update');
          return adminBoard(trx, id);
        }),
      );
    },

    /** The board goes; its artists stay (on the roster and their other boards). */
    delete(id: number, actor: Actor, expected?: ExpectedVersion): Promise<void> {
      return inTransaction(db, async (trx) => {
        await claimEdit(trx, id, expected, clock.now().toISOString());
        const change = await audit.begin(trx, boardKind, String(id));
        await repo.deleteBoard(trx, id);
        await change.record(actor, 'board.delete');
      });
    },

    /**
     * Puts a board back to a state of its history, in the restore's transaction (decision 105): an edit's write (its
     * version moves on, its address must be free), a deleted board back under its id, a delete for "before it was
     * created"; with its place and those of its artists still there.
     */
    async restore(trx: Tx, key: string, state: BoardState | null): Promise<void> {
      const id = Number(key);
      const now = clock.now().toISOString();
      const exists = (await repo.findBoard(trx, id)) !== undefined;
      if (state === null) {
        if (exists) await repo.deleteBoard(trx, id);
        return;
      }
      if (exists) {
        await claimEdit(trx, id, undefined, now);
        await writeBoard(trx, id, state);
        await repo.updateBoard(trx, id, { priority: state.priority });
      } else {
        await assertSlugFree(trx, state.slug);
        const values = { slug: state.slug, kor_name: state.korName, eng_name: state.engName, is_hidden: state.isHidden ? 1 : 0, priority: state.priority };
        await repo.insertBoard(trx, { ...values, id, created_at: now, updated_at: now });
      }
      await repo.replaceBoardArtists(trx, id, state.artistIds);
    },

    /** Puts the boards back to an order of their history (decision 105): the listed boards first, those added since after. */
    async restoreOrder(trx: Tx, _key: string, ids: number[] | null): Promise<void> {
      if (ids === null) return;
      // The order save's own write: its version moves on (an order opened before gets its 409, decision 106).
      await repo.writeOrder(trx, restoredOrder(ids, (await repo.listBoards(trx)).map((b) => b.id)));
    },

    /**
     * `ids` must be every board once (409 when a board was added or deleted meanwhile), and `expected` the board
     * order's version the list was read at (409 when another order was saved since; any when left out). The boards'
     * own versions stay: a rename opened before saves (decision 106).
     */
    order(ids: number[], actor: Actor, expected?: ExpectedVersion): Promise<AdminBoard[]> {
      return inTransaction(db, async (trx) => {
        // The order's name first, then its rows, as a restore of it takes them (docs/decisions/091).
        const change = await audit.begin(trx, boardOrderKind, BOARD_ORDER_KEY);
        const current = await repo.lockBoards(trx);
        const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
        if (!same) throw new ConflictError(BOARD_ORDER_MISMATCH);
        if ((await repo.saveOrder(trx, ids, expected)) === undefined) throw new ConflictError(BOARD_ORDER_STALE);
        await change.record(actor, 'board.order');
        return adminBoards(trx);
      });
    },
  };
}

export type BoardsService = ReturnType<typeof createBoardsService>;
