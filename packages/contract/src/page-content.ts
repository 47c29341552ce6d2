import { z } from 'zod';
import { calendarDaySchema, DAY_INVALID, editVersionSchema, linkSchema, optionalLinkSchema, prioritySchema } from './common';
import { videoLinkSchema } from './video-links';
import { byPriority, DAY_TEXT_SLOTS, LINK_TEXT_SLOTS, SWITCH_ON, SWITCH_TEXT_SLOTS, TOKEN_TEXT_SLOTS } from './page-slots';

export const PAGE_CONTENT_CODES = [
  'ABOUT_INFO',
  'PRODUCTION_INFO',
  'PRODUCTION_CONTENT',
  'NEWS_INFO',
  'NEWS_CONTENT',
  'CONTACT_INFO',
  'LINK_INFO',
  'COMPANY_INFO',
  'HOME_SECTIONS',
  'SEARCH_INFO',
] as const;
export const pageContentCodeSchema = z.enum(PAGE_CONTENT_CODES);
export type PageContentCode = z.infer<typeof pageContentCodeSchema>;

/** Upper bounds of items per code (SPEC section 3 and 9); 0 means that kind is not allowed. */
export const PAGE_CONTENT_SLOTS: Record<PageContentCode, { texts: number; images: number; videos: number }> = {
  ABOUT_INFO: { texts: 16, images: 5, videos: 0 },
  PRODUCTION_INFO: { texts: 4, images: 1, videos: 0 },
  PRODUCTION_CONTENT: { texts: 0, images: 0, videos: 500 },
  NEWS_INFO: { texts: 4, images: 1, videos: 0 },
  NEWS_CONTENT: { texts: 0, images: 1000, videos: 500 },
  CONTACT_INFO: { texts: 9, images: 0, videos: 0 },
  LINK_INFO: { texts: 3, images: 0, videos: 0 },
  COMPANY_INFO: { texts: 11, images: 0, videos: 0 },
  HOME_SECTIONS: { texts: 12, images: 0, videos: 0 },
  SEARCH_INFO: { texts: 2, images: 0, videos: 0 },
};

export const MAX_TEXT_LENGTH = 10_000;

const SAFE_LINK_PATTERN = /^(https?:\/\/|mailto:|tel:)\S+$/i;
export const LINK_TEXT_INVALID = '링크는 http://, https://, mailto: 또는 tel: 로 시작해야 합니다.';
export const SWITCH_TEXT_INVALID = `켜기/끄기 값은 '${SWITCH_ON}' 또는 빈 값이어야 합니다.`;
export const TOKEN_TEXT_INVALID = '확인 코드는 영문, 숫자, -, _ 만 쓸 수 있습니다 (메타 태그의 content 값만 입력하세요).';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;
const daySchema = calendarDaySchema();

/**
 * The texts of `code` a save must refuse, by index in `texts`, with their message: a link slot (LINK_TEXT_SLOTS)
 * holding something else than a safe link, a day slot (DAY_TEXT_SLOTS) something else than a calendar day, a switch
 * slot (SWITCH_TEXT_SLOTS) something else than on or off, a token slot (TOKEN_TEXT_SLOTS) anything but a code. A
 * slot is the position in priority order the pages read (readSlots), whatever the priority numbers are; empty
 * slots are fine.
 */
export function invalidSlotTexts(
  code: PageContentCode,
  texts: readonly { priority: number; description: string }[],
): { index: number; message: string }[] {
  const linkSlots = LINK_TEXT_SLOTS[code] ?? [];
  const daySlots = DAY_TEXT_SLOTS[code] ?? [];
  const switchSlots = SWITCH_TEXT_SLOTS[code] ?? [];
  const tokenSlots = TOKEN_TEXT_SLOTS[code] ?? [];
  const inSlotOrder = byPriority(texts.map((text, index) => ({ priority: text.priority, value: text.description.trim(), index })));
  const invalid: { index: number; message: string }[] = [];
  inSlotOrder.forEach(({ value, index }, position) => {
    if (value === '') return;
    const slot = position + 1;
    if (linkSlots.includes(slot) && !SAFE_LINK_PATTERN.test(value)) invalid.push({ index, message: LINK_TEXT_INVALID });
    if (daySlots.includes(slot) && !daySchema.safeParse(value).success) invalid.push({ index, message: DAY_INVALID });
    if (switchSlots.includes(slot) && value !== SWITCH_ON) invalid.push({ index, message: SWITCH_TEXT_INVALID });
    if (tokenSlots.includes(slot) && !TOKEN_PATTERN.test(value)) invalid.push({ index, message: TOKEN_TEXT_INVALID });
  });
  return invalid.sort((a, b) => a.index - b.index);
}

export const pageContentTextSchema = z.object({
  id: z.number().int().positive(),
  priority: prioritySchema,
  description: z.string().max(MAX_TEXT_LENGTH),
});
export const pageContentImageSchema = z.object({
  id: z.number().int().positive(),
  priority: prioritySchema,
  imageUrl: linkSchema,
});
export const VIDEO_TITLE_MAX = 500;

export const pageContentVideoSchema = z.object({
  id: z.number().int().positive(),
  priority: prioritySchema,
  isYoutube: z.boolean(),
  /** The Korean title (SPEC's `title`); also the fallback of `titleENG`. */
  title: z.string().max(VIDEO_TITLE_MAX),
  /** The English title ENG pages show; empty falls back to `title` (decision 077). */
  titleENG: z.string().max(VIDEO_TITLE_MAX),
  /** The day the video was published, YYYY-MM-DD, or empty; news items show it. */
  date: z.union([z.literal(''), daySchema]),
  thumbnailImageUrl: optionalLinkSchema,
  videoUrl: linkSchema,
});
export type PageContentText = z.infer<typeof pageContentTextSchema>;
export type PageContentImage = z.infer<typeof pageContentImageSchema>;
export type PageContentVideo = z.infer<typeof pageContentVideoSchema>;

/** GET /api/pageContent/fetchByCode/{code} */
export const pageContentSchema = z.object({
  code: pageContentCodeSchema,
  pageContentTexts: z.array(pageContentTextSchema),
  pageContentImages: z.array(pageContentImageSchema),
  pageContentVideos: z.array(pageContentVideoSchema),
  /** 0 for a code never saved. */
  version: editVersionSchema,
});
export type PageContent = z.infer<typeof pageContentSchema>;

export const codeParamSchema = z.object({ code: z.string().max(64) });
/** Ids are 32-bit integers in the database; larger numbers are a 400, not a database error. */
export const MAX_ID = 2_147_483_647;
export const videoIdParamSchema = z.object({ videoId: z.coerce.number().int().positive().max(MAX_ID) });

/** POST /api/admin/pageContent/upsert: items without id are inserted. */
export const upsertTextSchema = pageContentTextSchema.extend({ id: z.number().int().positive().optional() }).strict();
export const upsertImageSchema = pageContentImageSchema.extend({ id: z.number().int().positive().optional() }).strict();
export const upsertVideoSchema = pageContentVideoSchema
  .extend({
    id: z.number().int().positive().optional(),
    isYoutube: z.boolean().default(true),
    priority: prioritySchema.default(0),
    // Left out, a stored video keeps its own (a client that predates them loses nothing); a new one gets ''.
    titleENG: pageContentVideoSchema.shape.titleENG.optional(),
    date: pageContentVideoSchema.shape.date.optional(),
    // A link of another platform is refused, naming the supported ones (issue 35); stored ones are read as they are.
    videoUrl: videoLinkSchema,
  })
  .strict();

export const pageContentUpsertSchema = z
  .object({
    code: pageContentCodeSchema,
    texts: z.array(upsertTextSchema).max(1000).optional(),
    images: z.array(upsertImageSchema).max(1000).optional(),
    videos: z.array(upsertVideoSchema).max(1000).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    const slots = PAGE_CONTENT_SLOTS[value.code];
    for (const kind of ['texts', 'images', 'videos'] as const) {
      const list = value[kind];
      if (list && list.length > slots[kind]) {
        ctx.addIssue({
          code: 'custom',
          path: [kind],
          message: `${value.code} accepts at most ${slots[kind]} ${kind}`,
        });
      }
    }
    for (const { index, message } of invalidSlotTexts(value.code, value.texts ?? [])) {
      ctx.addIssue({ code: 'custom', path: ['texts', index, 'description'], message });
    }
  });
export type PageContentUpsert = z.input<typeof pageContentUpsertSchema>;
