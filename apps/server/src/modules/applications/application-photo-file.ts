import { APPLICATION_MESSAGES } from '@agency/contract/application-rules';
import sharp from 'sharp';
import { BadRequestError } from '../../errors';

/** Longest side of a stored application photo: plenty to judge a face or a stance, nothing an original keeps. */
const STORED_LONG_SIDE = 2400;
/** A decoded picture above this is refused (a small file can unpack into gigapixels). */
const MAX_INPUT_PIXELS = 60_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface StoredPhoto {
  jpeg: Buffer;
  width: number;
  height: number;
}

/**
 * An uploaded photo as the server keeps it: checked by its content (JPEG, PNG or WebP, whatever the client said),
 * turned upright by its EXIF orientation, scaled down to STORED_LONG_SIDE and written anew as JPEG, which drops
 * every metadata block (EXIF with GPS, XMP, IPTC, ICC profiles are not copied: sharp copies none unless asked).
 */
export async function storedPhotoOf(upload: Buffer): Promise<StoredPhoto> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw new BadRequestError(APPLICATION_MESSAGES.photoType);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new BadRequestError(APPLICATION_MESSAGES.photoType);
  try {
    const { data, info } = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: STORED_LONG_SIDE, height: STORED_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 86, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch {
    throw new BadRequestError(APPLICATION_MESSAGES.photoType);
  }
}
