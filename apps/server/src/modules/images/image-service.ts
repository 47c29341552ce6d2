import { IMAGE_WIDTHS, RESIZABLE_IMAGE_EXTENSION, SHARE_IMAGE, type ImageWidth } from '@agency/contract/images';
import { mediaContentType } from '@agency/contract/media';
import { AppError, BadRequestError, NotFoundError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { StoredFileTooLargeError, type BlobStore } from '../../storage/blob-store';
import { assertSafeMediaKey } from '../../storage/media-key';
import { PRIVATE_KEY_PREFIX } from '../../storage/private-store';
import type { CachedImage, ImageCache } from './image-cache';
import type { NegotiatedFormat } from './image-format';
import type { ImageResizer, ResizedImage, ShareCropper } from './image-resizer';
import type { WorkLimiter } from './work-limiter';

export interface ImageService {
  /** The cached variant of a stored image, made (once, even under concurrent requests) when missing. */
  variant(key: string, width: ImageWidth, format: NegotiatedFormat): Promise<CachedImage>;
  /** The cached 2:1 share picture of a stored image (SHARE_IMAGE), made once when missing. */
  share(key: string): Promise<CachedImage>;
  /** Deletes every cached variant of a stored image (the image was removed). */
  forget(key: string): Promise<void>;
}

export interface ImageServiceDeps {
  /** Sources larger than an upload of their type may be (maxUploadBytes) are never read. */
  storage: Pick<BlobStore, 'get' | 'maxUploadBytes'>;
  cache: ImageCache;
  resizer: ImageResizer;
  cropper: ShareCropper;
  limiter: WorkLimiter;
  clock: Clock;
}

const NEGOTIATED_FORMATS: NegotiatedFormat[] = ['avif', 'webp', 'fallback'];
/** A source that could not be made into a variant (missing, too large, not an image) is not fetched again this long. */
export const IMAGE_FAILURE_TTL_MS = 30_000;
/** Failures remembered at most; the oldest go first. */
const MAX_REMEMBERED_FAILURES = 1000;

export function createImageService({ storage, cache, resizer, cropper, limiter, clock }: ImageServiceDeps): ImageService {
  const inFlight = new Map<string, Promise<CachedImage>>();
  const failures = new Map<string, { error: AppError; until: number }>();

  function rememberFailure(key: string, error: unknown): void {
    if (!(error instanceof AppError) || error.statusCode >= 500) return;
    if (failures.size >= MAX_REMEMBERED_FAILURES) failures.delete(failures.keys().next().value!);
    failures.set(key, { error, until: clock.now().getTime() + IMAGE_FAILURE_TTL_MS });
  }

  function recentFailure(key: string): AppError | undefined {
    const failure = failures.get(key);
    if (!failure) return undefined;
    if (failure.until > clock.now().getTime()) return failure.error;
    failures.delete(key);
    return undefined;
  }

  async function readSource(key: string): Promise<Buffer> {
    const maxSourceBytes = storage.maxUploadBytes(mediaContentType(key) ?? 'image/jpeg');
    try {
      const source = await storage.get(key, { maxBytes: maxSourceBytes });
      if (!source) throw new NotFoundError('이미지를 찾을 수 없습니다.');
      return source;
    } catch (error) {
      if (error instanceof StoredFileTooLargeError) throw new NotFoundError(`이미지를 제공할 수 없습니다: 저장된 파일이 ${maxSourceBytes}바이트보다 큽니다.`);
      throw error;
    }
  }

  async function make(key: string, id: string, produce: (source: Buffer) => Promise<ResizedImage>): Promise<CachedImage> {
    // Reading the source happens inside the limiter too: each job holds its source in memory.
    return limiter.run(async () => {
      const cached = await cache.get(id);
      if (cached) return cached;
      const made = await produce(await readSource(key));
      return cache.put(id, made.format, made.body);
    });
  }

  /** The cache entry `id` of a picture made from `key`, made once (even under concurrent requests) when missing. */
  async function cachedOrMade(key: string, id: string, produce: (source: Buffer) => Promise<ResizedImage>): Promise<CachedImage> {
    assertSafeMediaKey(key);
    // Private files (application photos) share an S3 bucket with the media: never through here.
    if (key.startsWith(PRIVATE_KEY_PREFIX)) throw new NotFoundError('이미지를 찾을 수 없습니다.');
    if (!RESIZABLE_IMAGE_EXTENSION.test(key)) throw new BadRequestError('이미지가 아닙니다.');
    const cached = await cache.get(id);
    if (cached) return cached;
    const failed = recentFailure(key);
    if (failed) throw failed;
    let pending = inFlight.get(id);
    if (!pending) {
      pending = make(key, id, produce)
        .catch((error: unknown) => {
          rememberFailure(key, error);
          throw error;
        })
        .finally(() => inFlight.delete(id));
      inFlight.set(id, pending);
    }
    return pending;
  }

  const shareId = (key: string) => cache.idOf(key, SHARE_IMAGE.width, SHARE_IMAGE.segment);

  return {
    variant(key, width, format) {
      return cachedOrMade(key, cache.idOf(key, width, format), (source) => resizer(source, width, format));
    },

    share(key) {
      return cachedOrMade(key, shareId(key), cropper);
    },

    async forget(key) {
      failures.delete(key);
      await Promise.all([
        ...IMAGE_WIDTHS.flatMap((width) => NEGOTIATED_FORMATS.map((format) => cache.remove(cache.idOf(key, width, format)))),
        cache.remove(shareId(key)),
      ]);
    },
  };
}
