import crypto from 'node:crypto';
import { UPLOAD_URL_TTL_SECONDS } from '@agency/contract/media';
import type { Clock } from '../lib/clock';

export interface SignedUpload {
  contentType: string;
  /** Unix seconds after which the signature is refused. */
  expires: number;
  signature: string;
}

export type UploadSignatureCheck = 'valid' | 'invalid' | 'expired';

/**
 * HMAC-SHA256 signatures for local upload URLs. The signature covers the method, path,
 * content type and expiry, so none of them can be changed by the holder of the URL.
 */
export function createUploadSigner(key: Buffer, clock: Clock, ttlSeconds = UPLOAD_URL_TTL_SECONDS) {
  const mac = (path: string, contentType: string, expires: number) =>
    crypto.createHmac('sha256', key).update(`PUT\n${path}\n${contentType}\n${expires}`).digest();

  return {
    sign(path: string, contentType: string): SignedUpload {
      const expires = Math.floor(clock.now().getTime() / 1000) + ttlSeconds;
      return { contentType, expires, signature: mac(path, contentType, expires).toString('base64url') };
    },

    verify(path: string, upload: { contentType?: string; expires?: string; signature?: string }): UploadSignatureCheck {
      const { contentType, expires, signature } = upload;
      if (!contentType || !expires || !signature || !/^\d{1,12}$/.test(expires)) return 'invalid';
      const expected = mac(path, contentType, Number(expires));
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return 'invalid';
      if (Number(expires) * 1000 < clock.now().getTime()) return 'expired';
      return 'valid';
    },
  };
}
