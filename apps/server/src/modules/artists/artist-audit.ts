import { artistFieldsFromColumns } from '@agency/contract/artist-fields';
import type { DbOrTx } from '../../db/database';
import type { AuditKind } from '../audit/audit-kind';
import { orderKind } from '../audit/order-kind';
import { artistPublicPaths, rosterPublicPaths } from '../purge/public-urls';
import { boardIdsOfArtist } from '../boards/boards-service';
import { compCardImagesOf, type UpdateArtistInput } from './artist-columns';
import * as repo from './artists-repository';

/**
 * What the history keeps of an artist: the edit form's values (fields, priority, pictures, videos, polaroids,
 * boards, comp card picks) and visibility; not its views, version or row ids, which change without an edit.
 */
export type ArtistState = Omit<UpdateArtistInput, 'polaroidCount'> & { isHidden: boolean };

const items = (rows: repo.DetailRow[]) => rows.map((r) => ({ priority: r.priority, imageUrl: r.url }));

/** An artist by id; a restore rewrites every field and list, and brings a deleted artist back under its id. */
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
      boardIdsOfArtist(trx, row.id),
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
  publicPaths: artistPublicPaths,
  // Restored by its service's writes: ArtistsService.restore.
  restorable: true,
};

/** The one roster-order target's key. */
export const ROSTER_KEY = 'artists';

/** The roster's order: every artist's id by priority. */
export const rosterKind = orderKind({
  type: 'roster',
  label: '아티스트 순서',
  publicPaths: rosterPublicPaths,
  ids: async (trx) => (await repo.listAllForManagement(trx)).map((a) => a.id),
});
