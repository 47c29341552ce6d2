import { z } from 'zod';
import { ARTIST_FIELD_KEYS, ARTIST_FIELDS, type ArtistFieldKey, type ArtistFieldKind } from './artist-fields';
import { calendarDaySchema, editVersionSchema, imageLinkSchema, optionalLinkSchema, prioritySchema } from './common';
import { optionalVideoLinkSchema } from './video-links';

export const URL_NAME_REQUIRED = 'URL 이름은 필수입니다.';
export const KOR_NAME_REQUIRED = '한글 이름은 필수입니다.';
export const URL_NAME_INVALID = 'URL 이름은 영문, 숫자, 하이픈(-)만 사용할 수 있습니다.';
export const URL_NAME_TAKEN = '이미 사용 중인 URL 이름입니다.';
/** Pictures on the back of the generated comp card. */
export const COMP_CARD_BACK_PICTURES = 4;
export const COMP_CARD_TOO_MANY = `컴프카드 뒷면 사진은 ${COMP_CARD_BACK_PICTURES}장까지 고를 수 있습니다.`;
export const POLAROIDS_DATE_INVALID = '폴라로이드 촬영일은 YYYY-MM-DD 형식의 날짜여야 합니다.';
/** Lower-case letters and digits, words joined by single hyphens. */
export const URL_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Roster card: GET /api/artist/getAll */
export const artistCardSchema = z.object({
  id: z.number(),
  urlName: z.string(),
  korName: z.string(),
  engName: z.string(),
  mainImage: z.string(),
  priority: z.number(),
  /** The slugs of the visible boards the artist is on (decision 079). */
  boards: z.array(z.string()),
  /** The height as a number of cm, for the roster's height filter; null when the text is not one. */
  heightCm: z.number().nullable(),
});
export type ArtistCard = z.infer<typeof artistCardSchema>;

export const artistDetailImageSchema = z.object({ id: z.number(), priority: z.number(), imageUrl: z.string() });
export const artistDetailVideoSchema = z.object({ id: z.number(), priority: z.number(), videoUrl: z.string() });
export type ArtistDetailVideo = z.infer<typeof artistDetailVideoSchema>;

/** A schema per field of ARTIST_FIELDS, built by `make`. */
function fieldShape<S extends z.ZodType>(make: (key: ArtistFieldKey) => S): { [K in ArtistFieldKey]: S } {
  return Object.fromEntries(ARTIST_FIELD_KEYS.map((key) => [key, make(key)])) as { [K in ArtistFieldKey]: S };
}

/** GET /api/artist/getDetails/{urlName}: id, priority, every field of ARTIST_FIELDS, detail images and videos. */
export const artistDetailSchema = z.object({
  id: z.number(),
  priority: z.number(),
  ...fieldShape(() => z.string()),
  detailImages: z.array(artistDetailImageSchema),
  detailVideos: z.array(artistDetailVideoSchema),
  /** How many polaroids the artist has (the page shows its POLAROIDS tab when any) and when they were taken ('' unknown). */
  polaroidCount: z.number(),
  polaroidsTakenOn: z.string(),
});
export type ArtistDetail = z.infer<typeof artistDetailSchema>;

/** GET /api/artist/getDetailsForEdit/{urlName} (admin) */
export const artistForEditSchema = artistDetailSchema.extend({
  views: z.number(),
  isHidden: z.boolean(),
  version: editVersionSchema,
  /** The boards the artist is on, hidden ones too (decision 079). */
  boardIds: z.array(z.number()),
  polaroids: z.array(artistDetailImageSchema),
  /** The detail images picked for the back of the generated comp card (none: the first four). */
  compCardImages: z.array(z.string()),
});

/** GET /api/artist/getPolaroids/{urlName}: the artist's polaroids (digitals) and when they were taken. */
export const artistPolaroidsSchema = z.object({ takenOn: z.string(), polaroids: z.array(artistDetailImageSchema) });
export type ArtistPolaroids = z.infer<typeof artistPolaroidsSchema>;
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
  version: editVersionSchema,
  /** Every board the artist is on, hidden ones too. */
  boardIds: z.array(z.number()),
  /** The roster order's own version, the same on every item (decision 106): the order save's If-Match. */
  orderVersion: editVersionSchema,
});
export type ArtistManagementItem = z.infer<typeof artistManagementItemSchema>;


/** Blank URLs are allowed here; the server drops such entries (images and videos alike). */
export const detailImageInputSchema = z
  .object({
    id: z.number().int().positive().optional(),
    priority: prioritySchema.default(0),
    imageUrl: z.union([z.string().trim().length(0), imageLinkSchema]).default(''),
  })
  .strict();
export const detailVideoInputSchema = z
  .object({
    id: z.number().int().positive().optional(),
    priority: prioritySchema.default(0),
    videoUrl: optionalVideoLinkSchema.default(''),
  })
  .strict();

const urlNameSchema = z
  .string({ error: URL_NAME_REQUIRED })
  .trim()
  .toLowerCase()
  .min(1, { message: URL_NAME_REQUIRED, abort: true })
  .max(ARTIST_FIELDS.urlName.max)
  .regex(URL_NAME_PATTERN, URL_NAME_INVALID);

/** The input schema of a field by its kind and limit (every field but the two names may be left out: ''). */
function inputSchemaOf(kind: ArtistFieldKind, max: number) {
  switch (kind) {
    case 'link':
      return optionalLinkSchema.default('');
    case 'image':
      return z.union([z.literal(''), imageLinkSchema]).default('');
    case 'longText':
      // Kept as typed: line breaks and indentation matter.
      return z.string().max(max).default('');
    default:
      return z.string().trim().max(max).default('');
  }
}

type FieldInputShape = { [K in ArtistFieldKey]: ReturnType<typeof inputSchemaOf> };

const artistInputShape = {
  ...(fieldShape((key) => inputSchemaOf(ARTIST_FIELDS[key].kind, ARTIST_FIELDS[key].max)) as FieldInputShape),
  urlName: urlNameSchema,
  korName: z.string({ error: KOR_NAME_REQUIRED }).trim().min(1, KOR_NAME_REQUIRED).max(ARTIST_FIELDS.korName.max),
  priority: prioritySchema.default(0),
  detailImages: z.array(detailImageInputSchema).max(200).default([]),
  detailVideos: z.array(detailVideoInputSchema).max(200).default([]),
  /** The boards the artist is on; left out: none on create, unchanged on update (other clients of SPEC's call). */
  boardIds: z.array(z.number().int().positive().max(2_147_483_647)).max(100).optional(),
  /** The polaroids and their date; left out: none on create, unchanged on update. */
  polaroids: z.array(detailImageInputSchema).max(200).optional(),
  polaroidsTakenOn: z.union([z.literal(''), calendarDaySchema(POLAROIDS_DATE_INVALID)]).optional(),
  /** Up to COMP_CARD_BACK_PICTURES of the detail images for the comp card's back; left out: unchanged. */
  compCardImages: z.array(imageLinkSchema).max(COMP_CARD_BACK_PICTURES, COMP_CARD_TOO_MANY).optional(),
  /** Read-only: the detail's polaroid count, accepted back (a client may send an artist as it read it) and ignored. */
  polaroidCount: z.number().optional(),
};

/** POST /api/admin/createArtist */
export const createArtistSchema = z.object({ ...artistInputShape, views: z.literal(0).optional() }).strict();
export type CreateArtistRequest = z.input<typeof createArtistSchema>;

/**
 * PUT /api/admin/updateArtist/{urlName}. `loaded`: the priority and boards as the edit form read them (decision 106):
 * a field sent as loaded is left as stored (a reorder or another admin's boards meanwhile stay), a changed one is a
 * 409 if the stored one changed too; left out, both are written as sent.
 */
export const updateArtistSchema = z
  .object({
    ...artistInputShape,
    loaded: z.object({ priority: prioritySchema, boardIds: artistInputShape.boardIds.unwrap() }).strict().optional(),
  })
  .strict();
export type UpdateArtistRequest = z.input<typeof updateArtistSchema>;

export const urlNameParamSchema = z.object({ urlName: z.string().min(1).max(200) });

/** Ids are 32-bit integers in the database; larger numbers are a 400, not a database error. */
export const artistIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** PUT /api/artist/{id}/visibility */
export const visibilityRequestSchema = z.object({ isHidden: z.boolean() }).strict();

export const ARTIST_ORDER_MISMATCH = '아티스트 목록이 바뀌었습니다. 새로 불러온 뒤 다시 정렬해 주세요.';
/** An order save on an older roster order than the stored one (its If-Match, decision 106). */
export const ARTIST_ORDER_STALE = '다른 관리자가 먼저 순서를 바꿨습니다. 새로 불러온 순서에서 다시 옮겨 주세요.';
/** PUT /api/admin/artists/order: every artist's id in the roster's new order (priority 0, 1, 2, ...: issue 19). */
export const artistOrderSchema = z.object({ ids: z.array(z.number().int().positive().max(2_147_483_647)).max(5000) }).strict();
export const visibilityResponseSchema = z.object({ id: z.number(), isHidden: z.boolean(), version: editVersionSchema });
export type VisibilityResponse = z.infer<typeof visibilityResponseSchema>;

/** Answer of create, update and delete. */
export const artistWriteResponseSchema = z.object({ message: z.string(), urlName: z.string() });
