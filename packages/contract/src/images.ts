// No zod here: the public web bundle and the server-rendered head both use these.
import { MEDIA_PATH_PREFIX } from './media-paths';

/**
 * The image resizer: `GET /img/<width>/<media key>` answers a stored image scaled down to one of
 * IMAGE_WIDTHS (never up), as AVIF or WebP by the Accept header (JPEG otherwise). The URL fixes
 * everything but the format, so answers are cached for a year with `Vary: Accept`.
 */
export const IMAGE_ROUTE_PREFIX = '/img/';

/** The only widths the resizer makes; anything else is a 400. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

/** Extensions of stored images the resizer reads (uploads and demo media). */
export const RESIZABLE_IMAGE_EXTENSION = /\.(?:jpe?g|png|webp|avif|gif)$/i;

/** The resizer URL of a media key (`artists/jane/main/0-1732170000000.jpg`) at a width. */
export function resizedImagePath(key: string, width: ImageWidth): string {
  return `${IMAGE_ROUTE_PREFIX}${width}/${key}`;
}

/**
 * The 2:1 share picture of a stored image (`GET /img/share/<media key>`, JPEG): cropped around its subject
 * (sharp's attention strategy), so link previews (KakaoTalk, Facebook, X) do not cut off a face. Artist pages use
 * it as og:image (issue 17).
 */
export const SHARE_IMAGE = { segment: 'share', width: 1200, height: 600 } as const;

export function shareImagePath(key: string): string {
  return `${IMAGE_ROUTE_PREFIX}${SHARE_IMAGE.segment}/${key}`;
}

/** The width a browser without srcset support gets. */
const FALLBACK_WIDTH: ImageWidth = 640;

/**
 * `sizes` values of the public layouts (page max width 1440 px). The server-rendered head preloads a
 * page's first large image with the same srcset and sizes as the page's <img>, so both fetch one file.
 */
export const IMAGE_SIZES = {
  /** Full-bleed heroes. */
  fullWidth: '100vw',
  /** Heroes inside the page column. */
  pageWidth: '(min-width: 1440px) 1440px, 100vw',
  /** 2 / 3 / 4 columns at 0 / 768 / 1200 px: roster cards, photo grids. */
  grid: '(min-width: 1440px) 340px, (min-width: 1200px) 25vw, (min-width: 768px) 33vw, 50vw',
  /** 2 / 3 / 4 / 5 / 6 columns at 0 / 560 / 768 / 1024 / 1280 px: the roster's dense grid (decision 112). */
  roster: '(min-width: 1440px) 200px, (min-width: 1280px) 14vw, (min-width: 1024px) 17vw, (min-width: 768px) 22vw, (min-width: 560px) 29vw, 50vw',
  /** 1 / 2 / 3 columns at 0 / 640 / 1200 px: video thumbnails. */
  videoGrid: '(min-width: 1440px) 460px, (min-width: 1200px) 33vw, (min-width: 640px) 50vw, 100vw',
  /** Half the page from 768 px: about sections. */
  half: '(min-width: 1440px) 700px, (min-width: 768px) 50vw, 100vw',
  /**
   * The artist's portfolio strip (decision 111): one and a bit of the column on a phone, two of it from 768 px, three
   * from 1200 px (fewer where the screen is short, see first-screens.css). Its first picture is preloaded with it.
   */
  portfolio: '(min-width: 1440px) 440px, (min-width: 1200px) 31vw, (min-width: 768px) 46vw, 80vw',
  /** 7 of 12 columns from 768 px: the video box. */
  sevenTwelfths: '(min-width: 1440px) 820px, (min-width: 768px) 58vw, 100vw',
} as const;
/**
 * Roster cards drawn (and preloaded by the server) with priority: what a phone shows at once (two rows of
 * two) and most of the first row on wide screens (six columns since decision 112; the rest are in view and load
 * at once anyway).
 */
export const PRIORITY_CARDS = 4;

export type ImageSizes = (typeof IMAGE_SIZES)[keyof typeof IMAGE_SIZES];

/**
 * The media key of one of our stored images (`/media/<key>` or `<MEDIA_PUBLIC_BASE_URL>/<key>`),
 * or null for anything else (YouTube thumbnails, other hosts, videos).
 */
export function mediaKeyOf(url: string, mediaPublicBaseUrl: string): string | null {
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
export function imageSources(url: string, options: { mediaPublicBaseUrl: string; fallbackWidth?: ImageWidth }): ImageSources {
  const key = mediaKeyOf(url, options.mediaPublicBaseUrl);
  if (key === null) return { src: url };
  return {
    src: resizedImagePath(key, options.fallbackWidth ?? FALLBACK_WIDTH),
    srcSet: IMAGE_WIDTHS.map((width) => `${resizedImagePath(key, width)} ${width}w`).join(', '),
  };
}

/**
 * Widths of the landing video's poster. A poster has no srcset, so the page picks one by a media
 * query (SPEC's 768 px mobile breakpoint) and the server-rendered head preloads the same one.
 */
export const POSTER_SOURCES = [
  { media: '(max-width: 767.98px)', width: 960 },
  { media: '(min-width: 768px)', width: 1920 },
] as const satisfies readonly { media: string; width: ImageWidth }[];
