import { z } from 'zod';

export const IMAGE_TYPES = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
} as const;
export const VIDEO_TYPES = { mp4: 'video/mp4', webm: 'video/webm' } as const;
export const MEDIA_TYPES: Record<string, string> = { ...IMAGE_TYPES, ...VIDEO_TYPES };

export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 200 * 1024 * 1024;

/** prefix/priority-or-index-timestamp.ext, e.g. `artists/jane/detail/2-1732170000000.jpg` */
export const MEDIA_PATH_PATTERN = /^(?:[a-z0-9][a-z0-9_-]*\/){1,6}\d{1,6}-\d{10,16}\.(jpe?g|png|webp|avif|gif|mp4|webm)$/i;

/** POST /api/s3/getPreSignedUrl */
export const presignRequestSchema = z
  .object({
    path: z
      .string()
      .max(300)
      .refine((p) => !p.includes('..') && !p.startsWith('/'), 'path must be relative and stay inside the media folder')
      .refine((p) => MEDIA_PATH_PATTERN.test(p), 'path must look like prefix/index-timestamp.ext with an image or video extension'),
  })
  .strict();
export type PresignRequest = z.infer<typeof presignRequestSchema>;

export const presignResponseSchema = z.object({ url: z.string(), contentType: z.string(), publicUrl: z.string() });
export type PresignResponse = z.infer<typeof presignResponseSchema>;

/** Builds a path by the spec's scheme: prefix, priority or index, timestamp, original extension. */
export function buildMediaPath(prefix: string, index: number, fileName: string, now = Date.now()): string {
  const ext = (fileName.split('.').pop() ?? '').toLowerCase();
  const cleanPrefix = prefix
    .toLowerCase()
    .split('/')
    .map((part) => part.replace(/[^a-z0-9_-]/g, '-').replace(/^-+/, ''))
    .filter(Boolean)
    .join('/');
  return `${cleanPrefix}/${index}-${now}.${ext}`;
}
