/** One header line: no line breaks or other control characters, bounded length. */
export function headerText(value: string, max = 200): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what a header must not carry
  const flat = value.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
