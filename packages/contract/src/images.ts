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
