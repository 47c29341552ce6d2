import type { Config } from '../config';
import type { Clock } from '../lib/clock';
import { deriveKey } from '../lib/secrets';
import type { BlobStore } from './blob-store';
import { createLocalBlobStore } from './local-blob-store';
import { createS3BlobStore } from './s3-blob-store';

/** The blob store chosen by MEDIA_DRIVER: local disk (default) or an S3-compatible bucket. */
export function createBlobStore(media: Config['media'], deps: { jwtSecret: string; clock: Clock }): BlobStore {
  if (media.driver === 's3') {
    const { driver: _driver, ...s3 } = media;
    return createS3BlobStore(s3);
  }
  return createLocalBlobStore({
    dir: media.dir,
    publicBaseUrl: media.publicBaseUrl,
    signingKey: deriveKey(deps.jwtSecret, 'media-upload'),
    clock: deps.clock,
  });
}
