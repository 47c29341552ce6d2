import { mediaContentType } from '@agency/contract/media';
import type { DatabaseKind, DbOrTx } from '../../db/database';
import { BadRequestError, ConflictError, PayloadTooLargeError } from '../../errors';
import type { BlobStore } from '../../storage/blob-store';
import { createWorkLimiter } from '../images/work-limiter';
import { cleanedImage } from './clean-stored-image';
import { MAGIC_BYTES_HEAD_LENGTH, matchesMagicBytes } from './magic-bytes';
import { mediaKeysIn, stringsIn } from './media-references';
import { findRemovedKey, lockMediaReferences } from './media-repository';

export const MEDIA_REMOVED = '사용되지 않아 정리된 파일이 들어 있습니다. 그 파일을 다시 올린 뒤 저장해 주세요.';

export interface MediaGuardOptions {
  storage: Pick<BlobStore, 'inspect' | 'maxUploadBytes' | 'get' | 'put'>;
  kind: DatabaseKind;
}

/** At most this many stored files are inspected at once for one save. */
const INSPECT_CONCURRENCY = 4;

/**
 * The rules every save that refers to uploaded files follows (artists, page contents):
 * files it newly refers to are checked in storage, whichever driver took the upload (an S3 presigned PUT
 * carries no size or content limit), pictures are cleaned of personal metadata (clean-stored-image.ts), and files
 * the cleanup job removed are refused.
 */
export function createMediaGuard({ storage, kind }: MediaGuardOptions) {
  // Cleaning pictures takes a core for a moment each: one at a time, so a save of 40 photos leaves the site answering.
  const cleanWork = createWorkLimiter({ concurrency: 1, maxQueued: 10_000 });
  async function checkStored(key: string): Promise<void> {
    const info = await storage.inspect(key, MAGIC_BYTES_HEAD_LENGTH);
    // A key of another site's address, or a file not uploaded (yet): nothing is served from here.
    if (!info) return;
    const contentType = mediaContentType(key);
    if (!contentType) throw new BadRequestError(`지원하지 않는 파일 형식입니다: ${key}`);
    const maxBytes = storage.maxUploadBytes(contentType);
    if (info.size > maxBytes) throw new PayloadTooLargeError(`파일이 너무 큽니다 (최대 ${maxBytes}바이트): ${key}`);
    if (info.contentType !== undefined && info.contentType.split(';')[0]!.trim().toLowerCase() !== contentType) {
      throw new BadRequestError(`파일이 ${contentType}이(가) 아닌 ${info.contentType}(으)로 저장되었습니다: ${key}`);
    }
    if (!matchesMagicBytes(contentType, info.head)) throw new BadRequestError(`파일 내용이 ${contentType} 형식이 아닙니다: ${key}`);
    await cleanWork.run(async () => {
      const body = await storage.get(key, { maxBytes });
      const cleaned = body && (await cleanedImage(body, contentType));
      if (cleaned) await storage.put(key, cleaned, contentType);
    });
  }

  return {
    /**
     * Before the save's transaction (it may call the storage): every uploaded file `next` refers to and
     * `previous` did not is checked for its type, size and content.
     */
    async checkNewFiles(next: unknown, previous: unknown): Promise<void> {
      const before = mediaKeysIn(stringsIn(previous));
      const added = [...mediaKeysIn(stringsIn(next))].filter((key) => !before.has(key));
      for (let i = 0; i < added.length; i += INSPECT_CONCURRENCY) {
        await Promise.all(added.slice(i, i + INSPECT_CONCURRENCY).map(checkStored));
      }
    },

    /** Inside the save's transaction: holds off the cleanup's marking and refuses files it removed (409). */
    async holdFiles(trx: DbOrTx, next: unknown): Promise<void> {
      await lockMediaReferences(trx, kind, 'shared');
      const keys = [...mediaKeysIn(stringsIn(next))];
      if (keys.length === 0) return;
      const removed = await findRemovedKey(trx, keys);
      if (removed !== undefined) throw new ConflictError(`${MEDIA_REMOVED} (${removed})`);
    },
  };
}

export type MediaGuard = ReturnType<typeof createMediaGuard>;
