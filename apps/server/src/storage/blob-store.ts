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
  /** Reads a file, or undefined when it does not exist. */
  get(path: string): Promise<Buffer | undefined>;
  exists(path: string): Promise<boolean>;
}
