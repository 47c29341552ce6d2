import { z } from 'zod';

export const IMAGE_TYPES = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
} as const;
/** What an admin may pick as an image, for the picker's `accept` and its message (HEIC, BMP, SVG, TIFF are not). */
export const IMAGE_ACCEPT = Object.keys(IMAGE_TYPES).map((ext) => `.${ext}`).join(',');
export const ACCEPTED_IMAGE_NAMES = 'JPG, PNG, WEBP, AVIF, GIF';

/** A picked file the server will take as an image: an accepted extension, and a matching type when the browser gives one. */
export function isAcceptedImage(file: { name: string; type: string }): boolean {
  const dot = file.name.lastIndexOf('.');
  const ext = dot >= 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (!Object.hasOwn(IMAGE_TYPES, ext)) return false;
  return file.type === '' || file.type === IMAGE_TYPES[ext as keyof typeof IMAGE_TYPES];
}

export const VIDEO_TYPES = { mp4: 'video/mp4', webm: 'video/webm' } as const;
export const MEDIA_TYPES: Readonly<Record<string, string>> = Object.freeze({ ...IMAGE_TYPES, ...VIDEO_TYPES });

export type ImageContentType = (typeof IMAGE_TYPES)[keyof typeof IMAGE_TYPES];
export type VideoContentType = (typeof VIDEO_TYPES)[keyof typeof VIDEO_TYPES];
export type MediaContentType = ImageContentType | VideoContentType;

export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 200 * 1024 * 1024;

/** How long an upload URL (local signature or S3 presigned PUT) stays valid. */
export const UPLOAD_URL_TTL_SECONDS = 600;

/**
 * prefix/priority-or-index-timestamp.ext, e.g. `artists/jane/detail/2-1732170000000.jpg`.
 * Prefix segments are lower-case; the original extension may keep its case (`.JPG`).
 */
export const MEDIA_PATH_PATTERN = /^(?:[a-z0-9][a-z0-9_-]{0,99}\/){1,6}\d{1,6}-\d{10,16}\.(?:jpe?g|png|webp|avif|gif|mp4|webm)$/i;

const PREFIX_SEGMENT = /^[a-z0-9][a-z0-9_-]{0,99}$/;

/** The content type for a path's extension (image or video types above), or undefined. */
export function mediaContentType(path: string): MediaContentType | undefined {
  const dot = path.lastIndexOf('.');
  if (dot < 0) return undefined;
  const ext = path.slice(dot + 1).toLowerCase();
  return Object.hasOwn(MEDIA_TYPES, ext) ? (MEDIA_TYPES[ext] as MediaContentType) : undefined;
}

export function isVideoContentType(contentType: string): contentType is VideoContentType {
  return Object.values(VIDEO_TYPES).includes(contentType as VideoContentType);
}

/** The upload size limit for a content type: 200 MB for videos, 20 MB for images. */
export function maxUploadBytes(contentType: string): number {
  return isVideoContentType(contentType) ? MAX_VIDEO_BYTES : MAX_IMAGE_BYTES;
}

/** Why a path cannot be uploaded, or undefined when it follows the scheme. */
export function mediaPathProblem(path: string): string | undefined {
  if (path.length === 0) return 'path is required';
  if (path.length > 300) return 'path is too long';
  if (path.startsWith('/') || path.startsWith('\\') || /^[a-z]:/i.test(path)) return 'path must be relative';
  if (path.split(/[\\/]/).includes('..') || path.includes('..')) return 'path must stay inside the media folder';
  if (!mediaContentType(path)) return 'only jpeg, png, webp, avif and gif images and mp4 and webm videos can be uploaded';
  if (!MEDIA_PATH_PATTERN.test(path)) return 'path must look like prefix/index-timestamp.ext';
  return undefined;
}

/** POST /api/s3/getPreSignedUrl */
export const presignRequestSchema = z
  .object({
    path: z.string().superRefine((p, ctx) => {
      const problem = mediaPathProblem(p);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  })
  .strict();

/** `url` takes a PUT with `Content-Type: contentType`; `publicUrl` is where the site shows the file. */
export const presignResponseSchema = z.object({ url: z.string(), contentType: z.string(), publicUrl: z.string() });

/**
 * Builds a path by the spec's scheme: prefix, priority or index, timestamp, original extension.
 * Throws when the file name has no allowed extension (the caller shows the upload failure message).
 */
export function buildMediaPath(prefix: string, index: number, fileName: string, now = Date.now()): string {
  const dot = fileName.lastIndexOf('.');
  const ext = dot >= 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  if (!Object.hasOwn(MEDIA_TYPES, ext)) throw new Error(`Unsupported file type: ${fileName}`);
  if (!Number.isInteger(index) || index < 0 || index > 999_999) throw new Error(`Invalid index: ${index}`);
  const segments = prefix
    .toLowerCase()
    .split('/')
    .map((part) =>
      part
        .replace(/[^a-z0-9_-]/g, '-')
        .replace(/^[_-]+/, '')
        .slice(0, 100),
    )
    .filter((part) => PREFIX_SEGMENT.test(part));
  if (segments.length === 0) segments.push('uploads');
  return `${segments.slice(0, 6).join('/')}/${index}-${Math.trunc(now)}.${ext}`;
}
