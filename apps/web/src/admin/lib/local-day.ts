/** Today in the browser's time zone, YYYY-MM-DD (Sweden's locale writes days that way). */
export function localToday(): string {
  return new Date().toLocaleDateString('sv-SE');
}
