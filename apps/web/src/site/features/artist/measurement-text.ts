/**
 * A measurement as the page shows it: a plain number gets its field's unit (`178` → `178 cm`); any other text
 * (already with a unit, a range, a note) is shown as typed; an empty one as a dash.
 */
export function withUnit(value: string, unit: 'cm' | 'mm' | undefined): string {
  const text = value.trim();
  if (text === '') return '—';
  return unit && /^\d+(?:[.,]\d+)?$/.test(text) ? `${text} ${unit}` : text;
}
