import { POSTER_SOURCES, imageSources, mediaKeyOf, resizedImagePath } from '@agency/contract/images';
import { escapeHtml } from '../../lib/html-escape';
import type { PriorityImage } from './page-meta';

/**
 * `<link rel="preload" as="image">` for a page's first large image, with the srcset and sizes its
 * `<img>` will have (or the poster width per media query), so the browser starts it with the scripts
 * and the page then finds it in its cache. Images not from our media store are left to the page.
 */
export function preloadImageTags(image: PriorityImage, mediaPublicBaseUrl: string): string[] {
  if ('poster' in image) {
    const key = mediaKeyOf(image.url, mediaPublicBaseUrl);
    if (key === null) return [];
    return POSTER_SOURCES.map(
      ({ media, width }) =>
        `<link rel="preload" as="image" href="${escapeHtml(resizedImagePath(key, width))}" media="${media}" fetchpriority="high">`,
    );
  }
  const { src, srcSet } = imageSources(image.url, { mediaPublicBaseUrl });
  if (!srcSet) return [];
  return [
    `<link rel="preload" as="image" href="${escapeHtml(src)}" imagesrcset="${escapeHtml(srcSet)}" imagesizes="${image.sizes}" fetchpriority="high">`,
  ];
}
