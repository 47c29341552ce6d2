import { describe, expect, it } from 'vitest';
import {
  ARTIST_FIELD_KEYS,
  ARTIST_FIELDS,
  artistFieldsFromColumns,
  artistFieldsShownIn,
  artistFieldsToColumns,
  blankArtistFields,
  type ArtistFieldKey,
  type ArtistFieldSpec,
  type ArtistFieldValues,
} from './artist-fields';
import { artistDetailSchema, createArtistSchema } from './artists';
import { MEASUREMENT_KEYS } from './measurements';

describe('artist field table', () => {
  it('gives every field its own column', () => {
    const columns = ARTIST_FIELD_KEYS.map((key) => ARTIST_FIELDS[key].column);
    expect(new Set(columns).size).toBe(columns.length);
  });

  it('is what the detail answer and the create body carry', () => {
    const detailKeys = Object.keys(artistDetailSchema.shape).sort();
    expect(detailKeys).toEqual([...ARTIST_FIELD_KEYS, 'id', 'priority', 'detailImages', 'detailVideos', 'polaroidCount', 'polaroidsTakenOn'].sort());
    const inputKeys = Object.keys(createArtistSchema.shape).sort();
    expect(inputKeys).toEqual([...ARTIST_FIELD_KEYS, 'priority', 'detailImages', 'detailVideos', 'views', 'boardIds', 'polaroids', 'polaroidsTakenOn', 'compCardImages', 'polaroidCount'].sort());
  });

  it('maps values to columns and back', () => {
    const values = Object.fromEntries(ARTIST_FIELD_KEYS.map((key, i) => [key, `v${i}`])) as ArtistFieldValues;
    const columns = artistFieldsToColumns(values);
    expect(columns.career_eng).toBe(values.careerENG);
    expect(artistFieldsFromColumns(columns)).toEqual(values);
  });

  it('applies each field limit and kind', () => {
    const base = { urlName: 'a', korName: '가' };
    expect(createArtistSchema.safeParse({ ...base, height: 'x'.repeat(ARTIST_FIELDS.height.max + 1) }).success).toBe(false);
    expect(createArtistSchema.safeParse({ ...base, career: 'x'.repeat(ARTIST_FIELDS.career.max) }).success).toBe(true);
    expect(createArtistSchema.safeParse({ ...base, instagram: 'javascript:alert(1)' }).success).toBe(false);
    expect(createArtistSchema.parse({ ...base, career: '  indented\n' }).career).toBe('  indented\n');
    expect(createArtistSchema.parse({ ...base, height: ' 178 ' }).height).toBe('178');
  });

  it('starts every field blank', () => {
    expect(Object.keys(blankArtistFields())).toEqual(ARTIST_FIELD_KEYS);
    expect(Object.values(blankArtistFields()).every((value) => value === '')).toBe(true);
  });

  it('places every field with a public label where its kind can be shown', () => {
    const spec = (key: ArtistFieldKey): ArtistFieldSpec => ARTIST_FIELDS[key];
    const placed = [...artistFieldsShownIn('links'), ...artistFieldsShownIn('measurements'), ...artistFieldsShownIn('profile')];
    expect(placed.sort()).toEqual(ARTIST_FIELD_KEYS.filter((key) => spec(key).public).sort());
    expect(artistFieldsShownIn('links').every((key) => spec(key).kind === 'link')).toBe(true);
    // The measurements row is the measurements with their ranges and numbers (measurements.ts), in table order.
    expect(artistFieldsShownIn('measurements')).toEqual(MEASUREMENT_KEYS);
    expect(artistFieldsShownIn('profile').every((key) => spec(key).kind === 'text' || spec(key).kind === 'name')).toBe(true);
    expect(artistFieldsShownIn('links')).toEqual(['compCard', 'instagram', 'youtube']);
  });
});
