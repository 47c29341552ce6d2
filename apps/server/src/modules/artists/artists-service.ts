import { EDIT_CONFLICT } from '@agency/contract/edit-version';
import {
  ARTIST_ORDER_MISMATCH,
  ARTIST_ORDER_STALE,
  URL_NAME_TAKEN,
  type ArtistCard,
  type ArtistDetail,
  type ArtistForEdit,
  type ArtistPolaroids,
  type ArtistManagementItem,
  type VisibilityResponse,
  type createArtistSchema,
  type updateArtistSchema,
} from '@agency/contract/artists';
import { artistFieldsFromColumns } from '@agency/contract/artist-fields';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { isUniqueViolation, translateDatabaseError } from '../../db/database-errors';
import { inTransaction } from '../../db/transaction';
import type { CounterWrites } from '../../db/counter-writes';
import { ConflictError, NotFoundError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { ExpectedVersion } from '../../lib/if-match';
import { yearMonthIn } from '../../lib/year-month';
import type { MediaGuard } from '../media/media-guard';
import * as repo from './artists-repository';
import { compCardImagesOf, toColumns } from './artist-columns';
import { artistKind, ROSTER_KEY, rosterKind, type ArtistState } from './artist-audit';
import type { PhotoRefs } from '../applications/application-photo-refs';
import type { Actor, RestoreContext } from '../audit/audit-kind';
import { restoredOrder } from '../audit/order-kind';
import type { AuditLog } from '../audit/audit-log';
import { assertBoardsExist, boardIdsByArtist, boardIdsOfArtist, existingBoardIds, replaceArtistBoards, visibleBoardSlugsByArtist } from '../boards/boards-service';

export type CreateArtistInput = z.output<typeof createArtistSchema>;
export type UpdateArtistInput = z.output<typeof updateArtistSchema>;

export const ARTIST_NOT_FOUND = '아티스트를 찾을 수 없습니다.';
export const ARTIST_CREATED = '아티스트가 등록되었습니다.';
export const ARTIST_UPDATED = '아티스트 정보가 수정되었습니다.';
export const ARTIST_DELETED = '아티스트가 삭제되었습니다.';

/** Spellings of a URL name to look up: as given, then trimmed and lower-cased (how the server stores them). */
function urlNameCandidates(urlName: string): string[] {
  const normalized = urlName.trim().toLowerCase();
  return normalized === urlName ? [urlName] : [urlName, normalized];
}

const toImages = (rows: repo.DetailRow[]) => rows.map((i) => ({ id: i.id, priority: i.priority, imageUrl: i.url }));

function toDetail(row: repo.ArtistRow, images: repo.DetailRow[], videos: repo.DetailRow[], polaroids: repo.DetailRow[]): ArtistDetail {
  return {
    id: row.id,
    priority: row.priority,
    ...artistFieldsFromColumns(row),
    detailImages: toImages(images),
    detailVideos: videos.map((v) => ({ id: v.id, priority: v.priority, videoUrl: v.url })),
    polaroidCount: polaroids.length,
    polaroidsTakenOn: row.polaroids_taken_on,
  };
}

async function assertUrlNameFree(db: DbOrTx, urlName: string, ownId?: number): Promise<void> {
  const existing = await repo.findIdByUrlName(db, urlName);
  if (existing && existing.id !== ownId) throw new ConflictError(URL_NAME_TAKEN);
}

/** A concurrent writer may take the name between our check and our write: the unique index answers 409 too. */
const mapUniqueViolation = <T>(work: () => Promise<T>) => translateDatabaseError(work, isUniqueViolation, () => new ConflictError(URL_NAME_TAKEN));

/**
 * What an artist's version covers (decision 106): its state without its place in the roster, its boards and its
 * visibility, which have checks of their own and which its edit form does not hold as content.
 */
function contentOf(state: ArtistState | null): string {
  if (state === null) return 'null';
  const { priority: _priority, boardIds: _boardIds, isHidden: _isHidden, loaded: _loaded, ...content } = state;
  return JSON.stringify(content);
}

/** The boards after a save that changed them from `loaded` to `sent`: the same change applied to the stored ones. */
function boardsAfter(stored: number[], loaded: number[], sent: number[]): number[] {
  const removed = loaded.filter((id) => !sent.includes(id));
  const added = sent.filter((id) => !loaded.includes(id));
  return [...new Set([...stored.filter((id) => !removed.includes(id)), ...added])].sort((a, b) => a - b);
}

const sameSet = (a: number[], b: number[]) => new Set(a).size === new Set(b).size && a.every((id) => b.includes(id));

export type { ArtistRow } from './artists-repository';
export { compCardImagesOf } from './artist-columns';

export function createArtistsService(deps: {
  db: Db;
  clock: Clock;
  statsTimeZone: string;
  counterWrites: CounterWrites;
  media: MediaGuard;
  audit: AuditLog;
  /** A draft's application photos, copied to public media when the artist is shown (decision 093). */
  photos: Pick<PhotoRefs, 'has' | 'publish' | 'remove'>;
}) {
  const { db, clock, statsTimeZone, counterWrites, media, audit, photos } = deps;

  /**
   * A shown artist never names an application photo: before a save that shows it, they are copied to public media
   * (outside the transaction: the store may be slow) and the save names the copies (application-photo-refs.ts).
   */
  async function publishPhotos<T extends { urlName: string; compCardImages?: string[] }>(value: T): Promise<{ value: T; keys: string[] }> {
    const published = await photos.publish(value, `artists/${value.urlName}`);
    // A photo whose application was deleted meanwhile is dropped (''), from the comp card's picks too.
    const picks = published.value.compCardImages;
    return picks ? { ...published, value: { ...published.value, compCardImages: picks.filter((url) => url !== '') } } : published;
  }

  /** When the save that named them fails, its copies go again. */
  const removingCopies = (keys: string[]) => async (error: unknown): Promise<never> => {
    await photos.remove(keys);
    throw error;
  };

  async function loadLists(dbOrTx: DbOrTx, id: number) {
    return Promise.all(
      (['artist_detail_images', 'artist_detail_videos', 'artist_polaroids'] as const).map((table) => repo.listDetailItems(dbOrTx, table, id)),
    ) as Promise<[repo.DetailRow[], repo.DetailRow[], repo.DetailRow[]]>;
  }

  async function loadDetail(dbOrTx: DbOrTx, row: repo.ArtistRow): Promise<ArtistDetail & { polaroids: ReturnType<typeof toImages> }> {
    const [images, videos, polaroids] = await loadLists(dbOrTx, row.id);
    return { ...toDetail(row, images, videos, polaroids), polaroids: toImages(polaroids) };
  }

  type CardColumns = Pick<repo.ArtistRow, 'id' | 'url_name' | 'kor_name' | 'eng_name' | 'main_image' | 'priority'>;
  const cardFields = (r: CardColumns) => ({ id: r.id, urlName: r.url_name, korName: r.kor_name, engName: r.eng_name, mainImage: r.main_image, priority: r.priority });

  /** A visible artist (404 for a hidden or unknown one). */
  async function findVisibleOrThrow(urlName: string): Promise<repo.ArtistRow> {
    const row = await repo.findByUrlName(db, urlNameCandidates(urlName));
    if (!row || Number(row.is_hidden) === 1) throw new NotFoundError(ARTIST_NOT_FOUND);
    return row;
  }

  async function findOrThrow(dbOrTx: DbOrTx, urlName: string): Promise<repo.ArtistRow> {
    const row = await repo.findByUrlName(dbOrTx, urlNameCandidates(urlName));
    if (!row) throw new NotFoundError(ARTIST_NOT_FOUND);
    return row;
  }

  /**
   * The first write of every edit transaction: checks the artist's version is still `expected`, which also locks
   * its row before any of its images, videos or view rows (one lock order for every writer, so PostgreSQL never
   * deadlocks on them). An artist deleted meanwhile is a 404, another version a 409. The version moves on only when
   * the content does (moveVersionIfEdited, decision 106).
   */
  async function claimEdit(trx: DbOrTx, id: number, expected: ExpectedVersion): Promise<number> {
    const version = await repo.claimArtistVersion(trx, id, expected);
    if (version !== undefined) return version;
    if (!(await repo.existsById(trx, id))) throw new NotFoundError(ARTIST_NOT_FOUND);
    throw new ConflictError(EDIT_CONFLICT);
  }

  /**
   * After an edit's writes: moves the artist's version on if its content (contentOf) is not what it was `before`, and
   * answers the version it has now. A save that changed only the artist's place or boards, or nothing, leaves it, so a
   * colleague's edit form opened before still saves (decision 106).
   */
  async function moveVersionIfEdited(trx: DbOrTx, id: number, before: unknown, version: number, now: string): Promise<number> {
    const after = await artistKind.snapshot(trx, String(id));
    if (contentOf(before as ArtistState | null) === contentOf(after)) return version;
    return (await repo.bumpArtistVersion(trx, id, undefined, now)) ?? version;
  }

  /**
   * The priority and boards a save writes. Sent with what the form `loaded` (decision 106): a field left as loaded
   * keeps the stored value (a reorder or a board change meanwhile stays); a changed priority is a 409 when the stored
   * one changed too; changed boards are applied as the change they are (boards added, boards removed) to the stored
   * ones. Without `loaded`, both as sent.
   */
  async function placeAndBoards(trx: DbOrTx, existing: repo.ArtistRow, input: UpdateArtistInput): Promise<{ priority: number; boardIds: number[] | undefined }> {
    const { loaded } = input;
    if (!loaded) return { priority: input.priority, boardIds: input.boardIds };
    let priority = existing.priority;
    if (input.priority !== loaded.priority) {
      if (existing.priority !== loaded.priority) throw new ConflictError(EDIT_CONFLICT);
      priority = input.priority;
    }
    const sent = input.boardIds ?? loaded.boardIds;
    if (sameSet(sent, loaded.boardIds)) return { priority, boardIds: undefined };
    return { priority, boardIds: boardsAfter(await boardIdsOfArtist(trx, existing.id), loaded.boardIds, sent) };
  }

  /** The artist's boards as sent; left out: unchanged. */
  async function writeBoards(trx: DbOrTx, artistId: number, boardIds: number[] | undefined): Promise<void> {
    if (boardIds === undefined) return;
    await assertBoardsExist(trx, boardIds);
    await replaceArtistBoards(trx, artistId, boardIds);
  }

  /**
   * The content write of an existing artist, after the edit's checks: every field, the lists as sent (polaroids left
   * out: unchanged) and the boards. An edit and a restore from the history both write through it (decision 105).
   */
  async function writeContent(trx: DbOrTx, id: number, input: UpdateArtistInput): Promise<void> {
    const { row, images, videos, polaroids } = toColumns(input);
    await media.holdFiles(trx, input);
    await assertUrlNameFree(trx, row.url_name, id);
    await repo.updateArtist(trx, id, row);
    await repo.replaceDetailItems(trx, 'artist_detail_images', id, images);
    await repo.replaceDetailItems(trx, 'artist_detail_videos', id, videos);
    if (polaroids) await repo.replaceDetailItems(trx, 'artist_polaroids', id, polaroids);
    await writeBoards(trx, id, input.boardIds);
  }

  /** A new artist's row and lists (a creation; a restore of a deleted artist, under its id): its id. */
  async function insertContent(trx: DbOrTx, input: UpdateArtistInput, options: { id?: number; hidden: boolean; now: string }): Promise<number> {
    const { row, images, videos, polaroids } = toColumns(input);
    await assertUrlNameFree(trx, row.url_name);
    await media.holdFiles(trx, input);
    const values = { ...row, views: 0, is_hidden: options.hidden ? 1 : 0, created_at: options.now, updated_at: options.now };
    const id = await repo.insertArtist(trx, options.id === undefined ? values : { ...values, id: options.id });
    await repo.replaceDetailItems(trx, 'artist_detail_images', id, images);
    await repo.replaceDetailItems(trx, 'artist_detail_videos', id, videos);
    await repo.replaceDetailItems(trx, 'artist_polaroids', id, polaroids ?? []);
    await writeBoards(trx, id, input.boardIds);
    return id;
  }

  async function listForManagement(): Promise<ArtistManagementItem[]> {
    const [rows, boards, orderVersion] = await Promise.all([repo.listAllForManagement(db), boardIdsByArtist(db), repo.rosterOrderVersion(db)]);
    return rows.map((r) => ({ ...cardFields(r), boardIds: boards.get(r.id) ?? [], isHidden: Number(r.is_hidden) === 1, version: r.version, orderVersion }));
  }

  return {
    async listVisible(): Promise<ArtistCard[]> {
      const [rows, boards] = await Promise.all([repo.listVisibleCards(db), visibleBoardSlugsByArtist(db)]);
      return rows.map((r) => ({ ...cardFields(r), boards: boards.get(r.id) ?? [], heightCm: r.height_cm === null ? null : Number(r.height_cm) }));
    },

    /**
     * The roster's order (issue 19): `ids` must be every artist once (409 when one was added or deleted meanwhile),
     * and `expected` the roster order's version the list was read at (409 when another order was saved since; any
     * when left out); priorities become 0, 1, 2, ... in one transaction. The artists keep their versions: an edit form
     * opened before saves, and leaves the new place as it is unless its priority field was changed (decision 106).
     */
    listForManagement,

    async order(ids: number[], actor: Actor, expected?: ExpectedVersion): Promise<ArtistManagementItem[]> {
      await inTransaction(db, async (trx) => {
        // The roster's name first, then its rows, as a restore of it takes them (docs/decisions/091).
        const change = await audit.begin(trx, rosterKind, ROSTER_KEY);
        const current = await repo.lockRoster(trx);
        const same = ids.length === current.length && new Set(ids).size === ids.length && current.every((id) => ids.includes(id));
        if (!same) throw new ConflictError(ARTIST_ORDER_MISMATCH);
        if ((await repo.saveOrder(trx, ids, expected)) === undefined) throw new ConflictError(ARTIST_ORDER_STALE);
        await change.record(actor, 'roster.order');
      });
      return listForManagement();
    },

    /** The artist's address name, hidden or not; undefined when there is no such artist. */
    urlNameOf: (id: number, dbOrTx: DbOrTx = db): Promise<string | undefined> => repo.findUrlNameById(dbOrTx, id),

    /** Whether an artist (hidden or not) has this address name. */
    isUrlNameTaken: async (urlName: string): Promise<boolean> => (await repo.findIdByUrlName(db, urlName)) !== undefined,

    /** The artist's row for its comp card (comp-cards module): a hidden one only with `includeHidden`, else 404. */
    async findForCompCard(urlName: string, { includeHidden = false } = {}): Promise<repo.ArtistRow> {
      return includeHidden ? findOrThrow(db, urlName) : findVisibleOrThrow(urlName);
    },

    /** The addresses of the artist's detail pictures, in their order. */
    detailImageUrls: async (id: number): Promise<string[]> => (await repo.listDetailItems(db, 'artist_detail_images', id)).map((item) => item.url),

    /** Public detail of a visible artist (404 for a hidden or unknown one). */
    async getPublicDetail(urlName: string): Promise<ArtistDetail> {
      const { polaroids: _polaroids, ...detail } = await loadDetail(db, await findVisibleOrThrow(urlName));
      return detail;
    },

    /** The polaroids of a visible artist (its page loads them when the POLAROIDS tab opens). */
    async getPolaroids(urlName: string): Promise<ArtistPolaroids> {
      const row = await findVisibleOrThrow(urlName);
      return { takenOn: row.polaroids_taken_on, polaroids: toImages(await repo.listDetailItems(db, 'artist_polaroids', row.id)) };
    },

    /**
     * Full profiles of these artists, hidden ones too, with their polaroids (a client package shows them): by id;
     * ids of no artist are left out.
     */
    async detailsByIds(ids: number[], dbOrTx: DbOrTx = db): Promise<Map<number, Awaited<ReturnType<typeof loadDetail>> & { isHidden: boolean }>> {
      const rows = await repo.findByIds(dbOrTx, ids);
      const details = await Promise.all(rows.map(async (row) => ({ ...(await loadDetail(dbOrTx, row)), isHidden: Number(row.is_hidden) === 1 })));
      return new Map(details.map((detail) => [detail.id, detail]));
    },

    /** One view of an artist, in this month and in total; an artist deleted meanwhile is skipped. */
    countView(artistId: number): Promise<void> {
      const { year, month } = yearMonthIn(clock.now(), statsTimeZone);
      return counterWrites.add(`view:${artistId}:${year}-${month}`, (tx, views) => repo.countView(tx, artistId, year, month, views));
    },

    async getForEdit(urlName: string): Promise<ArtistForEdit> {
      const row = await findOrThrow(db, urlName);
      const [detail, boardIds] = await Promise.all([loadDetail(db, row), boardIdsOfArtist(db, row.id)]);
      return { ...detail, views: Number(row.views), isHidden: Number(row.is_hidden) === 1, version: row.version, boardIds, compCardImages: compCardImagesOf(row) };
    },

    /** `hidden`: the artist starts hidden (a draft made from a model application, never public for a moment). */
    /**
     * `onCreated` runs in the same transaction with the new artist's id (a draft links its application there, so two
     * drafts of one application at once make one artist).
     */
    async create(
      given: CreateArtistInput,
      actor: Actor,
      { hidden = false, onCreated }: { hidden?: boolean; onCreated?: (trx: DbOrTx, artistId: number) => Promise<void> } = {},
    ): Promise<{ message: string; urlName: string }> {
      // A hidden draft keeps its application's photos private; a shown artist names public copies (decision 093).
      const { value: input, keys } = hidden ? { value: given, keys: [] } : await publishPhotos(given);
      const now = clock.now().toISOString();
      await media.checkNewFiles(input, undefined).catch(removingCopies(keys));
      return mapUniqueViolation(() =>
        inTransaction(db, async (trx) => {
          const change = await audit.begin(trx, artistKind, null);
          const id = await insertContent(trx, input, { hidden, now });
          await onCreated?.(trx, id);
          await change.record(actor, 'artist.create', { key: String(id) });
          return { message: ARTIST_CREATED, urlName: toColumns(input).row.url_name };
        }),
      ).catch(removingCopies(keys));
    },

    /** Replaces every field and both detail lists as sent; may rename the URL name. */
    async update(urlName: string, given: UpdateArtistInput, actor: Actor, expected?: ExpectedVersion): Promise<{ message: string; urlName: string }> {
      const stored = await findOrThrow(db, urlName);
      // A hidden artist's save keeps application photos private; a shown one's names public copies (decision 093).
      const { value: input, keys } = Number(stored.is_hidden) === 1 ? { value: given, keys: [] } : await publishPhotos(given);
      const { row } = toColumns(input);
      const now = clock.now().toISOString();
      await media.checkNewFiles(input, await loadDetail(db, stored)).catch(removingCopies(keys));
      return mapUniqueViolation(() =>
        inTransaction(db, async (trx) => {
          const existing = await findOrThrow(trx, urlName);
          const version = await claimEdit(trx, existing.id, expected);
          // Shown since the save began: it may not name an application photo.
          if (Number(existing.is_hidden) !== 1 && photos.has(input)) throw new ConflictError(EDIT_CONFLICT);
          const change = await audit.begin(trx, artistKind, String(existing.id));
          const { priority, boardIds } = await placeAndBoards(trx, existing, input);
          await writeContent(trx, existing.id, { ...input, priority, boardIds });
          // A new place is an order change: an order screen opened before gets its 409.
          if (priority !== existing.priority) await repo.moveRosterOrderVersion(trx);
          await moveVersionIfEdited(trx, existing.id, change.before, version, now);
          await change.record(actor, 'artist.update');
          return { message: ARTIST_UPDATED, urlName: row.url_name };
        }),
      ).catch(removingCopies(keys));
    },

    /** See docs/decisions/010-artist-delete-view-history.md: the view history goes with the artist. */
    delete(urlName: string, actor: Actor, expected?: ExpectedVersion): Promise<{ message: string; urlName: string }> {
      return inTransaction(db, async (trx) => {
        const existing = await findOrThrow(trx, urlName);
        await claimEdit(trx, existing.id, expected);
        const change = await audit.begin(trx, artistKind, String(existing.id));
        await repo.deleteArtist(trx, existing.id);
        await change.record(actor, 'artist.delete');
        return { message: ARTIST_DELETED, urlName: existing.url_name };
      });
    },

    /**
     * Puts an artist back to a state of its history, in the restore's transaction (decision 105): through the writes
     * of an edit (its version moves on; a URL name taken since is a 409; files are held), of a creation for a deleted
     * artist (under its id) and of a delete for "before it was created". Boards deleted since are left out.
     */
    async restore(trx: Tx, key: string, state: ArtistState | null, { now }: RestoreContext): Promise<void> {
      const id = Number(key);
      const exists = await repo.existsById(trx, id);
      if (state === null) {
        if (exists) await repo.deleteArtist(trx, id);
        return;
      }
      const { isHidden, ...fields } = state;
      const input = { ...fields, boardIds: await existingBoardIds(trx, fields.boardIds ?? []) };
      if (!exists) {
        await insertContent(trx, input, { id, hidden: isHidden, now });
        return;
      }
      await claimEdit(trx, id, undefined);
      await writeContent(trx, id, input);
      await repo.setHidden(trx, id, isHidden);
      await repo.bumpArtistVersion(trx, id, undefined, now);
    },

    /** Puts the roster back to an order of its history (decision 105): the listed artists first, those added since after. */
    async restoreOrder(trx: Tx, _key: string, ids: number[] | null): Promise<void> {
      if (ids === null) return;
      // The order save's own write: its version moves on (an order opened before gets its 409, decision 106).
      await repo.writeOrder(trx, restoredOrder(ids, await repo.lockRoster(trx)));
    },

    /**
     * Hides or shows the artist. Showing a draft publishes it (decision 093): the application photos it still names,
     * those staff kept, are copied to public media, and the transaction that shows it names the copies instead.
     */
    async setVisibility(id: number, isHidden: boolean, actor: Actor, expected?: ExpectedVersion): Promise<VisibilityResponse> {
      const before = isHidden ? null : await artistKind.snapshot(db, String(id));
      const { value: published, keys } = before && photos.has(before) ? await publishPhotos(before) : { value: null, keys: [] };
      return inTransaction(db, async (trx) => {
        let version = await claimEdit(trx, id, expected);
        const change = await audit.begin(trx, artistKind, String(id));
        if (!isHidden && photos.has(change.before)) {
          // Edited since the copies were made: the staff member shows it again.
          if (!published || JSON.stringify(change.before) !== JSON.stringify(before)) throw new ConflictError(EDIT_CONFLICT);
          await media.holdFiles(trx, published);
          const { isHidden: _hidden, ...input } = published;
          const { row, images, polaroids } = toColumns(input);
          await repo.updateArtist(trx, id, row);
          await repo.replaceDetailItems(trx, 'artist_detail_images', id, images);
          await repo.replaceDetailItems(trx, 'artist_polaroids', id, polaroids ?? []);
          // The published copies are new content; showing or hiding alone is not (decision 106).
          version = await moveVersionIfEdited(trx, id, change.before, version, clock.now().toISOString());
        }
        await repo.setHidden(trx, id, isHidden);
        await change.record(actor, 'artist.visibility');
        return { id, isHidden, version };
      }).catch(removingCopies(keys));
    },
  };
}

export type ArtistsService = ReturnType<typeof createArtistsService>;
