import { POSTER_SOURCES, imageSources, mediaKeyOf, resizedImagePath } from '@agency/contract/images';
import { escapeHtml } from '../../lib/html-escape';
import type { PriorityImage } from './page-meta';
import type { ShellPicture } from './render-shell';

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
  const picture = priorityPicture(image, mediaPublicBaseUrl);
  if (!picture) return [];
  return [
    `<link rel="preload" as="image" href="${escapeHtml(picture.src)}" imagesrcset="${escapeHtml(picture.srcSet)}" imagesizes="${picture.sizes}" fetchpriority="high">`,
  ];
}

/**
 * A page's first large image (not a poster) from our media store, with the src, srcset and sizes its <img> has: what
 * the head preloads and the loading frame draws (decision 121). Null for posters and images from elsewhere.
 */
export function priorityPicture(image: PriorityImage, mediaPublicBaseUrl: string): ShellPicture | null {
  if ('poster' in image) return null;
  const { src, srcSet } = imageSources(image.url, { mediaPublicBaseUrl });
  return srcSet ? { src, srcSet, sizes: image.sizes } : null;
}
