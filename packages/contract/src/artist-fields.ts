// No zod here: the public artist page renders its info block from this table. The schemas built from it are in artists.ts.

/**
 * How a field is entered, checked and shown:
 * - urlName: the address name, lower-case letters, digits and hyphens;
 * - name, text, measurement: one line of text (trimmed);
 * - longText: several lines, kept as typed (career);
 * - link: an http(s) URL or a media path of ours, may be empty;
 * - image: a picked and uploaded image (its URL), may be empty.
 */
export type ArtistFieldKind = 'urlName' | 'name' | 'text' | 'measurement' | 'longText' | 'link' | 'image';

/** The blocks of the admin form, in order (the priority field belongs to `basic`). */
export const ARTIST_FORM_SECTIONS = {
  basic: '기본 정보',
  links: '링크',
  measurements: '신체 사이즈',
  career: '활동 이력',
  images: '대표 이미지',
} as const;
export type ArtistFormSection = keyof typeof ARTIST_FORM_SECTIONS;

/**
 * Where the public artist page (and the package page) shows a field, which also says how:
 * - links: a button of the links row, opening the address in a new tab (an empty link is left out);
 * - measurements: a column of the measurements row, one column per field, with its unit (ENG pages add inches or
 *   shoe sizes; an empty one shows a dash); also on the comp card;
 * - profile: a line of the profile list under the measurements, label and text as typed (any length: it wraps;
 *   an empty one is left out); also on the comp card.
 */
export type ArtistPublicPlace = 'links' | 'measurements' | 'profile';

export type ArtistFieldSpec = {
  /** Column of the artists table. */
  readonly column: string;
  readonly kind: ArtistFieldKind;
  readonly section: ArtistFormSection;
  /** Label in the admin form (Korean). */
  readonly adminLabel: string;
  /** Label and place on the public artist page; fields without it are not shown there as label and value. */
  readonly public?: { readonly label: { readonly ko: string; readonly en: string }; readonly place: ArtistPublicPlace };
  /** Longest accepted text. */
  readonly max: number;
  /** Must not be blank (the API answers the spec's message otherwise). */
  readonly required?: true;
  /** The unit the value is given in (measurements). */
  readonly unit?: 'cm' | 'mm';
  /** The language of a text kept once per language (career). */
  readonly language?: 'ko' | 'en';
  /** Folder of uploaded images under artists/<urlName>/ (images). */
  readonly mediaFolder?: string;
};

const SHORT = 200;
const LONG = 10_000;
const LINK = 2048;

/**
 * Every text-valued field of an artist, in the order of the API's answers (SPEC section 3). One entry drives
 * the database column, the API schemas, the service's mapping, the admin form, an application's artist draft
 * (blank unless the application has it), the public info block and the comp card (`public`). A new field is its
 * entry here, its migration and that migration's line in db/migrations/index.ts (docs/decisions/099).
 * (id, priority, views, isHidden and the detail image and video lists are structural and not listed here.)
 */
export const ARTIST_FIELDS = {
  urlName: { column: 'url_name', kind: 'urlName', section: 'basic', adminLabel: 'URL 이름', max: 100, required: true },
  korName: { column: 'kor_name', kind: 'name', section: 'basic', adminLabel: '한글 이름', max: 100, required: true },
  engName: { column: 'eng_name', kind: 'name', section: 'basic', adminLabel: '영문 이름', max: 100 },
  compCard: {
    column: 'comp_card',
    kind: 'link',
    section: 'links',
    adminLabel: '컴프카드 링크',
    public: { label: { ko: 'COMPCARD', en: 'COMPCARD' }, place: 'links' },
    max: LINK,
  },
  instagram: {
    column: 'instagram',
    kind: 'link',
    section: 'links',
    adminLabel: '인스타그램 링크',
    public: { label: { ko: 'INSTAGRAM', en: 'INSTAGRAM' }, place: 'links' },
    max: LINK,
  },
  youtube: {
    column: 'youtube',
    kind: 'link',
    section: 'links',
    adminLabel: '유튜브 링크',
    public: { label: { ko: 'YOUTUBE', en: 'YOUTUBE' }, place: 'links' },
    max: LINK,
  },
  career: { column: 'career', kind: 'longText', section: 'career', adminLabel: '활동 이력 (한국어)', language: 'ko', max: LONG },
  careerENG: { column: 'career_eng', kind: 'longText', section: 'career', adminLabel: '활동 이력 (영문)', language: 'en', max: LONG },
  height: {
    column: 'height',
    kind: 'measurement',
    section: 'measurements',
    adminLabel: '키 (cm)',
    public: { label: { ko: 'HEIGHT', en: 'HEIGHT' }, place: 'measurements' },
    unit: 'cm',
    max: SHORT,
  },
  bust: {
    column: 'bust',
    kind: 'measurement',
    section: 'measurements',
    adminLabel: '가슴 (cm)',
    public: { label: { ko: 'BUST', en: 'BUST' }, place: 'measurements' },
    unit: 'cm',
    max: SHORT,
  },
  waist: {
    column: 'waist',
    kind: 'measurement',
    section: 'measurements',
    adminLabel: '허리 (cm)',
    public: { label: { ko: 'WAIST', en: 'WAIST' }, place: 'measurements' },
    unit: 'cm',
    max: SHORT,
  },
  hips: {
    column: 'hips',
    kind: 'measurement',
    section: 'measurements',
    adminLabel: '엉덩이 (cm)',
    public: { label: { ko: 'HIPS', en: 'HIPS' }, place: 'measurements' },
    unit: 'cm',
    max: SHORT,
  },
  shoe: {
    column: 'shoe',
    kind: 'measurement',
    section: 'measurements',
    adminLabel: '신발 (mm)',
    public: { label: { ko: 'SHOE', en: 'SHOE' }, place: 'measurements' },
    unit: 'mm',
    max: SHORT,
  },
  mainImage: { column: 'main_image', kind: 'image', section: 'images', adminLabel: '메인 이미지 (목록 썸네일)', mediaFolder: 'main', max: LINK },
  detailMainImage: {
    column: 'detail_main_image',
    kind: 'image',
    section: 'images',
    adminLabel: '상세 메인 이미지',
    mediaFolder: 'detail-main',
    max: LINK,
  },
} as const satisfies Record<string, ArtistFieldSpec>;

export type ArtistFields = typeof ARTIST_FIELDS;
export type ArtistFieldKey = keyof ArtistFields;
/** The artist's text fields by key: `{ urlName: string; korName: string; ... }`. */
export type ArtistFieldValues = { [K in ArtistFieldKey]: string };
/** The same values by database column: `{ url_name: string; kor_name: string; ... }`. */
export type ArtistFieldColumns = { [K in ArtistFieldKey as ArtistFields[K]['column']]: string };

export const ARTIST_FIELD_KEYS = Object.keys(ARTIST_FIELDS) as ArtistFieldKey[];

/** The entries of one admin section, in table order. */
export function artistFieldsIn(section: ArtistFormSection): ArtistFieldKey[] {
  return ARTIST_FIELD_KEYS.filter((key) => ARTIST_FIELDS[key].section === section);
}

/** The entries the public artist page shows in one place, in table order. */
export function artistFieldsShownIn(place: ArtistPublicPlace): ArtistFieldKey[] {
  return ARTIST_FIELD_KEYS.filter((key) => (ARTIST_FIELDS[key] as ArtistFieldSpec).public?.place === place);
}

/** Every field empty (what an artist has before anything is entered), to start values from. */
export function blankArtistFields(): ArtistFieldValues {
  return Object.fromEntries(ARTIST_FIELD_KEYS.map((key) => [key, ''])) as ArtistFieldValues;
}

/** Field values from a database row (by column). */
export function artistFieldsFromColumns(row: ArtistFieldColumns): ArtistFieldValues {
  const values = {} as Record<string, string>;
  for (const key of ARTIST_FIELD_KEYS) values[key] = (row as Record<string, string>)[ARTIST_FIELDS[key].column] ?? '';
  return values as ArtistFieldValues;
}

/** Database columns from field values. */
export function artistFieldsToColumns(values: ArtistFieldValues): ArtistFieldColumns {
  const row = {} as Record<string, string>;
  for (const key of ARTIST_FIELD_KEYS) row[ARTIST_FIELDS[key].column] = values[key];
  return row as ArtistFieldColumns;
}
