import { KOR_NAME_REQUIRED, URL_NAME_INVALID, URL_NAME_REQUIRED, type ArtistForEdit, type UpdateArtistRequest } from '@agency/contract/artists';
import { hasImage, imageFromUrl, type ImageValue } from '../shared/image-value';
import { newRowKey } from '../shared/row-key';

export type DetailImageRow = { key: string; id?: number; priority: number; image: ImageValue };
export type DetailVideoRow = { key: string; id?: number; priority: number; videoUrl: string };

export const TEXT_FIELDS = ['urlName', 'korName', 'engName', 'compCard', 'instagram', 'youtube', 'career', 'careerENG', 'height', 'bust', 'waist', 'hips', 'shoe'] as const;
export type ArtistTextField = (typeof TEXT_FIELDS)[number];

export type ArtistForm = Record<ArtistTextField, string> & {
  priority: number;
  mainImage: ImageValue;
  detailMainImage: ImageValue;
  detailImages: DetailImageRow[];
  detailVideos: DetailVideoRow[];
};

export type ArtistFormErrors = Partial<Record<'urlName' | 'korName', string>>;

export function emptyArtistForm(): ArtistForm {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<ArtistTextField, string>;
  return { ...texts, priority: 0, mainImage: { url: '' }, detailMainImage: { url: '' }, detailImages: [], detailVideos: [] };
}

export function toArtistForm(artist: ArtistForEdit): ArtistForm {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, artist[field] ?? ''])) as Record<ArtistTextField, string>;
  return {
    ...texts,
    priority: artist.priority,
    mainImage: imageFromUrl(artist.mainImage),
    detailMainImage: imageFromUrl(artist.detailMainImage),
    detailImages: [...artist.detailImages]
      .sort((a, b) => a.priority - b.priority)
      .map((image) => ({ key: `id-${image.id}`, id: image.id, priority: image.priority, image: imageFromUrl(image.imageUrl) })),
    detailVideos: [...artist.detailVideos]
      .sort((a, b) => a.priority - b.priority)
      .map((video) => ({ key: `id-${video.id}`, id: video.id, priority: video.priority, videoUrl: video.videoUrl })),
  };
}

export function newVideoRow(priority: number): DetailVideoRow {
  return { key: newRowKey(), priority, videoUrl: '' };
}

const URL_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** SPEC section 5: urlName and korName are required (plus the server's URL-safe rule for urlName). */
export function validateArtist(form: ArtistForm): ArtistFormErrors {
  const errors: ArtistFormErrors = {};
  const urlName = form.urlName.trim().toLowerCase();
  if (urlName === '') errors.urlName = URL_NAME_REQUIRED;
  else if (!URL_NAME_PATTERN.test(urlName)) errors.urlName = URL_NAME_INVALID;
  if (form.korName.trim() === '') errors.korName = KOR_NAME_REQUIRED;
  return errors;
}

/** Image entries worth saving (an entry without an image is dropped). */
export function keptDetailImages(form: ArtistForm): DetailImageRow[] {
  return form.detailImages.filter((row) => hasImage(row.image));
}

/** Addresses after uploads. */
export type ArtistImageUrls = { mainImage: string; detailMainImage: string; detailImages: string[] };

/**
 * The create/update body: trimmed texts, blank video URLs dropped, and images without an address dropped.
 * `urls.detailImages[i]` belongs to `keptDetailImages(form)[i]`.
 */
export function toArtistRequest(form: ArtistForm, urls: ArtistImageUrls): UpdateArtistRequest {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, form[field].trim()])) as Record<ArtistTextField, string>;
  const kept = keptDetailImages(form);
  return {
    ...texts,
    urlName: texts.urlName.toLowerCase(),
    // Career texts keep their own line breaks and indentation.
    career: form.career,
    careerENG: form.careerENG,
    priority: form.priority,
    mainImage: urls.mainImage.trim(),
    detailMainImage: urls.detailMainImage.trim(),
    detailImages: kept
      .map((row, index) => ({ ...(row.id ? { id: row.id } : {}), priority: row.priority, imageUrl: urls.detailImages[index]?.trim() ?? '' }))
      .filter((image) => image.imageUrl !== ''),
    detailVideos: form.detailVideos
      .filter((row) => row.videoUrl.trim() !== '')
      .map((row) => ({ ...(row.id ? { id: row.id } : {}), priority: row.priority, videoUrl: row.videoUrl.trim() })),
  };
}
