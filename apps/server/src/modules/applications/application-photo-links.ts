import crypto from 'node:crypto';
import { APPLICATION_PHOTO_PATH_PREFIX } from '@agency/contract/media-paths';
import type { Clock } from '../../lib/clock';

/** How long a signed photo address works (the admin's screen reads new ones with every load). */
export const PHOTO_LINK_TTL_SECONDS = 15 * 60;
export const APPLICATION_PHOTO_PATH = APPLICATION_PHOTO_PATH_PREFIX;

/**
 * Short-lived signed addresses of application photos, so the admin's <img> tags can show them without a bearer
 * token while nobody else can: HMAC-SHA256 over the photo's id and the expiry (like a presigned GET).
 */
export function createPhotoLinks(key: Buffer, clock: Clock) {
  const mac = (id: number, expires: number) => crypto.createHmac('sha256', key).update(`application-photo\n${id}\n${expires}`).digest();
  const expiry = () => Math.floor(clock.now().getTime() / 1000) + PHOTO_LINK_TTL_SECONDS;
  return {
    /** When addresses made now stop working (seconds); one answer signs all its addresses with the same. */
    expiry,
    url(id: number, expires = expiry()): string {
      return `${APPLICATION_PHOTO_PATH}${id}?expires=${expires}&signature=${mac(id, expires).toString('base64url')}`;
    },
    valid(id: number, expires: string, signature: string): boolean {
      if (!/^\d{1,12}$/.test(expires)) return false;
      const expected = mac(id, Number(expires));
      const given = Buffer.from(signature, 'base64url');
      return given.length === expected.length && crypto.timingSafeEqual(given, expected) && Number(expires) * 1000 >= clock.now().getTime();
    },
  };
}
export type PhotoLinks = ReturnType<typeof createPhotoLinks>;
