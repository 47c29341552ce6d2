import { PAGE_CONTENT_CODES, type PageContentCode } from '@agency/contract/page-content';
import type { AuditKind } from '../audit/audit-kind';
import { everyPagePublicPaths } from '../purge/public-urls';
import { readContent } from './page-content-lists';

/** What the history keeps of a page: its texts, images and videos in order, without row ids or the version. */
export interface PageState {
  texts: { priority: number; description: string }[];
  images: { priority: number; imageUrl: string }[];
  videos: { priority: number; isYoutube: boolean; title: string; titleENG: string; date: string; thumbnailImageUrl: string; videoUrl: string }[];
}

const isCode = (key: string): key is PageContentCode => (PAGE_CONTENT_CODES as readonly string[]).includes(key);

/** A page's content by its code (SPEC's codes); a restore writes all three lists back. */
export const pageKind: AuditKind<PageState> = {
  type: 'page',
  async snapshot(trx, key) {
    if (!isCode(key)) return null;
    const content = await readContent(trx, key);
    return {
      texts: content.pageContentTexts.map(({ id: _id, ...text }) => text),
      images: content.pageContentImages.map(({ id: _id, ...image }) => image),
      videos: content.pageContentVideos.map(({ id: _id, ...video }) => video),
    };
  },
  label: (_state, key) => key,
  publicPaths: everyPagePublicPaths,
  // Restored by its service's save: PageContentService.restore.
  restorable: true,
};
