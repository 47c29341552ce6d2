import { z } from 'zod';
import { optionalLinkSchema, linkSchema, prioritySchema } from './common';

export const URL_NAME_REQUIRED = 'URL 이름은 필수입니다.';
export const KOR_NAME_REQUIRED = '한글 이름은 필수입니다.';
export const URL_NAME_INVALID = 'URL 이름은 영문, 숫자, 하이픈(-)만 사용할 수 있습니다.';
export const URL_NAME_TAKEN = '이미 사용 중인 URL 이름입니다.';

/** Roster card: GET /api/artist/getAll */
export const artistCardSchema = z.object({
  id: z.number(),
  urlName: z.string(),
  korName: z.string(),
  engName: z.string(),
  mainImage: z.string(),
  priority: z.number(),
});
export type ArtistCard = z.infer<typeof artistCardSchema>;

export const artistDetailImageSchema = z.object({ id: z.number(), priority: z.number(), imageUrl: z.string() });
export const artistDetailVideoSchema = z.object({ id: z.number(), priority: z.number(), videoUrl: z.string() });
export type ArtistDetailImage = z.infer<typeof artistDetailImageSchema>;
export type ArtistDetailVideo = z.infer<typeof artistDetailVideoSchema>;

/** GET /api/artist/getDetails/{urlName} */
export const artistDetailSchema = z.object({
  id: z.number(),
  urlName: z.string(),
  korName: z.string(),
  engName: z.string(),
  priority: z.number(),
  compCard: z.string(),
  instagram: z.string(),
  youtube: z.string(),
  career: z.string(),
  careerENG: z.string(),
  height: z.string(),
  bust: z.string(),
  waist: z.string(),
  hips: z.string(),
  shoe: z.string(),
  mainImage: z.string(),
  detailMainImage: z.string(),
  detailImages: z.array(artistDetailImageSchema),
  detailVideos: z.array(artistDetailVideoSchema),
});
export type ArtistDetail = z.infer<typeof artistDetailSchema>;

/** GET /api/artist/getDetailsForEdit/{urlName} (admin) */
export const artistForEditSchema = artistDetailSchema.extend({ views: z.number(), isHidden: z.boolean() });
export type ArtistForEdit = z.infer<typeof artistForEditSchema>;

/** GET /api/artist/getAllForManagement (admin) */
export const artistManagementItemSchema = z.object({
  id: z.number(),
  urlName: z.string(),
  korName: z.string(),
  engName: z.string(),
  mainImage: z.string(),
  priority: z.number().nullable(),
  isHidden: z.boolean(),
});
export type ArtistManagementItem = z.infer<typeof artistManagementItemSchema>;

const shortText = z.string().trim().max(200).default('');
const longText = z.string().max(10_000).default('');

/** Blank URLs are allowed here; the server drops such entries (images and videos alike). */
const detailImageInputSchema = z
  .object({
    id: z.number().int().positive().optional(),
    priority: prioritySchema.default(0),
    imageUrl: z.union([z.string().trim().length(0), linkSchema]).default(''),
  })
  .strict();
const detailVideoInputSchema = z
  .object({
    id: z.number().int().positive().optional(),
    priority: prioritySchema.default(0),
    videoUrl: z.union([z.string().trim().length(0), linkSchema]).default(''),
  })
  .strict();

const urlNameSchema = z
  .string({ error: URL_NAME_REQUIRED })
  .trim()
  .toLowerCase()
  .min(1, URL_NAME_REQUIRED)
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, URL_NAME_INVALID);

const artistInputShape = {
  urlName: urlNameSchema,
  korName: z.string({ error: KOR_NAME_REQUIRED }).trim().min(1, KOR_NAME_REQUIRED).max(100),
  engName: z.string().trim().max(100).default(''),
  priority: prioritySchema.default(0),
  compCard: optionalLinkSchema.default(''),
  instagram: optionalLinkSchema.default(''),
  youtube: optionalLinkSchema.default(''),
  career: longText,
  careerENG: longText,
  height: shortText,
  bust: shortText,
  waist: shortText,
  hips: shortText,
  shoe: shortText,
  mainImage: optionalLinkSchema.default(''),
  detailMainImage: optionalLinkSchema.default(''),
  detailImages: z.array(detailImageInputSchema).max(200).default([]),
  detailVideos: z.array(detailVideoInputSchema).max(200).default([]),
};

/** POST /api/admin/createArtist */
export const createArtistSchema = z.object({ ...artistInputShape, views: z.literal(0).optional() }).strict();
export type CreateArtistRequest = z.input<typeof createArtistSchema>;

/** PUT /api/admin/updateArtist/{urlName} */
export const updateArtistSchema = z.object(artistInputShape).strict();
export type UpdateArtistRequest = z.input<typeof updateArtistSchema>;

export const urlNameParamSchema = z.object({ urlName: z.string().min(1).max(200) });

/** Ids are 32-bit integers in the database; larger numbers are a 400, not a database error. */
export const artistIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** PUT /api/artist/{id}/visibility */
export const visibilityRequestSchema = z.object({ isHidden: z.boolean() }).strict();
export const visibilityResponseSchema = z.object({ id: z.number(), isHidden: z.boolean() });
export type VisibilityResponse = z.infer<typeof visibilityResponseSchema>;

/** Answer of create, update and delete. */
export const artistWriteResponseSchema = z.object({ message: z.string(), urlName: z.string() });
export type ArtistWriteResponse = z.infer<typeof artistWriteResponseSchema>;
