import { z } from 'zod';
import {
  APPLICATION_GENDERS,
  APPLICATION_MESSAGES as M,
  APPLICATION_PHOTOS,
  APPLICATION_STATUSES,
} from './application-rules';
import { calendarDaySchema, editVersionSchema } from './common';
import { EMAIL_PATTERN } from './inquiries';

export const APPLICATION_LIMITS = { name: 100, city: 100, phone: 40, email: 254, instagram: 60, message: 2000, measurement: 20, guardianName: 100, guardianContact: 100, notes: 5000 } as const;
export const APPLICATION_NOT_FOUND = '지원서를 찾을 수 없습니다.';

const required = (max: number) => z.string(M.required).trim().min(1, M.required).max(max);
const optional = (max: number) => z.string().trim().max(max).default('');

/** A photo's id as the upload answered it (128 random bits, base64url). */
const photoIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, M.photoUnknown);

/** POST /api/applications: the form (photos uploaded before, by their ids, in order). */
export const applicationSubmitSchema = z
  .object({
    name: required(APPLICATION_LIMITS.name),
    birthDate: calendarDaySchema(M.birthDate),
    gender: z.enum(APPLICATION_GENDERS, M.required),
    heightCm: z.coerce.number(M.required).int(M.required).min(100, M.required).max(230, M.required),
    bust: optional(APPLICATION_LIMITS.measurement),
    waist: optional(APPLICATION_LIMITS.measurement),
    hips: optional(APPLICATION_LIMITS.measurement),
    shoe: optional(APPLICATION_LIMITS.measurement),
    city: required(APPLICATION_LIMITS.city),
    phone: required(APPLICATION_LIMITS.phone),
    email: required(APPLICATION_LIMITS.email).regex(EMAIL_PATTERN, M.email),
    instagram: optional(APPLICATION_LIMITS.instagram),
    message: optional(APPLICATION_LIMITS.message),
    photoIds: z.array(photoIdSchema).min(APPLICATION_PHOTOS.min, M.photoCount).max(APPLICATION_PHOTOS.max, M.photoCount),
    consentRequired: z.literal(true, { error: M.consent }),
    consentOptional: z.boolean().default(false),
    guardianConsent: z.boolean().default(false),
    guardianName: optional(APPLICATION_LIMITS.guardianName),
    guardianContact: optional(APPLICATION_LIMITS.guardianContact),
    language: z.enum(['ko', 'en']).default('ko'),
    /** Honeypot: hidden from people; bots fill it in. A non-empty value is answered 200 and dropped. */
    website: z.string().max(500).optional(),
  })
  .strict()
  .refine((a) => a.consentOptional || (a.instagram === '' && a.message === ''), { message: M.optionalWithoutConsent, path: ['consentOptional'] })
  .refine((a) => new Set(a.photoIds).size === a.photoIds.length, { message: M.photoCount, path: ['photoIds'] });
export type ApplicationSubmit = z.input<typeof applicationSubmitSchema>;

/** 200 answer of POST /api/applications/photos: the photo is stored privately until the application is sent. */
export const applicationPhotoResponseSchema = z.object({ id: z.string(), width: z.number(), height: z.number() });

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

export const applicationSummarySchema = z.object({
  id: z.number(),
  status: applicationStatusSchema,
  name: z.string(),
  birthDate: z.string(),
  gender: z.enum(APPLICATION_GENDERS),
  heightCm: z.number(),
  city: z.string(),
  createdAt: z.string(),
  /** A short-lived signed address of the first photo (admins only). */
  thumbnailUrl: z.string().nullable(),
  photoCount: z.number(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

/** GET /api/admin/applications?status=&page= */
export const applicationListQuerySchema = z
  .object({
    status: applicationStatusSchema.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export const applicationListSchema = z.object({
  items: z.array(applicationSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** How many are in each status (the inbox's tabs). */
  counts: z.record(applicationStatusSchema, z.number()),
});
export type ApplicationList = z.infer<typeof applicationListSchema>;

/** GET /api/admin/applications/{id} */
export const applicationDetailSchema = applicationSummarySchema.extend({
  bust: z.string(),
  waist: z.string(),
  hips: z.string(),
  shoe: z.string(),
  phone: z.string(),
  email: z.string(),
  instagram: z.string(),
  message: z.string(),
  language: z.string(),
  consentRequiredAt: z.string(),
  consentOptional: z.boolean(),
  guardianName: z.string(),
  guardianContact: z.string(),
  guardianConsentAt: z.string().nullable(),
  notes: z.string(),
  retainUntil: z.string(),
  /** The hidden artist made from it, if any. */
  artistUrlName: z.string().nullable(),
  photos: z.array(z.object({ id: z.number(), url: z.string(), width: z.number(), height: z.number() })),
  version: editVersionSchema,
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

export const applicationIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** PUT /api/admin/applications/{id} (If-Match): the review's status and the staff's notes. */
export const applicationReviewSchema = z
  .object({ status: applicationStatusSchema, notes: z.string().max(APPLICATION_LIMITS.notes) })
  .strict();

/** POST /api/admin/applications/{id}/artist-draft: answers the hidden artist made from the application. */
export const artistDraftResponseSchema = z.object({ urlName: z.string() });

/** GET /api/application-photos/{id}?expires=&signature=: a photo through a short-lived signed address. */
export const applicationPhotoParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const applicationPhotoQuerySchema = z.object({ expires: z.string().max(20), signature: z.string().max(100) }).strict();
