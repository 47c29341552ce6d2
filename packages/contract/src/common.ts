import { z } from 'zod';
import { APPLICATION_PHOTO_REF } from './media-paths';

export const prioritySchema = z.number().int().min(0).max(1_000_000);


const httpUrlPattern = /^https?:\/\/[^\s]+$/i;
const mediaPathPattern = /^\/media\/[A-Za-z0-9._\-/]+$/;

export const LINK_INVALID = '링크는 http://, https:// 또는 /media/로 시작해야 합니다.';

/** An http(s) URL or a media path of ours (`/media/...`). */
export const linkSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => httpUrlPattern.test(v) || (mediaPathPattern.test(v) && !v.includes('..')), {
    message: LINK_INVALID,
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
    message: LINK_INVALID,
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

export const DATE_RANGE_REVERSED = '시작일은 종료일보다 늦을 수 없습니다.';

/**
 * The one refinement of every query with a day range `from`..`to` (YYYY-MM-DD, both included): a reversed range is
 * a 400 with DATE_RANGE_REVERSED at `from` everywhere (issue 35), not an empty answer here and a refusal there.
 */
export function withDateRangeInOrder<T extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(schema: T) {
  return schema.refine((range) => !range.from || !range.to || range.from <= range.to, { message: DATE_RANGE_REVERSED, path: ['from'] });
}

/**
 * The version every edit of an artist or a page content moves on. The admin sends the one it read back as
 * `If-Match: "<version>"`; a write naming an older one changes nothing and answers 409 EDIT_CONFLICT
 * (docs/decisions/072).
 */
export const editVersionSchema = z.number().int().nonnegative();
