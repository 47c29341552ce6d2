import {
  ARTIST_FIELD_KEYS,
  ARTIST_FIELDS,
  artistFieldsToColumns,
  type ArtistFieldColumns,
  type ArtistFieldKind,
  type ArtistFieldValues,
} from '@agency/contract/artist-fields';
import type { CreateArtistRequest } from '@agency/contract/artists';

let sequence = 0;

/** A valid value of each kind of field (contract's ARTIST_FIELDS), numbered so that names stay unique. */
const SAMPLE: Record<ArtistFieldKind, (n: number, key: string) => string> = {
  urlName: (n) => `artist-${n}`,
  name: (n, key) => (key === 'korName' ? `아티스트 ${n}` : `Artist ${String(n).padStart(3, '0')}`),
  text: (n, key) => `${key} ${n}`,
  measurement: (_n, key) => ({ height: '178', bust: '81', waist: '61', hips: '86', shoe: '250' })[key] ?? '100',
  longText: (_n, key) => (key === 'careerENG' ? '2024 commercial' : '2024 광고'),
  link: (_n, key) =>
    ({ compCard: 'https://cdn.example.com/compcard.pdf', instagram: 'https://instagram.com/artist', youtube: 'https://youtube.com/@artist' })[key] ??
    `https://example.com/${key}`,
  image: (_n, key) => `/media/artists/${key === 'mainImage' ? 'main' : 'detail-main'}.jpg`,
};

/** A valid createArtist body, built from the field table; every field can be overridden. */
export function artistInput(overrides: Partial<CreateArtistRequest> = {}): CreateArtistRequest {
  sequence += 1;
  const fields = Object.fromEntries(ARTIST_FIELD_KEYS.map((key) => [key, SAMPLE[ARTIST_FIELDS[key].kind](sequence, key)]));
  return {
    ...(fields as Pick<CreateArtistRequest, 'urlName' | 'korName'>),
    priority: 0,
    detailImages: [
      { priority: 2, imageUrl: '/media/artists/2.jpg' },
      { priority: 1, imageUrl: '/media/artists/1.jpg' },
    ],
    detailVideos: [{ priority: 0, videoUrl: 'https://www.youtube.com/watch?v=abc' }],
    views: 0,
    ...overrides,
  };
}

/** The columns of an artist row for direct inserts: the given values, every other field of the table empty. */
export function artistColumns(values: Partial<ArtistFieldValues>): ArtistFieldColumns {
  const blank = Object.fromEntries(ARTIST_FIELD_KEYS.map((key) => [key, ''])) as ArtistFieldValues;
  return artistFieldsToColumns({ ...blank, ...values });
}
