import { URL_NAME_TAKEN } from '@agency/contract/artists';
import { artistFieldsFromColumns } from '@agency/contract/artist-fields';
import type { DbOrTx } from '../../db/database';
import { ConflictError } from '../../errors';
import type { AuditKind } from '../audit/audit-kind';
import { orderKind } from '../audit/order-kind';
import * as boardsRepo from '../boards/boards-repository';
import { compCardImagesOf, toColumns, type UpdateArtistInput } from './artist-columns';
import * as repo from './artists-repository';

/**
 * What the history keeps of an artist: the edit form's values (fields, priority, pictures, videos, polaroids,
 * boards, comp card picks) and visibility; not its views, version or row ids, which change without an edit.
 */
export type ArtistState = Omit<UpdateArtistInput, 'polaroidCount'> & { isHidden: boolean };

const items = (rows: repo.DetailRow[]) => rows.map((r) => ({ priority: r.priority, imageUrl: r.url }));

/** An artist by id; restoring rewrites every field and list, and brings a deleted artist back under its id. */
export const artistKind: AuditKind<ArtistState> = {
  type: 'artist',
  table: 'artists',
  async snapshot(trx: DbOrTx, key: string) {
    const row = (await repo.findByIds(trx, [Number(key)]))[0];
    if (!row) return null;
    const [images, videos, polaroids, boardIds] = await Promise.all([
      repo.listDetailItems(trx, 'artist_detail_images', row.id),
      repo.listDetailItems(trx, 'artist_detail_videos', row.id),
      repo.listDetailItems(trx, 'artist_polaroids', row.id),
      boardsRepo.boardIdsOfArtist(trx, row.id),
    ]);
    return {
      ...artistFieldsFromColumns(row),
      priority: row.priority,
      isHidden: Number(row.is_hidden) === 1,
      detailImages: items(images),
      detailVideos: videos.map((v) => ({ priority: v.priority, videoUrl: v.url })),
      polaroids: items(polaroids),
      polaroidsTakenOn: row.polaroids_taken_on,
      compCardImages: compCardImagesOf(row),
      boardIds: [...boardIds].sort((a, b) => a - b),
    };
  },
  label: (state) => `${state.korName} (${state.urlName})`,
  async restore(trx, key, state, { now, media }) {
    const id = Number(key);
    const exists = await repo.existsById(trx, id);
    if (state === null) {
      if (exists) await repo.deleteArtist(trx, id);
      return;
    }
    await media.holdFiles(trx, state);
    const taken = await repo.findIdByUrlName(trx, state.urlName);
    if (taken && taken.id !== id) throw new ConflictError(URL_NAME_TAKEN);
    const { isHidden, ...input } = state;
    const { row, images, videos, polaroids } = toColumns(input);
    const hidden = isHidden ? 1 : 0;
    if (exists) {
      await repo.bumpArtistVersion(trx, id, undefined, now);
      await repo.updateArtist(trx, id, { ...row, is_hidden: hidden });
    } else {
      await repo.insertArtist(trx, { ...row, id, is_hidden: hidden, views: 0, created_at: now, updated_at: now });
    }
    await repo.replaceDetailItems(trx, 'artist_detail_images', id, images);
    await repo.replaceDetailItems(trx, 'artist_detail_videos', id, videos);
    await repo.replaceDetailItems(trx, 'artist_polaroids', id, polaroids ?? []);
    // Boards deleted since are left out.
    await boardsRepo.replaceArtistBoards(trx, id, await boardsRepo.existingBoardIds(trx, input.boardIds ?? []));
  },
};

/** The one roster-order target's key. */
export const ROSTER_KEY = 'artists';

/** The roster's order: every artist's id by priority. */
export const rosterKind = orderKind({
  type: 'roster',
  label: '아티스트 순서',
  ids: async (trx) => (await repo.listAllForManagement(trx)).map((a) => a.id),
  write: repo.writeOrder,
});
