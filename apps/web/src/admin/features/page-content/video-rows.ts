import { pageContentVideoSchema, type PageContentUpsert, type PageContentVideo } from '@agency/contract/page-content';
import { optionalVideoLinkSchema } from '@agency/contract/video-links';
import { byPriority } from '@agency/contract/page-slots';
import type { VideoPlatform } from '@shared/video/video-embed';
import { z } from 'zod';
import { imageFromUrl, imageValueSchema, type ImageValue } from '@admin/lib/image-value';
import { nextPriority } from '@admin/lib/priority';
import { idOf, storedRowShape } from '@admin/lib/rows';

export type VideoRow = {
  storedId?: number;
  priority: number;
  platform: VideoPlatform;
  title: string;
  titleENG: string;
  /** YYYY-MM-DD or ''. */
  date: string;
  thumbnail: ImageValue;
  videoUrl: string;
};
export type VideoListCode = 'PRODUCTION_CONTENT' | 'NEWS_CONTENT';

export const videoRowSchema = z.object({
  ...storedRowShape,
  platform: z.enum(['youtube', 'vimeo']),
  title: pageContentVideoSchema.shape.title,
  titleENG: pageContentVideoSchema.shape.titleENG,
  date: pageContentVideoSchema.shape.date,
  thumbnail: imageValueSchema,
  // Only YouTube and Vimeo play on the site: another link is refused at the field, naming them (issue 35).
  videoUrl: optionalVideoLinkSchema,
});

export function toVideoRows(videos: readonly PageContentVideo[]): VideoRow[] {
  return byPriority(videos).map((video) => ({
    storedId: video.id,
    priority: video.priority,
    platform: video.isYoutube ? 'youtube' : 'vimeo',
    title: video.title,
    titleENG: video.titleENG,
    date: video.date,
    thumbnail: imageFromUrl(video.thumbnailImageUrl),
    videoUrl: video.videoUrl,
  }));
}

/**
 * A new row: YouTube and priority after the others (the spec's defaults are youtube and 0 for the first), dated
 * `date` (news rows start at today, production rows undated).
 */
export function newVideoRow(rows: readonly VideoRow[], date = ''): VideoRow {
  return { priority: nextPriority(rows), platform: 'youtube', title: '', titleENG: '', date, thumbnail: { url: '' }, videoUrl: '' };
}

/** Rows worth saving: a video without URL is dropped (SPEC section 5). */
export function keptVideoRows(rows: readonly VideoRow[]): VideoRow[] {
  return rows.filter((row) => row.videoUrl.trim() !== '');
}

/** The upsert body; `thumbnailUrls[i]` is the thumbnail address of kept row i after uploads. */
export function toVideoUpsert(code: VideoListCode, kept: readonly VideoRow[], thumbnailUrls: string[]): PageContentUpsert {
  return {
    code,
    videos: kept.map((row, index) => ({
      ...idOf(row),
      priority: row.priority,
      isYoutube: row.platform === 'youtube',
      title: row.title.trim(),
      titleENG: row.titleENG.trim(),
      date: row.date,
      thumbnailImageUrl: thumbnailUrls[index]?.trim() ?? '',
      videoUrl: row.videoUrl.trim(),
    })),
  };
}
