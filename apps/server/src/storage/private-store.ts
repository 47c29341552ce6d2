import path from 'node:path';
import type { Config } from '../config';
import type { Clock } from '../lib/clock';
import { createBlobStore } from './create-blob-store';
import type { BlobStore } from './blob-store';

/** Keys of the private store inside a shared S3 bucket; the image resizer refuses them (never public). */
export const PRIVATE_KEY_PREFIX = 'private/';

/** Files only the server reads (model application photos): no public address, no upload URL. */
export type PrivateStore = Pick<BlobStore, 'put' | 'get' | 'remove'>;

/**
 * The local driver keeps private files in DATA_DIR/private-media, a folder no route serves. On S3 they go into the
 * same bucket under `private/`: the bucket stays private and a CDN in front of it must not serve that prefix
 * (README, decision 082).
 */
export function createPrivateStore(config: Pick<Config, 'media' | 'dataDir'>, deps: { jwtSecret: string; clock: Clock }): PrivateStore {
  if (config.media.driver === 's3') {
    const bucket = createBlobStore(config.media, deps);
    return {
      put: (key, body, contentType) => bucket.put(`${PRIVATE_KEY_PREFIX}${key}`, body, contentType),
      get: (key, options) => bucket.get(`${PRIVATE_KEY_PREFIX}${key}`, options),
      remove: (key) => bucket.remove(`${PRIVATE_KEY_PREFIX}${key}`),
    };
  }
  return createBlobStore({ driver: 'local', dir: path.join(config.dataDir, 'private-media'), publicBaseUrl: undefined }, deps);
}
