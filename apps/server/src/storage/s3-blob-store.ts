import { createRequire } from 'node:module';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type * as S3Presigner from '@aws-sdk/s3-request-presigner';
import { UPLOAD_URL_TTL_SECONDS } from '@agency/contract/media';
import { StoredFileTooLargeError, uploadLimitOf, type BlobStore, type UploadLimits } from './blob-store';
import { assertSafeMediaKey } from './media-key';

export interface S3BlobStoreOptions {
  bucket: string;
  region: string;
  /** Any S3-compatible endpoint (MinIO, R2, s3rver); unset for AWS. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Where the bucket's files are served (a CDN or the bucket's public URL). */
  publicBaseUrl: string;
  /** Upload size limits, checked before a stored file is referenced (modules/media/media-guard.ts). */
  limits?: UploadLimits;
}

export interface S3BlobStore extends BlobStore {
  readonly driver: 's3';
  readonly client: S3Client;
}

/** The AWS SDK, loaded when an S3 store is created: an installation on local disk never holds it in memory. */
function loadSdk() {
  const require = createRequire(import.meta.url);
  return {
    ...(require('@aws-sdk/client-s3') as typeof S3Sdk),
    getSignedUrl: (require('@aws-sdk/s3-request-presigner') as typeof S3Presigner).getSignedUrl,
  };
}

function isNotFound(error: unknown, { S3ServiceException }: typeof S3Sdk): boolean {
  if (error instanceof S3ServiceException) {
    return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
  }
  return false;
}

/** A range request on an empty object: S3 answers 416 (the object exists, with no bytes). */
function isEmptyRange(error: unknown, { S3ServiceException }: typeof S3Sdk): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416;
}

/** Media files in an S3-compatible bucket; the browser uploads with a presigned PUT. */
export function createS3BlobStore(options: S3BlobStoreOptions): S3BlobStore {
  const sdk = loadSdk();
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, getSignedUrl } = sdk;
  const client = new sdk.S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums the browser's PUT could not send would otherwise be baked into presigned URLs,
    // and some S3-compatible servers reject them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const publicBase = options.publicBaseUrl.replace(/\/+$/, '');
  const Bucket = options.bucket;

  return {
    driver: 's3',
    client,

    async createUploadUrl(key, contentType) {
      assertSafeMediaKey(key);
      return getSignedUrl(client, new PutObjectCommand({ Bucket, Key: key, ContentType: contentType }), {
        expiresIn: UPLOAD_URL_TTL_SECONDS,
        // The presigner leaves Content-Type unsigned by default; the upload must carry the signed type.
        signableHeaders: new Set(['content-type']),
      });
    },

    publicUrl(key) {
      return `${publicBase}/${key}`;
    },

    async put(key, body, contentType) {
      assertSafeMediaKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },

    async get(key, options) {
      assertSafeMediaKey(key);
      const maxBytes = options?.maxBytes;
      try {
        // With a limit, one byte more than it is asked for: a larger object is known without downloading it.
        const Range = maxBytes === undefined ? undefined : `bytes=0-${maxBytes}`;
        const result = await client.send(new GetObjectCommand({ Bucket, Key: key, Range }));
        if (!result.Body) return undefined;
        if (maxBytes !== undefined && (result.ContentLength ?? 0) > maxBytes) {
          await result.Body.transformToWebStream().cancel();
          throw new StoredFileTooLargeError(key, maxBytes);
        }
        return Buffer.from(await result.Body.transformToByteArray());
      } catch (error) {
        if (isNotFound(error, sdk)) return undefined;
        if (isEmptyRange(error, sdk)) return Buffer.alloc(0);
        throw error;
      }
    },

    async inspect(key, headBytes) {
      assertSafeMediaKey(key);
      try {
        const result = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${headBytes - 1}` }));
        const head = result.Body ? Buffer.from(await result.Body.transformToByteArray()) : Buffer.alloc(0);
        // "bytes 0-63/123456": the total after the slash; a server that ignores Range sends it all.
        const total = Number(/\/(\d+)$/.exec(result.ContentRange ?? '')?.[1] ?? result.ContentLength ?? head.length);
        return { size: total, contentType: result.ContentType, head: head.subarray(0, headBytes) };
      } catch (error) {
        if (isNotFound(error, sdk)) return undefined;
        if (isEmptyRange(error, sdk)) return { size: 0, head: Buffer.alloc(0) };
        throw error;
      }
    },

    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) yield { key: object.Key, modifiedAt: object.LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    maxUploadBytes(contentType) {
      return uploadLimitOf(options.limits, contentType);
    },

    async remove(key) {
      assertSafeMediaKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async exists(key) {
      assertSafeMediaKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error, sdk)) return false;
        throw error;
      }
    },
  };
}
