import type { PageContentUpsert, PageContentVideo } from '@agency/contract/page-content';
import { imageFromUrl, type ImageValue } from '../shared/image-value';
import { nextPriority } from '../shared/priority';
import { newRowKey } from '../shared/row-key';

export type VideoRow = {
  key: string;
  id?: number;
  priority: number;
  isYoutube: boolean;
  title: string;
  thumbnail: ImageValue;
  videoUrl: string;
};

export function toVideoRows(videos: readonly PageContentVideo[]): VideoRow[] {
  return [...videos]
    .sort((a, b) => a.priority - b.priority)
    .map((video) => ({
      key: `id-${video.id}`,
      id: video.id,
      priority: video.priority,
      isYoutube: video.isYoutube,
      title: video.title,
      thumbnail: imageFromUrl(video.thumbnailImageUrl),
      videoUrl: video.videoUrl,
    }));
}

/** A new row: YouTube and priority after the others (the spec's defaults are youtube and 0 for the first). */
export function newVideoRow(rows: readonly VideoRow[]): VideoRow {
  return { key: newRowKey(), priority: nextPriority(rows), isYoutube: true, title: '', thumbnail: { url: '' }, videoUrl: '' };
}

/** Rows worth saving: a video without URL is dropped (SPEC section 5). */
export function keptVideoRows(rows: readonly VideoRow[]): VideoRow[] {
  return rows.filter((row) => row.videoUrl.trim() !== '');
}

/** The upsert body; `thumbnailUrls[i]` is the thumbnail address of kept row i after uploads. */
export function toVideoUpsert(code: 'PRODUCTION_CONTENT' | 'NEWS_CONTENT', kept: readonly VideoRow[], thumbnailUrls: string[]): PageContentUpsert {
  return {
    code,
    videos: kept.map((row, index) => ({
      ...(row.id ? { id: row.id } : {}),
      priority: row.priority,
      isYoutube: row.isYoutube,
      title: row.title.trim(),
      thumbnailImageUrl: thumbnailUrls[index]?.trim() ?? '',
      videoUrl: row.videoUrl.trim(),
    })),
  };
}
