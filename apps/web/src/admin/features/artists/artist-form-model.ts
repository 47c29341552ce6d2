import { ARTIST_FIELD_KEYS, ARTIST_FIELDS, type ArtistFieldKey, type ArtistFields } from '@agency/contract/artist-fields';
import { COMP_CARD_BACK_PICTURES, COMP_CARD_TOO_MANY, detailVideoInputSchema, POLAROIDS_DATE_INVALID, updateArtistSchema, type ArtistForEdit, type UpdateArtistRequest } from '@agency/contract/artists';
import { calendarDaySchema, prioritySchema } from '@agency/contract/common';
import { MEASUREMENT_KEYS, measurementProblem, type MeasurementKey } from '@agency/contract/measurements';
import { byPriority } from '@agency/contract/page-slots';
import { z } from 'zod';
import type { MergeField } from '@admin/lib/edit-form/merge-edits';
import { imageFromUrl, imageValueSchema, type ImageValue } from '@admin/lib/image-value';
import { idOf, imageRowSchema, imageRowsFrom, keptImageRows, storedRowShape, type ImageRow } from '@admin/lib/rows';

/** Fields of the table entered as images (uploaded on save), and the rest (texts). */
export type ArtistImageKey = { [K in ArtistFieldKey]: ArtistFields[K]['kind'] extends 'image' ? K : never }[ArtistFieldKey];
export type ArtistTextKey = Exclude<ArtistFieldKey, ArtistImageKey>;
export const ARTIST_IMAGE_KEYS = ARTIST_FIELD_KEYS.filter((key): key is ArtistImageKey => ARTIST_FIELDS[key].kind === 'image');
const ARTIST_TEXT_KEYS = ARTIST_FIELD_KEYS.filter((key): key is ArtistTextKey => ARTIST_FIELDS[key].kind !== 'image');

export type DetailVideoRow = { storedId?: number; priority: number; videoUrl: string };

/** What the create and edit form holds: every field of ARTIST_FIELDS, the priority, the two detail lists and the boards. */
export type ArtistForm = Record<ArtistTextKey, string> &
  Record<ArtistImageKey, ImageValue> & {
    priority: number;
    detailImages: ImageRow[];
    detailVideos: DetailVideoRow[];
    boardIds: number[];
    polaroids: ImageRow[];
    polaroidsTakenOn: string;
    /** Stored detail image addresses picked for the comp card's back (COMP_CARD_BACK_PICTURES at most). */
    compCardImages: string[];
  };

/**
 * The form is checked by the contract's own field schemas (the spec's messages for urlName and korName,
 * links, lengths); images are checked as picked files or stored addresses. Measurements must be numbers in
 * their unit (MEASUREMENTS) — except a stored text left as it was (`storedText`), which stays as typed.
 */
export function artistFormSchema(storedText: (key: MeasurementKey) => string | undefined = () => undefined): z.ZodType<ArtistForm> {
  return z
    .object({
      ...Object.fromEntries(ARTIST_TEXT_KEYS.map((key) => [key, updateArtistSchema.shape[key]])),
      ...Object.fromEntries(ARTIST_IMAGE_KEYS.map((key) => [key, imageValueSchema])),
      priority: prioritySchema,
      detailImages: z.array(imageRowSchema),
      detailVideos: z.array(z.object({ ...storedRowShape, videoUrl: detailVideoInputSchema.shape.videoUrl })),
      boardIds: z.array(z.number()),
      polaroids: z.array(imageRowSchema),
      polaroidsTakenOn: z.union([z.literal(''), calendarDaySchema(POLAROIDS_DATE_INVALID)]),
      compCardImages: z.array(z.string()).max(COMP_CARD_BACK_PICTURES, COMP_CARD_TOO_MANY),
    })
    .superRefine((form, ctx) => {
      for (const key of MEASUREMENT_KEYS) {
        const text = String((form as Record<string, unknown>)[key] ?? '');
        if (text === storedText(key)?.trim()) continue;
        const problem = measurementProblem(key, text);
        if (problem) ctx.addIssue({ code: 'custom', path: [key], message: problem });
      }
    }) as unknown as z.ZodType<ArtistForm>;
}

/**
 * One form's schema and loader together: the schema lets the measurements the loader last read stay as they were
 * (create one per form).
 */
export function createArtistFormModel(): { schema: z.ZodType<ArtistForm>; toForm: (artist: ArtistForEdit | undefined) => ArtistForm } {
  let loaded: ArtistForEdit | undefined;
  return {
    schema: artistFormSchema((key) => loaded?.[key]),
    toForm: (artist) => {
      loaded = artist;
      return toArtistForm(artist);
    },
  };
}

export function toArtistForm(artist: ArtistForEdit | undefined): ArtistForm {
  const texts = Object.fromEntries(ARTIST_TEXT_KEYS.map((key) => [key, artist?.[key] ?? ''])) as Record<ArtistTextKey, string>;
  const images = Object.fromEntries(ARTIST_IMAGE_KEYS.map((key) => [key, imageFromUrl(artist?.[key])])) as Record<ArtistImageKey, ImageValue>;
  return {
    ...texts,
    ...images,
    priority: artist?.priority ?? 0,
    detailImages: imageRowsFrom(artist?.detailImages ?? []),
    detailVideos: byPriority(artist?.detailVideos ?? []).map((video) => ({ storedId: video.id, priority: video.priority, videoUrl: video.videoUrl })),
    boardIds: artist?.boardIds ?? [],
    polaroids: imageRowsFrom(artist?.polaroids ?? []),
    polaroidsTakenOn: artist?.polaroidsTakenOn ?? '',
    compCardImages: artist?.compCardImages ?? [],
  };
}

/** Addresses after uploads: each image field's, and one per kept detail image and polaroid (keptImageRows). */
export type ArtistImageUrls = Record<ArtistImageKey, string> & { detailImages: string[]; polaroids: string[] };

/** The kept rows of an image list with their addresses after uploads; rows without one dropped. */
function imageRequests(rows: ImageRow[], urls: string[]) {
  return keptImageRows(rows)
    .map((row, index) => ({ ...idOf(row), priority: row.priority, imageUrl: urls[index]?.trim() ?? '' }))
    .filter((image) => image.imageUrl !== '');
}

/** The create/update body: blank video URLs and image-less entries dropped (SPEC section 5). */
export function toArtistRequest(form: ArtistForm, urls: ArtistImageUrls): UpdateArtistRequest {
  const texts = Object.fromEntries(ARTIST_TEXT_KEYS.map((key) => [key, form[key]])) as Record<ArtistTextKey, string>;
  return {
    ...texts,
    ...Object.fromEntries(ARTIST_IMAGE_KEYS.map((key) => [key, urls[key].trim()])),
    priority: form.priority,
    detailImages: imageRequests(form.detailImages, urls.detailImages),
    detailVideos: form.detailVideos
      .filter((row) => row.videoUrl.trim() !== '')
      .map((row) => ({ ...idOf(row), priority: row.priority, videoUrl: row.videoUrl.trim() })),
    boardIds: form.boardIds,
    polaroids: imageRequests(form.polaroids, urls.polaroids),
    polaroidsTakenOn: form.polaroidsTakenOn,
    // A picked picture removed from the detail images drops out (the server also ignores such a pick).
    compCardImages: form.compCardImages.filter((url) => urls.detailImages.includes(url)),
  };
}

/** A picture row as the admin knows it: its address, or the picked file. */
function pictureIdentity(row: Record<string, unknown>): string {
  const image = row.image as ImageValue | undefined;
  if (image?.file) return `file:${image.file.name}:${image.file.size}:${image.file.lastModified}`;
  return image?.url ?? '';
}

/**
 * The merge's fields after a 409 (decision 101): every field of the table by its label, the lists row by row (by
 * picture or video address: an artist's lists are written anew, with new ids, on every save), the boards by name
 * (`boardName`; unknown boards by number).
 */
export function artistMergeFields(boardName: (id: number) => string = String): MergeField[] {
  return [
    ...ARTIST_FIELD_KEYS.map((key) => ({ path: key, label: ARTIST_FIELDS[key].adminLabel })),
    { path: 'priority', label: '우선순위' },
    { path: 'detailImages', label: '상세 이미지', kind: 'rows', rowIdentity: pictureIdentity },
    { path: 'detailVideos', label: '상세 영상', kind: 'rows', rowIdentity: (row) => String(row.videoUrl ?? '').trim() },
    { path: 'polaroids', label: '폴라로이드', kind: 'rows', rowIdentity: pictureIdentity },
    { path: 'polaroidsTakenOn', label: '폴라로이드 촬영일' },
    { path: 'boardIds', label: '보드', format: (ids) => (Array.isArray(ids) ? ids.map((id) => boardName(Number(id))).join(', ') : '') },
    { path: 'compCardImages', label: '컴프카드 뒷면 사진' },
  ];
}
