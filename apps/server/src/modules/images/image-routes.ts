import fs from 'node:fs/promises';
import os from 'node:os';
import { IMAGE_ROUTE_PREFIX, IMAGE_WIDTHS, isImageWidth, SHARE_IMAGE } from '@agency/contract/images';
import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { BlobStore } from '../../storage/blob-store';
import { createImageCache } from './image-cache';
import { FORMAT_CONTENT_TYPES, negotiateFormat } from './image-format';
import { createSharpResizer, createSharpShareCropper, type ImageResizer } from './image-resizer';
import { createImageService, type ImageService } from './image-service';
import { createWorkLimiter, type WorkLimiter } from './work-limiter';

/** The URL fixes the picture and its width; only the format varies, by Accept. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface ImagesOptions {
  storage: Pick<BlobStore, 'get' | 'maxUploadBytes'>;
  clock: Clock;
  /** DATA_DIR/image-cache */
  cacheDir: string;
  /** The sharp resizer unless a test injects a counting one. */
  resizer?: ImageResizer;
  /** Resizes at once: two on a 2-core machine (sharp already uses a thread per job); 64 more may wait. */
  limiter?: WorkLimiter;
}

/** The image service over the blob store, cached on disk. */
export function createImages(options: ImagesOptions): ImageService {
  return createImageService({
    storage: options.storage,
    clock: options.clock,
    cache: createImageCache(options.cacheDir),
    resizer: options.resizer ?? createSharpResizer(),
    cropper: createSharpShareCropper(),
    limiter: options.limiter ?? createWorkLimiter({ concurrency: Math.max(1, Math.min(2, os.availableParallelism())), maxQueued: 64 }),
  });
}

/**
 * GET /img/<width>/<media key>: a stored image (local disk or S3, read through the blob store)
 * resized to one of IMAGE_WIDTHS, as AVIF, WebP or JPEG by Accept, cached on disk.
 */
export async function registerImages(app: FastifyInstance, { images }: { images: ImageService }): Promise<void> {
  // GET /img/share/<media key>: the 2:1 share picture (SHARE_IMAGE), always JPEG (link previews read nothing else).
  app.get<{ Params: { '*': string } }>(`${IMAGE_ROUTE_PREFIX}${SHARE_IMAGE.segment}/*`, async (request, reply) => {
    const image = await images.share(request.params['*']);
    const handle = await fs.open(image.file, 'r');
    const { size } = await handle.stat();
    return reply.header('content-type', FORMAT_CONTENT_TYPES[image.format]).header('content-length', size).header('cache-control', IMMUTABLE).send(handle.createReadStream());
  });

  app.get<{ Params: { width: string; '*': string } }>(`${IMAGE_ROUTE_PREFIX}:width/*`, async (request, reply) => {
    const width = /^[1-9]\d{0,4}$/.test(request.params.width) ? Number(request.params.width) : NaN;
    if (!isImageWidth(width)) throw new BadRequestError(`너비는 ${IMAGE_WIDTHS.join(', ')} 중 하나여야 합니다.`);
    const key = request.params['*'];
    const format = negotiateFormat(request.headers.accept);
    const image = await images.variant(key, width, format);
    // Opened before answering: a cache cleared meanwhile cannot cut the answer short.
    const handle = await fs.open(image.file, 'r');
    const { size } = await handle.stat();
    return reply
      .header('content-type', FORMAT_CONTENT_TYPES[image.format])
      .header('content-length', size)
      .header('cache-control', IMMUTABLE)
      .header('vary', 'Accept')
      .send(handle.createReadStream());
  });
}
