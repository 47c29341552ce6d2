import {
  BOARD_NOT_FOUND,
  BOARD_ORDER_MISMATCH,
  BOARD_SLUG_TAKEN,
  BOARD_UNKNOWN_IDS,
  type AdminBoard,
  type PublicBoard,
  type boardInputSchema,
} from '@agency/contract/boards';
import { EDIT_CONFLICT } from '@agency/contract/edit-version';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Actor } from '../audit/audit-kind';
import type { AuditLog } from '../audit/audit-log';
import { BOARD_ORDER_KEY, boardKind, boardOrderKind } from './board-audit';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation, translateDatabaseError } from '../../db/database-errors';
import type { ExpectedVersion } from '../artists/artists-service';
import * as repo from './boards-repository';

export type BoardInputValue = z.output<typeof boardInputSchema>;

function toAdminBoard(row: repo.BoardRow): AdminBoard {
  return {
    id: row.id,
    slug: row.slug,
    korName: row.kor_name,
    engName: row.eng_name,
    priority: row.priority,
    isHidden: Number(row.is_hidden) === 1,
    artistCount: Number(row.artist_count ?? 0),
    version: row.version,
  };
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
    const row = (await repo.listBoards(dbOrTx)).find((b) => b.id === id);
    if (!row) throw new NotFoundError(BOARD_NOT_FOUND);
    return toAdminBoard(row);
  }

  /** Moves the board's version on if it is still `expected`, locking its row: 404 when gone, 409 when changed. */
  async function claimEdit(trx: DbOrTx, id: number, expected: ExpectedVersion, now: string): Promise<void> {
    if ((await repo.bumpBoardVersion(trx, id, expected, now)) !== undefined) return;
    if (!(await repo.findBoard(trx, id))) throw new NotFoundError(BOARD_NOT_FOUND);
    throw new ConflictError(EDIT_CONFLICT);
  }

  async function assertSlugFree(dbOrTx: DbOrTx, slug: string, ownId?: number): Promise<void> {
    const existing = await repo.findBoardIdBySlug(dbOrTx, slug);
    if (existing && existing.id !== ownId) throw new ConflictError(BOARD_SLUG_TAKEN);
  }

  return {
    async listForAdmin(): Promise<AdminBoard[]> {
      return (await repo.listBoards(db)).map(toAdminBoard);
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
          await claimEdit(trx, id, expected, now);
          const change = await audit.begin(trx, boardKind, String(id));
          await assertSlugFree(trx, input.slug, id);
          await repo.updateBoard(trx, id, { slug: input.slug, kor_name: input.korName, eng_name: input.engName, is_hidden: input.isHidden ? 1 : 0 });
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

    /** `ids` must be every board once (409 when a board was added or deleted meanwhile). */
    order(ids: number[], actor: Actor): Promise<AdminBoard[]> {
      return inTransaction(db, async (trx) => {
        // The order's name first, then its rows, as a restore of it takes them (docs/decisions/091).
        const change = await audit.begin(trx, boardOrderKind, BOARD_ORDER_KEY);
        const current = await repo.lockBoards(trx);
        const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
        if (!same) throw new ConflictError(BOARD_ORDER_MISMATCH);
        await repo.writeOrder(trx, ids, clock.now().toISOString());
        await change.record(actor, 'board.order');
        return (await repo.listBoards(trx)).map(toAdminBoard);
      });
    },
  };
}

export type BoardsService = ReturnType<typeof createBoardsService>;
