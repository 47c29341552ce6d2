import { z } from 'zod';
import { APPLICATION_PHOTO_REF } from './media-paths';

export const prioritySchema = z.number().int().min(0).max(1_000_000);


const httpUrlPattern = /^https?:\/\/[^\s]+$/i;
const mediaPathPattern = /^\/media\/[A-Za-z0-9._\-/]+$/;

/** An http(s) URL or a media path of ours (`/media/...`). */
export const linkSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => httpUrlPattern.test(v) || (mediaPathPattern.test(v) && !v.includes('..')), {
    message: 'URL must start with http://, https:// or /media/',
  });

/** Same as linkSchema but may be left empty. */
export const optionalLinkSchema = z.union([z.literal(''), linkSchema]);

/**
 * An artist's picture: a link as above, or an application photo of an artist draft not published yet
 * (`/api/application-photos/{id}`: private, copied to public media when the artist is shown; decision 093).
 */
export const imageLinkSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => httpUrlPattern.test(v) || (mediaPathPattern.test(v) && !v.includes('..')) || APPLICATION_PHOTO_REF.test(v), {
    message: 'URL must start with http://, https:// or /media/',
  });

export const DAY_INVALID = '날짜는 YYYY-MM-DD 형식이어야 합니다.';

/** A calendar day, YYYY-MM-DD, that exists; `message` is the error of anything else. */
export function calendarDaySchema(message = DAY_INVALID) {
  return z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((day) => {
      const date = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
    }, message);
}

/**
 * The version every edit of an artist or a page content moves on. The admin sends the one it read back as
 * `If-Match: "<version>"`; a write naming an older one changes nothing and answers 409 EDIT_CONFLICT
 * (docs/decisions/072).
 */
export const editVersionSchema = z.number().int().nonnegative();
