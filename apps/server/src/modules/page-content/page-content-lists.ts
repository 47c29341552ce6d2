import type {
  PageContent,
  PageContentCode,
  PageContentImage,
  PageContentText,
  PageContentVideo,
  pageContentUpsertSchema,
} from '@agency/contract/page-content';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/database';
import { BadRequestError } from '../../errors';
import * as repo from './page-content-repository';

export type PageContentUpsertInput = z.output<typeof pageContentUpsertSchema>;

/** Reading and writing a page's three lists (texts, images, videos): the service's saves and the history's restores. */

export const toText = (r: repo.TextRow): PageContentText => ({ id: r.id, priority: r.priority, description: r.description });
export const toImage = (r: repo.ImageRow): PageContentImage => ({ id: r.id, priority: r.priority, imageUrl: r.image_url });
export const toVideo = (r: repo.VideoRow): PageContentVideo => ({
  id: r.id,
  priority: r.priority,
  isYoutube: Number(r.is_youtube) === 1,
  title: r.title,
  titleENG: r.title_eng,
  date: r.published_on,
  thumbnailImageUrl: r.thumbnail_image_url,
  videoUrl: r.video_url,
});

export async function readContent(db: DbOrTx, code: PageContentCode): Promise<PageContent> {
  const [texts, images, videos, version] = await Promise.all([
    repo.listTexts(db, code),
    repo.listImages(db, code),
    repo.listVideos(db, code),
    repo.findVersion(db, code),
  ]);
  return {
    code,
    pageContentTexts: texts.map(toText),
    pageContentImages: images.map(toImage),
    pageContentVideos: videos.map(toVideo),
    version: version ?? 0,
  };
}

/**
 * Makes the stored list of one kind exactly `items`: items with an id are updated, items without
 * are inserted, stored items not sent are deleted. An id that is not one of this code's items
 * (or is sent twice) rejects the whole request.
 */
async function syncList<T extends { id?: number | undefined }>(
  trx: DbOrTx,
  table: repo.ItemTable,
  kind: string,
  code: PageContentCode,
  items: T[],
  write: { insert: (item: T) => Promise<void>; update: (id: number, item: T) => Promise<void> },
): Promise<void> {
  const stored = new Set(await repo.listItemIds(trx, table, code));
  const sent = new Set<number>();
  items.forEach((item, index) => {
    if (item.id === undefined) return;
    if (!stored.has(item.id)) throw new BadRequestError(`${kind}.${index}.id: ${item.id}은(는) ${code}의 항목이 아닙니다.`);
    if (sent.has(item.id)) throw new BadRequestError(`${kind}.${index}.id: ${item.id}이(가) 두 번 들어 있습니다.`);
    sent.add(item.id);
  });
  await repo.deleteItems(trx, table, code, [...stored].filter((id) => !sent.has(id)));
  for (const item of items) {
    if (item.id === undefined) await write.insert(item);
    else await write.update(item.id, item);
  }
}

/** Replaces each list of `input` that is present (items with an id are updated, the others inserted). */
export async function writeLists(trx: DbOrTx, code: PageContentCode, input: Omit<PageContentUpsertInput, 'code'>): Promise<void> {
  if (input.texts) {
    await syncList(trx, 'page_content_texts', 'texts', code, input.texts, {
      insert: (t) => repo.insertText(trx, code, { priority: t.priority, description: t.description }),
      update: (id, t) => repo.updateText(trx, code, id, { priority: t.priority, description: t.description }),
    });
  }
  if (input.images) {
    await syncList(trx, 'page_content_images', 'images', code, input.images, {
      insert: (i) => repo.insertImage(trx, code, { priority: i.priority, image_url: i.imageUrl }),
      update: (id, i) => repo.updateImage(trx, code, id, { priority: i.priority, image_url: i.imageUrl }),
    });
  }
  if (input.videos) {
    const values = (v: (typeof input.videos)[number]): repo.VideoValues => ({
      priority: v.priority,
      is_youtube: v.isYoutube ? 1 : 0,
      title: v.title,
      title_eng: v.titleENG,
      published_on: v.date,
      thumbnail_image_url: v.thumbnailImageUrl,
      video_url: v.videoUrl,
    });
    await syncList(trx, 'page_content_videos', 'videos', code, input.videos, {
      insert: (v) => repo.insertVideo(trx, code, { ...values(v), title_eng: v.titleENG ?? '', published_on: v.date ?? '' }),
      update: (id, v) => repo.updateVideo(trx, code, id, values(v)),
    });
  }
}

