import type { PageContentCode } from '@agency/contract/page-content';

/**
 * Folder prefixes of uploaded files; buildMediaPath adds `{priority or index}-{timestamp}.{ext}`
 * (SPEC section 7) and makes each part path safe.
 */
export const mediaPrefixes = {
  pageImages: (code: PageContentCode) => `pages/${code}/images`,
  videoThumbnails: (code: PageContentCode) => `pages/${code}/thumbnails`,
  artist: (urlName: string, kind: 'main' | 'detail-main' | 'detail') => `artists/${urlName.trim().toLowerCase() || 'new'}/${kind}`,
};
