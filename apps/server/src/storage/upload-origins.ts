import type { Config } from '../config';

/** Origins the browser PUTs presigned uploads to, for the CSP's connect-src. */
export function uploadOrigins(media: Config['media']): string[] {
  if (media.driver !== 's3') return [];
  if (!media.endpoint) return [`https://${media.bucket}.s3.${media.region}.amazonaws.com`, `https://s3.${media.region}.amazonaws.com`];
  const endpoint = new URL(media.endpoint);
  const origins = [endpoint.origin];
  if (!media.forcePathStyle) origins.push(`${endpoint.protocol}//${media.bucket}.${endpoint.host}`);
  return origins;
}
