import {
  PAGE_CONTENT_CODES,
  type PageContent,
  type PageContentCode,
  type PageContentImage,
  type PageContentText,
  type PageContentVideo,
  type pageContentUpsertSchema,
} from '@agency/contract/page-content';
import { EDIT_CONFLICT } from '@agency/contract/edit-version';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/database';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { MediaGuard } from '../media/media-guard';
import * as repo from './page-content-repository';

export type PageContentUpsertInput = z.output<typeof pageContentUpsertSchema>;

export const UNKNOWN_CODE = (code: string) => `Unknown page content code: ${code}`;
export const VIDEO_NOT_FOUND = '비디오를 찾을 수 없습니다.';

function isCode(code: string): code is PageContentCode {
  return (PAGE_CONTENT_CODES as readonly string[]).includes(code);
}

function assertCode(code: string): PageContentCode {
  if (!isCode(code)) throw new NotFoundError(UNKNOWN_CODE(code));
  return code;
}

const toText = (r: repo.TextRow): PageContentText => ({ id: r.id, priority: r.priority, description: r.description });
const toImage = (r: repo.ImageRow): PageContentImage => ({ id: r.id, priority: r.priority, imageUrl: r.image_url });
const toVideo = (r: repo.VideoRow): PageContentVideo => ({
  id: r.id,
  priority: r.priority,
  isYoutube: Number(r.is_youtube) === 1,
  title: r.title,
  titleENG: r.title_eng,
  date: r.published_on,
  thumbnailImageUrl: r.thumbnail_image_url,
  videoUrl: r.video_url,
});

async function readContent(db: DbOrTx, code: PageContentCode): Promise<PageContent> {
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
    if (!stored.has(item.id)) throw new BadRequestError(`${kind}.${index}.id: ${item.id} is not an item of ${code}`);
    if (sent.has(item.id)) throw new BadRequestError(`${kind}.${index}.id: ${item.id} is sent twice`);
    sent.add(item.id);
  });
  await repo.deleteItems(trx, table, code, [...stored].filter((id) => !sent.has(id)));
  for (const item of items) {
    if (item.id === undefined) await write.insert(item);
    else await write.update(item.id, item);
  }
}

export function createPageContentService(deps: { db: Db; clock: Clock; media: MediaGuard }) {
  const { db, clock, media } = deps;
  return {
    getByCode(code: string): Promise<PageContent> {
      return readContent(db, assertCode(code));
    },

    async getVideos(code: string): Promise<PageContentVideo[]> {
      return (await repo.listVideos(db, assertCode(code))).map(toVideo);
    },

    async getImages(code: string): Promise<PageContentImage[]> {
      return (await repo.listImages(db, assertCode(code))).map(toImage);
    },

    async getVideo(id: number): Promise<PageContentVideo> {
      const row = await repo.findVideoById(db, id);
      if (!row) throw new NotFoundError(VIDEO_NOT_FOUND);
      return toVideo(row);
    },

    /**
     * Replaces each list that is present, all in one transaction; answers the saved content. With an expected
     * version (If-Match) that is no longer the stored one, nothing changes: 409 EDIT_CONFLICT.
     */
    async upsert(input: PageContentUpsertInput, expected?: number | null): Promise<PageContent> {
      const { code } = input;
      await media.checkNewFiles(input, await readContent(db, code));
      return db.transaction().execute(async (trx) => {
        if (!(await repo.claimEdit(trx, code, expected, clock.now().toISOString()))) throw new ConflictError(EDIT_CONFLICT);
        await media.holdFiles(trx, input);
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
        return readContent(trx, code);
      });
    },
  };
}

export type PageContentService = ReturnType<typeof createPageContentService>;
