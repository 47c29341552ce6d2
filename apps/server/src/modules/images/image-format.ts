/** Output formats: AVIF or WebP when the browser says it takes them; JPEG (PNG for transparent sources) otherwise. */
export type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png';
/** What the Accept header decides; the fallback becomes JPEG or PNG depending on the source. */
export type NegotiatedFormat = 'avif' | 'webp' | 'fallback';

export const FORMAT_CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** Media types the Accept header lists with a quality above zero (wildcards do not count: browsers send them for everything). */
function acceptedTypes(accept: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (accept ?? '').split(',')) {
    const [type = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (type) accepted.add(type);
  }
  return accepted;
}

export function negotiateFormat(accept: string | undefined): NegotiatedFormat {
  const accepted = acceptedTypes(accept);
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'fallback';
}
