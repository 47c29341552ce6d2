import type { PageContentCode } from '@agency/contract/page-content';

/**
 * Folder prefixes of uploaded files; buildMediaPath adds `{priority or index}-{timestamp}.{ext}`
 * (SPEC section 7) and makes each part path safe.
 */
export const mediaPrefixes = {
  pageImages: (code: PageContentCode) => `pages/${code}/images`,
  videoThumbnails: (code: PageContentCode) => `pages/${code}/thumbnails`,
  /** `folder`: an image field's mediaFolder (ARTIST_FIELDS) or `detail` for the detail images. */
  artist: (urlName: string, folder: string) => `artists/${urlName.trim().toLowerCase() || 'new'}/${folder}`,
};
