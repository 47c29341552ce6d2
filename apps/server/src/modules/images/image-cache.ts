import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ImageFormat } from './image-format';

export interface CachedImage {
  file: string;
  size: number;
  format: ImageFormat;
}

/**
 * Resized images on the local disk (DATA_DIR/image-cache), named by a hash of key, width and
 * negotiated format. Derived data: it may be deleted at any time and is rebuilt on demand, so
 * each instance can keep its own whatever the storage driver.
 */
export interface ImageCache {
  /** The cache entry name for a variant (independent of the output format a fallback picks). */
  idOf(key: string, width: number, negotiated: string): string;
  get(id: string): Promise<CachedImage | undefined>;
  /** Written to a temporary file, then renamed: readers see a whole file or none. */
  put(id: string, format: ImageFormat, body: Buffer): Promise<CachedImage>;
  /** Deletes an entry in whichever format it was kept. */
  remove(id: string): Promise<void>;
}

const EXTENSIONS: ImageFormat[] = ['avif', 'webp', 'jpeg', 'png'];

export function createImageCache(dir: string): ImageCache {
  const root = path.resolve(dir);
  const fileOf = (id: string, format: ImageFormat) => path.join(root, id.slice(0, 2), `${id}.${format}`);

  return {
    idOf(key, width, negotiated) {
      return crypto.createHash('sha256').update(`${key}\n${width}\n${negotiated}`).digest('hex');
    },

    async get(id) {
      for (const format of EXTENSIONS) {
        const file = fileOf(id, format);
        try {
          const stat = await fs.stat(file);
          if (stat.isFile()) return { file, size: stat.size, format };
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      }
      return undefined;
    },

    async put(id, format, body) {
      const file = fileOf(id, format);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.writeFile(temp, body, { flag: 'wx' });
        await fs.rename(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
      return { file, size: body.length, format };
    },

    async remove(id) {
      await Promise.all(EXTENSIONS.map((format) => fs.rm(fileOf(id, format), { force: true })));
    },
  };
}
