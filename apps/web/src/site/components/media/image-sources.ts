import { IMAGE_SIZES, imageSources as sharedImageSources, type ImageSources, type ImageWidth } from '@agency/contract/images';
import { getAppConfig } from '@shared/app-config';

export { IMAGE_SIZES, type ImageSources };

/** Intrinsic sizes by kind of picture, for width and height attributes (the box keeps its shape before the image arrives). */
export const IMAGE_ASPECTS = {
  /** Artist pictures (the demo ones are 1080 x 1350). */
  portrait: { width: 1080, height: 1350 },
  /** Page heroes and video thumbnails. */
  hero: { width: 1920, height: 1080 },
} as const;
export type ImageAspect = keyof typeof IMAGE_ASPECTS;

/** src and srcset over the resizer's widths for our media (media host from the app config); other URLs as they are. */
export function imageSources(url: string, options: { fallbackWidth?: ImageWidth } = {}): ImageSources {
  return sharedImageSources(url, { ...options, mediaPublicBaseUrl: getAppConfig().mediaPublicBaseUrl });
}

/**
 * How an image loads: `priority` for the first large image of a page (eager, fetchpriority=high
 * and a preload), `eager` for others in the first screen, `lazy` below the fold.
 */
export type ImageLoading = 'priority' | 'eager' | 'lazy';

export function loadingAttributes(loading: ImageLoading): {
  loading: 'eager' | 'lazy';
  fetchPriority?: 'high';
  decoding: 'async' | 'auto';
} {
  if (loading === 'priority') return { loading: 'eager', fetchPriority: 'high', decoding: 'auto' };
  return { loading, decoding: 'async' };
}
