import sharp from 'sharp';
import type { BlobStore } from '../../storage/blob-store';

export interface ImageSize {
  width: number;
  height: number;
}

const MAX_CACHED = 2000;

/**
 * Width and height of stored images (for og:image:width/height), read once per URL with sharp
 * and kept in memory. Only images of our media storage are read; other hosts answer undefined.
 * Missing or unreadable files are not cached, so an image uploaded later is measured then.
 */
export function createImageSizeReader(storage: BlobStore, log?: { warn: (obj: object, msg: string) => void }) {
  const cache = new Map<string, Promise<ImageSize | undefined>>();
  const mediaPrefix = storage.publicUrl('');

  function keyOf(url: string): string | undefined {
    if (!url.startsWith(mediaPrefix)) return undefined;
    const rest = url.slice(mediaPrefix.length).split(/[?#]/)[0]!;
    try {
      const key = decodeURIComponent(rest);
      return key === '' ? undefined : key;
    } catch {
      return undefined;
    }
  }

  async function measure(key: string): Promise<ImageSize | undefined> {
    const body = await storage.get(key);
    if (!body) return undefined;
    const meta = await sharp(body).metadata();
    if (!meta.width || !meta.height) return undefined;
    // EXIF orientations 5 to 8 turn the picture a quarter: viewers show it with sides swapped.
    const swapped = (meta.orientation ?? 1) >= 5;
    return swapped ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  }

  return async function imageSize(url: string): Promise<ImageSize | undefined> {
    const key = keyOf(url);
    if (!key) return undefined;
    const cached = cache.get(url);
    if (cached) return cached;
    const pending = measure(key).catch((error: unknown) => {
      log?.warn({ err: error, url }, 'could not read image size');
      return undefined;
    });
    cache.set(url, pending);
    const size = await pending;
    if (!size) cache.delete(url);
    else if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
    return size;
  };
}
