import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

/** Measurement text columns and the units their numbers are stored in (issue 17). */
const MEASUREMENTS = [
  { text: 'height', number: 'height_cm', unit: 'cm' },
  { text: 'bust', number: 'bust_cm', unit: 'cm' },
  { text: 'waist', number: 'waist_cm', unit: 'cm' },
  { text: 'hips', number: 'hips_cm', unit: 'cm' },
  { text: 'shoe', number: 'shoe_mm', unit: 'mm' },
] as const;

function numberIn(text: string, unit: string): number | null {
  const match = new RegExp(`^(\\d{1,3}(?:[.,]\\d{1,2})?)\\s*(?:${unit})?$`, 'i').exec(text.trim());
  return match ? Number(match[1]!.replace(',', '.')) : null;
}

/**
 * Each measurement's number next to its text, for filtering the roster: null where the text is not a number in
 * the field's unit (it stays and is shown as typed). Existing artists are filled in from their texts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const { number } of MEASUREMENTS) await db.schema.alterTable('artists').addColumn(number, 'real').execute();
  const rows = (await db.selectFrom('artists').select(['id', ...MEASUREMENTS.map((m) => m.text)]).execute()) as Record<string, string | number>[];
  for (const row of rows) {
    const values = Object.fromEntries(MEASUREMENTS.map((m) => [m.number, numberIn(String(row[m.text] ?? ''), m.unit)]));
    await db.updateTable('artists').set(values).where('id', '=', row.id).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { number } of [...MEASUREMENTS].reverse()) await db.schema.alterTable('artists').dropColumn(number).execute();
}
