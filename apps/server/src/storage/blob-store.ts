import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, isVideoContentType } from '@agency/contract/media';

/**
 * Where media files live: the local disk under DATA_DIR (default) or an S3-compatible bucket.
 * Paths are relative keys like `artists/jane/main/0-1732170000000.jpg`.
 */
export interface BlobStore {
  readonly driver: 'local' | 's3';
  /** A URL the browser PUTs the file to, with the content type it must send. */
  createUploadUrl(path: string, contentType: string): Promise<string>;
  /** The address the public site uses for the file. */
  publicUrl(path: string): string;
  /** Writes a file directly (seeding, image variants). */
  put(path: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Reads a file, or undefined when it does not exist. With `maxBytes`, a larger file is refused
   * (StoredFileTooLargeError) before more than that is read.
   */
  get(path: string, options?: { maxBytes?: number }): Promise<Buffer | undefined>;
  exists(path: string): Promise<boolean>;
  /** Size, stored content type (S3) and the first `headBytes` bytes of a file, or undefined when it does not exist. */
  inspect(path: string, headBytes: number): Promise<StoredFileInfo | undefined>;
  /** Every stored file with its last change (uploads and demo files alike). */
  list(): AsyncIterable<StoredFile>;
  /** Deletes a file; a missing one is no error. */
  remove(path: string): Promise<void>;
  /** The largest upload of a content type (limits per images and videos). */
  maxUploadBytes(contentType: string): number;
}

export interface UploadLimits {
  image: number;
  video: number;
}

/** 20 MB for images and 200 MB for videos unless a test injects smaller limits. */
export function uploadLimitOf(limits: UploadLimits | undefined, contentType: string): number {
  return isVideoContentType(contentType) ? (limits?.video ?? MAX_VIDEO_BYTES) : (limits?.image ?? MAX_IMAGE_BYTES);
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

export interface StoredFileInfo {
  size: number;
  /** What the store recorded for the file (S3); the local disk records none. */
  contentType?: string;
  /** The first bytes asked for (fewer for a shorter file). */
  head: Buffer;
}

export class StoredFileTooLargeError extends Error {
  constructor(readonly key: string, readonly maxBytes: number) {
    super(`Stored file ${key} is larger than ${maxBytes} bytes`);
    this.name = 'StoredFileTooLargeError';
  }
}
