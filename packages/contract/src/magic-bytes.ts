/**
 * The first bytes of each media type the site takes: the server refuses an upload whose content does not fit its
 * type (apps/server/src/modules/media/upload-check.ts), and the admin refuses such a file when it is picked, before
 * anything is sent (apps/web/src/admin/lib/uploads/picked-files.ts).
 */

/** How many leading bytes `matchesMagicBytes` wants to see (fewer only when the file is shorter). */
export const MAGIC_BYTES_HEAD_LENGTH = 64;

/** Bytes start..end read as latin1 text. */
const ascii = (head: Uint8Array, start: number, end: number) => String.fromCharCode(...head.subarray(start, end));

/** The brands of an ISO-BMFF `ftyp` box at the start of the file (major brand first), or []. */
function ftypBrands(head: Uint8Array): string[] {
  if (head.length < 12 || ascii(head, 4, 8) !== 'ftyp') return [];
  const boxSize = ((head[0]! << 24) >>> 0) + (head[1]! << 16) + (head[2]! << 8) + head[3]!;
  const boxEnd = Math.min(boxSize, head.length);
  const brands = [ascii(head, 8, 12)];
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(ascii(head, offset, offset + 4));
  return brands;
}

/**
 * Whether the first bytes of a file fit the declared content type, so a renamed file cannot be
 * served as something else (jpeg FF D8 FF, png 89 50 4E 47, gif GIF8, webp RIFF....WEBP,
 * avif an ftyp box with brand avif/avis, mp4 ....ftyp, webm 1A 45 DF A3).
 */
export function matchesMagicBytes(contentType: string, head: Uint8Array): boolean {
  switch (contentType) {
    case 'image/jpeg':
      return head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
    case 'image/png':
      return ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n';
    case 'image/gif':
      return ascii(head, 0, 4) === 'GIF8';
    case 'image/webp':
      return ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP';
    case 'image/avif': {
      const brands = ftypBrands(head);
      return brands.includes('avif') || brands.includes('avis');
    }
    case 'video/mp4':
      return head.length >= 8 && ascii(head, 4, 8) === 'ftyp';
    case 'video/webm':
      return head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3;
    default:
      return false;
  }
}
