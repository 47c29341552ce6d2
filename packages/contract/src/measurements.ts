// No zod here: the public artist page shows measurements with these rules, the admin form checks them and the
// server stores their numbers.
import { ARTIST_FIELDS, type ArtistFieldValues } from './artist-fields';

/**
 * The measurements an artist has, each entered as text in its field's unit (ARTIST_FIELDS) and stored with its
 * number (issue 17): the plausible range, the admin message's subject and example, the number's column.
 */
export const MEASUREMENTS = {
  height: { min: 50, max: 250, subject: '키는', example: 178, numberColumn: 'height_cm' },
  bust: { min: 30, max: 200, subject: '가슴은', example: 84, numberColumn: 'bust_cm' },
  waist: { min: 30, max: 200, subject: '허리는', example: 61, numberColumn: 'waist_cm' },
  hips: { min: 30, max: 200, subject: '엉덩이는', example: 89, numberColumn: 'hips_cm' },
  shoe: { min: 100, max: 350, subject: '신발 사이즈는', example: 245, numberColumn: 'shoe_mm' },
} as const;
export type MeasurementKey = keyof typeof MEASUREMENTS;
export const MEASUREMENT_KEYS = Object.keys(MEASUREMENTS) as MeasurementKey[];
export type MeasurementUnit = (typeof ARTIST_FIELDS)[MeasurementKey]['unit'];

const unitOf = (key: MeasurementKey): MeasurementUnit => ARTIST_FIELDS[key].unit;
/** The stored numbers by column: `{ height_cm: number | null; ... }`. */
export type MeasurementColumns = { [K in MeasurementKey as (typeof MEASUREMENTS)[K]['numberColumn']]: number | null };

/**
 * The number a measurement's text holds in its unit: `178`, `178.5`, `178,5` or with the unit (`178 cm`);
 * null for anything else (a range, inches, a note), which stays text and is shown as typed.
 */
export function measurementNumber(text: string, unit: MeasurementUnit): number | null {
  const match = new RegExp(`^(\\d{1,3}(?:[.,]\\d{1,2})?)\\s*(?:${unit})?$`, 'i').exec(text.trim());
  return match ? Number(match[1]!.replace(',', '.')) : null;
}

/**
 * A measurement as pages and the comp card show it: a plain number gets its field's unit (`178` → `178 cm`); any
 * other text (already with a unit, a range, a note) is shown as typed; an empty one as a dash.
 */
export function withUnit(value: string, unit: MeasurementUnit | undefined): string {
  const text = value.trim();
  if (text === '') return '—';
  return unit && /^\d+(?:[.,]\d+)?$/.test(text) ? `${text} ${unit}` : text;
}

/** Why the admin form refuses a measurement ('' is fine: not every artist lists every size), or null. */
export function measurementProblem(key: MeasurementKey, text: string): string | null {
  if (text.trim() === '') return null;
  const { min, max, subject, example } = MEASUREMENTS[key];
  const unit = unitOf(key);
  const value = measurementNumber(text, unit);
  if (value === null) return `${subject} ${unit} 단위 숫자로 입력하세요 (예: ${example}).`;
  if (value < min || value > max) return `${subject} ${min}–${max} ${unit} 사이로 입력하세요.`;
  return null;
}

/** The stored numbers of an artist's measurements (null where the text is not a number). */
export function measurementColumns(values: Pick<ArtistFieldValues, MeasurementKey>): MeasurementColumns {
  const columns = {} as Record<string, number | null>;
  for (const key of MEASUREMENT_KEYS) columns[MEASUREMENTS[key].numberColumn] = measurementNumber(values[key], unitOf(key));
  return columns as MeasurementColumns;
}

const CM_PER_INCH = 2.54;
const roundToHalf = (value: number) => Math.round(value * 2) / 2;
const half = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** A height in feet and inches, to the nearest inch: 178 cm → 5'10". */
export function feetAndInches(cm: number): string {
  const inches = Math.round(cm / CM_PER_INCH);
  return `${Math.floor(inches / 12)}'${inches % 12}"`;
}

/** A body measurement in inches, to the nearest half inch: 84 cm → 33". */
export function inches(cm: number): string {
  return `${half(roundToHalf(cm / CM_PER_INCH))}"`;
}

/**
 * Shoe sizes of a Korean size (foot length in mm), to the nearest half size: EU = 1.5 × (cm + 1) (Paris points),
 * US women's = cm − 17, US men's = women's − 1.5 (the usual conversion tables: 245 mm → EU 38.5, US W 7.5 / M 6).
 */
export function shoeSizes(mm: number): { eu: string; usWomen: string; usMen: string } {
  const cm = mm / 10;
  const usWomen = roundToHalf(cm - 17);
  return { eu: half(roundToHalf(1.5 * (cm + 1))), usWomen: half(usWomen), usMen: half(usWomen - 1.5) };
}

/**
 * The imperial and international equivalents shown under a measurement on ENG pages, a line each (none when the
 * text is not a number): `5'10"`; `33"`; a shoe's `EU 38.5`, `US W7.5`, `US M6`.
 */
export function measurementEquivalents(key: MeasurementKey, text: string): string[] {
  const value = measurementNumber(text, unitOf(key));
  if (value === null) return [];
  if (key === 'shoe') {
    const sizes = shoeSizes(value);
    return [`EU ${sizes.eu}`, `US W${sizes.usWomen}`, `US M${sizes.usMen}`];
  }
  return [key === 'height' ? feetAndInches(value) : inches(value)];
}
