import { IMAGE_WIDTHS, RESIZABLE_IMAGE_EXTENSION, resizedImagePath, type ImageWidth } from '@agency/contract/images';
import { MEDIA_PATH_PREFIX } from '@agency/contract/media-paths';
import { getAppConfig } from '../../lib/app-config';

/** Intrinsic sizes by kind of picture, for width and height attributes (the box keeps its shape before the image arrives). */
export const IMAGE_ASPECTS = {
  /** Artist pictures (the demo ones are 1080 x 1350). */
  portrait: { width: 1080, height: 1350 },
  /** Page heroes and video thumbnails. */
  hero: { width: 1920, height: 1080 },
} as const;
export type ImageAspect = keyof typeof IMAGE_ASPECTS;

/** The width a browser without srcset support gets. */
const FALLBACK_WIDTH: ImageWidth = 640;

/**
 * The media key of one of our stored images (`/media/<key>` or `<MEDIA_PUBLIC_BASE_URL>/<key>`),
 * or null for anything else (YouTube thumbnails, other hosts, videos).
 */
export function mediaKeyOf(url: string, mediaPublicBaseUrl = getAppConfig().mediaPublicBaseUrl): string | null {
  let key: string | null = null;
  if (url.startsWith(MEDIA_PATH_PREFIX)) key = url.slice(MEDIA_PATH_PREFIX.length);
  else {
    const base = mediaPublicBaseUrl.replace(/\/+$/, '');
    if (base && url.startsWith(`${base}/`)) key = url.slice(base.length + 1);
  }
  if (!key || key.includes('..') || key.includes('?') || key.includes('#') || !RESIZABLE_IMAGE_EXTENSION.test(key)) return null;
  return key;
}

export type ImageSources = { src: string; srcSet?: string };

/** src and srcset over the resizer's widths for our media; other URLs are used as they are. */
export function imageSources(url: string, options: { fallbackWidth?: ImageWidth; mediaPublicBaseUrl?: string } = {}): ImageSources {
  const key = mediaKeyOf(url, options.mediaPublicBaseUrl);
  if (key === null) return { src: url };
  return {
    src: resizedImagePath(key, options.fallbackWidth ?? FALLBACK_WIDTH),
    srcSet: IMAGE_WIDTHS.map((width) => `${resizedImagePath(key, width)} ${width}w`).join(', '),
  };
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

/** `sizes` values of the public layouts (page max width 1440 px). */
export const IMAGE_SIZES = {
  /** Full-bleed heroes. */
  fullWidth: '100vw',
  /** Heroes inside the page column. */
  pageWidth: '(min-width: 1440px) 1440px, 100vw',
  /** 2 / 3 / 4 columns at 0 / 768 / 1200 px: roster cards, photo grids. */
  grid: '(min-width: 1440px) 340px, (min-width: 1200px) 25vw, (min-width: 768px) 33vw, 50vw',
  /** 1 / 2 / 3 columns at 0 / 640 / 1200 px: video thumbnails. */
  videoGrid: '(min-width: 1440px) 460px, (min-width: 1200px) 33vw, (min-width: 640px) 50vw, 100vw',
  /** Half the page from 768 px: about sections. */
  half: '(min-width: 1440px) 700px, (min-width: 768px) 50vw, 100vw',
  /** 7 of 12 columns from 768 px: the artist's main picture and video box. */
  sevenTwelfths: '(min-width: 1440px) 820px, (min-width: 768px) 58vw, 100vw',
} as const;
