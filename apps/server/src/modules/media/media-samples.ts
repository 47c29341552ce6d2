/** Smallest byte sequences that pass the magic-byte check of each type, padded (for tests and seeds). */
const heads: Record<string, number[] | string> = {
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d],
  'image/gif': 'GIF89a\x01\x00\x01\x00',
  'image/webp': 'RIFF\x24\x00\x00\x00WEBPVP8 ',
  'image/avif': '\x00\x00\x00\x1cftypavif\x00\x00\x00\x00avifmif1miaf',
  'video/mp4': '\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isomiso2',
  'video/webm': [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01],
};

export function sampleMedia(contentType: string, size = 256): Buffer {
  const head = heads[contentType];
  if (head === undefined) throw new Error(`no sample for ${contentType}`);
  const start = typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head);
  const body = Buffer.alloc(Math.max(size, start.length));
  start.copy(body);
  for (let i = start.length; i < body.length; i++) body[i] = (i * 31) & 0xff;
  return body;
}
