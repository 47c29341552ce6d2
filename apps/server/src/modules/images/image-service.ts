import { RESIZABLE_IMAGE_EXTENSION, type ImageWidth } from '@agency/contract/images';
import { BadRequestError, NotFoundError } from '../../errors';
import type { BlobStore } from '../../storage/blob-store';
import { assertSafeMediaKey } from '../../storage/media-key';
import type { CachedImage, ImageCache } from './image-cache';
import type { NegotiatedFormat } from './image-format';
import type { ImageResizer } from './image-resizer';
import type { WorkLimiter } from './work-limiter';

export interface ImageService {
  /** The cached variant of a stored image, made (once, even under concurrent requests) when missing. */
  variant(key: string, width: ImageWidth, format: NegotiatedFormat): Promise<CachedImage>;
}

export interface ImageServiceDeps {
  storage: Pick<BlobStore, 'get'>;
  cache: ImageCache;
  resizer: ImageResizer;
  limiter: WorkLimiter;
}

export function createImageService({ storage, cache, resizer, limiter }: ImageServiceDeps): ImageService {
  const inFlight = new Map<string, Promise<CachedImage>>();

  async function make(key: string, id: string, width: ImageWidth, format: NegotiatedFormat): Promise<CachedImage> {
    // Reading the source happens inside the limiter too: each job holds its source in memory.
    return limiter.run(async () => {
      const cached = await cache.get(id);
      if (cached) return cached;
      const source = await storage.get(key);
      if (!source) throw new NotFoundError('Image not found');
      const resized = await resizer(source, width, format);
      return cache.put(id, resized.format, resized.body);
    });
  }

  return {
    async variant(key, width, format) {
      assertSafeMediaKey(key);
      if (!RESIZABLE_IMAGE_EXTENSION.test(key)) throw new BadRequestError('Not an image');
      const id = cache.idOf(key, width, format);
      const cached = await cache.get(id);
      if (cached) return cached;
      let pending = inFlight.get(id);
      if (!pending) {
        pending = make(key, id, width, format).finally(() => inFlight.delete(id));
        inFlight.set(id, pending);
      }
      return pending;
    },
  };
}
