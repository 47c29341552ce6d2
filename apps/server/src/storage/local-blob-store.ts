import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { MEDIA_PATH_PREFIX } from '@agency/contract/media-paths';
import { BadRequestError, ConflictError } from '../errors';
import type { Clock } from '../lib/clock';
import { StoredFileTooLargeError, uploadLimitOf, type BlobStore, type UploadLimits } from './blob-store';
import { assertSafeMediaKey, resolveInside } from './media-key';
import { createUploadSigner, type UploadSignatureCheck } from './upload-signer';

/** Where the browser PUTs local uploads; the rest of the URL is the media path. */
export const LOCAL_UPLOAD_ROUTE_PREFIX = '/api/media/upload/';

export interface LocalBlobStoreOptions {
  /** The media folder (config.media.dir = DATA_DIR/media). */
  dir: string;
  /** Optional CDN or host in front of /media; files are then addressed there. */
  publicBaseUrl?: string;
  /** HMAC key for upload URLs: deriveKey(jwtSecret, 'media-upload'). */
  signingKey: Buffer;
  clock: Clock;
  /** Upload size limits; 20 MB for images and 200 MB for videos unless a test injects smaller ones. */
  limits?: UploadLimits;
}

export interface LocalBlobStore extends BlobStore {
  readonly driver: 'local';
  readonly root: string;
  /** Calls `listener` with the key of every file this process wrote or removed, once it is in place or gone. */
  onChange(listener: (key: string) => void): void;
  /** Checks the query of an upload URL for this path. */
  verifyUpload(key: string, query: { contentType?: string; expires?: string; signature?: string }): UploadSignatureCheck;
  /**
   * Streams a body through an optional check (size, magic bytes) into a temporary file beside
   * the target, then renames it into place. Nothing is left behind when the check throws.
   */
  writeStream(
    key: string,
    body: Readable,
    check?: (chunks: AsyncIterable<Buffer>) => AsyncIterable<Buffer>,
  ): Promise<void>;
}

export function isLocalBlobStore(store: BlobStore): store is LocalBlobStore {
  return store.driver === 'local' && typeof (store as Partial<LocalBlobStore>).writeStream === 'function';
}

export const UPLOAD_URL_USED = '이미 사용한 업로드 주소입니다. 새 주소를 받으세요.';

function refuseExisting(error?: unknown): never {
  if (error === undefined || (error as NodeJS.ErrnoException).code === 'EEXIST') throw new ConflictError(UPLOAD_URL_USED);
  throw error;
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** Media files on the local disk under DATA_DIR/media, uploaded through HMAC-signed PUT URLs. */
export function createLocalBlobStore(options: LocalBlobStoreOptions): LocalBlobStore {
  const root = path.resolve(options.dir);
  const signer = createUploadSigner(options.signingKey, options.clock);
  const publicBase = options.publicBaseUrl?.replace(/\/+$/, '');
  const listeners: ((key: string) => void)[] = [];
  const changed = (key: string) => {
    for (const listener of listeners) listener(key);
  };

  /** The file for a key; its folder (created when asked) must really lie inside root, symlinks resolved. */
  async function fileFor(key: string, create: boolean): Promise<string> {
    const file = resolveInside(root, key);
    const dir = path.dirname(file);
    if (create) await fs.mkdir(dir, { recursive: true });
    const [realRoot, realDir] = await Promise.all([fs.realpath(root), fs.realpath(dir)]);
    if (realDir !== realRoot && !realDir.startsWith(realRoot + path.sep)) {
      throw new BadRequestError('잘못된 미디어 경로입니다.');
    }
    return path.join(realDir, path.basename(file));
  }

  const tempFileFor = (file: string) =>
    path.join(path.dirname(file), `.${path.basename(file)}.${crypto.randomBytes(6).toString('hex')}.tmp`);

  /**
   * Writes a new temporary file (flushed to disk before it is closed), then moves it to the target: renamed over
   * it, or with `once` linked (which fails when the target exists) so a file is never replaced.
   */
  async function writeAtomically(key: string, write: (tempFile: string) => Promise<void>, once = false): Promise<void> {
    const file = await fileFor(key, true);
    const temp = tempFileFor(file);
    try {
      await write(temp);
      if (once) await fs.link(temp, file).catch(refuseExisting);
      else await fs.rename(temp, file);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
    if (once) await fs.rm(temp, { force: true });
  }

  /** Runs `use` on the open file and its size, then closes it; undefined when the file does not exist. */
  async function withOpenFile<T>(key: string, use: (handle: fs.FileHandle, size: number) => Promise<T>): Promise<T | undefined> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(await fileFor(key, false), 'r');
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    try {
      return await use(handle, (await handle.stat()).size);
    } finally {
      await handle.close();
    }
  }

  async function exists(key: string): Promise<boolean> {
    try {
      return (await fs.stat(await fileFor(key, false))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  return {
    driver: 'local',
    root,

    async createUploadUrl(key, contentType) {
      assertSafeMediaKey(key);
      const signed = signer.sign(key, contentType);
      const query = new URLSearchParams({
        contentType: signed.contentType,
        expires: String(signed.expires),
        signature: signed.signature,
      });
      return `${LOCAL_UPLOAD_ROUTE_PREFIX}${key}?${query.toString()}`;
    },

    publicUrl(key) {
      return publicBase ? `${publicBase}/${key}` : `${MEDIA_PATH_PREFIX}${key}`;
    },

    async put(key, body) {
      await writeAtomically(key, (temp) => fs.writeFile(temp, body, { flag: 'wx', flush: true }));
      changed(key);
    },

    get: (key, options) =>
      withOpenFile(key, async (handle, size) => {
        if (options?.maxBytes !== undefined && size > options.maxBytes) throw new StoredFileTooLargeError(key, options.maxBytes);
        return handle.readFile();
      }),

    exists,

    inspect: (key, headBytes) =>
      withOpenFile(key, async (handle, size) => {
        const { buffer, bytesRead } = await handle.read(Buffer.alloc(headBytes), 0, headBytes, 0);
        return { size, head: buffer.subarray(0, bytesRead) };
      }),

    async *list() {
      let entries: import('node:fs').Dirent[];
      try {
        entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        // Temporary files of writes in progress start with a dot; links are never media.
        if (!entry.isFile() || entry.name.startsWith('.')) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(root, file).split(path.sep).join('/');
        try {
          yield { key, modifiedAt: (await fs.stat(file)).mtime };
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
    },

    async remove(key) {
      try {
        await fs.rm(await fileFor(key, false), { force: true });
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
      changed(key);
    },

    onChange(listener) {
      listeners.push(listener);
    },

    verifyUpload(key, query) {
      return signer.verify(key, query);
    },

    maxUploadBytes(contentType) {
      return uploadLimitOf(options.limits, contentType);
    },

    async writeStream(key, body, check) {
      // Each upload URL names a new file: a second PUT to it is refused before its body is read, and the
      // link below refuses a race of two. A CDN may keep the file for a year (immutable); it never changes.
      if (await exists(key)) refuseExisting();
      await writeAtomically(key, async (temp) => {
        // Opened before streaming so the file exists when a failed upload's cleanup removes it.
        const handle = await fs.open(temp, 'wx');
        const out = handle.createWriteStream({ flush: true });
        if (check) await pipeline(body, check, out);
        else await pipeline(body, out);
      }, true);
      changed(key);
    },
  };
}
