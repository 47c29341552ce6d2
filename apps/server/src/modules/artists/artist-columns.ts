import type { updateArtistSchema } from '@agency/contract/artists';
import { artistFieldsToColumns } from '@agency/contract/artist-fields';
import { measurementColumns } from '@agency/contract/measurements';
import type { z } from 'zod';
import type * as repo from './artists-repository';

export type UpdateArtistInput = z.output<typeof updateArtistSchema>;

/** The stored comp card picks (a JSON array of addresses; anything else reads as none). */
export function compCardImagesOf(row: Pick<repo.ArtistRow, 'comp_card_images'>): string[] {
  try {
    const value: unknown = JSON.parse(row.comp_card_images);
    return Array.isArray(value) ? value.filter((url): url is string => typeof url === 'string') : [];
  } catch {
    return [];
  }
}

/** Columns written by create and update; entries without a URL are dropped, lists sorted by priority on read. */
export function toColumns(input: UpdateArtistInput) {
  const { priority, detailImages, detailVideos, boardIds: _boardIds, polaroids, polaroidsTakenOn, compCardImages, polaroidCount: _count, ...fields } = input;
  const imageItems = (list: typeof detailImages) => list.map((i) => ({ priority: i.priority, url: i.imageUrl.trim() })).filter((i) => i.url !== '');
  return {
    row: {
      ...artistFieldsToColumns(fields),
      ...measurementColumns(fields),
      priority,
      ...(polaroidsTakenOn === undefined ? {} : { polaroids_taken_on: polaroidsTakenOn }),
      ...(compCardImages === undefined ? {} : { comp_card_images: JSON.stringify(compCardImages.map((url) => url.trim())) }),
    },
    images: imageItems(detailImages),
    videos: detailVideos.map((v) => ({ priority: v.priority, url: v.videoUrl.trim() })).filter((v) => v.url !== ''),
    /** undefined: left as they are. */
    polaroids: polaroids === undefined ? undefined : imageItems(polaroids),
  };
}

