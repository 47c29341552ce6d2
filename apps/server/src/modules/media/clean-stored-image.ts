import sharp, { type Metadata } from 'sharp';

/** The image types whose metadata is cleaned when a save first refers to them. */
const CLEANED = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const;
/** A decoded picture above this is left as it is (the resizer refuses it anyway). */
const MAX_PIXELS = 100_000_000;

/**
 * An uploaded picture without what a camera or phone writes into it about the person: when it carries an EXIF
 * orientation, EXIF (GPS, camera, time), XMP or IPTC, it is turned upright and written anew in its own format at a
 * high quality, keeping its colour profile; a picture without any of them is left byte for byte (nothing is
 * re-encoded that does not need it). Answers the new bytes, or null when nothing had to change.
 */
export async function cleanedImage(body: Buffer, contentType: string): Promise<Buffer | null> {
  const format = CLEANED[contentType as keyof typeof CLEANED];
  if (!format) return null;
  let meta: Metadata;
  try {
    meta = await sharp(body, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    return null;
  }
  const rotated = meta.orientation !== undefined && meta.orientation !== 1;
  if (!rotated && !meta.exif && !meta.xmp && !meta.iptc) return null;
  const image = sharp(body, { limitInputPixels: MAX_PIXELS }).rotate().keepIccProfile();
  // libjpeg-turbo, not mozjpeg: several times faster for the same quality setting, and a save may hold 40 photos.
  if (format === 'jpeg') return image.jpeg({ quality: 92 }).toBuffer();
  if (format === 'png') return image.png({ compressionLevel: 9 }).toBuffer();
  return image.webp({ quality: 92 }).toBuffer();
}
