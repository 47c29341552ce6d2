import { MAX_IMAGE_BYTES } from '@agency/contract/media';
import { describe, expect, it } from 'vitest';
import { uploadTexts } from '@admin/admin-texts';
import { imageFileProblem, refusedFilesText, sortPickedImages } from './picked-files';

const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const TEXT = new TextEncoder().encode('meeting notes, not a picture');

/** Issue 35 item 4: what the server refuses is refused when picked or dropped, with the reason. */
describe('imageFileProblem', () => {
  it('takes an image of an accepted type within the limit whose bytes are what its name says', () => {
    expect(imageFileProblem({ name: 'photo.JPG', type: 'image/jpeg', size: 1000 }, JPEG_HEAD)).toBeUndefined();
    expect(imageFileProblem({ name: 'scan.png', type: '', size: MAX_IMAGE_BYTES }, PNG_HEAD)).toBeUndefined();
  });

  it('refuses a file over the limit, naming its size and the limit', () => {
    expect(imageFileProblem({ name: 'big.jpg', type: 'image/jpeg', size: 21 * 1024 * 1024 }, JPEG_HEAD)).toBe(uploadTexts.tooLarge('21MB', '20MB'));
    expect(imageFileProblem({ name: 'edge.jpg', type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 }, JPEG_HEAD)).toBe(uploadTexts.tooLarge('20.1MB', '20MB'));
  });

  it('refuses other types, and a text file renamed to .jpg by its content', () => {
    expect(imageFileProblem({ name: 'notes.txt', type: 'text/plain', size: TEXT.length }, TEXT)).toBe(uploadTexts.notAnImageType);
    expect(imageFileProblem({ name: 'photo.heic', type: 'image/heic', size: 10 }, JPEG_HEAD)).toBe(uploadTexts.notAnImageType);
    expect(imageFileProblem({ name: 'notes.jpg', type: 'image/jpeg', size: TEXT.length }, TEXT)).toBe(uploadTexts.notImageContent('JPG'));
    expect(imageFileProblem({ name: 'photo.png', type: 'image/png', size: 10 }, JPEG_HEAD)).toBe(uploadTexts.notImageContent('PNG'));
    expect(imageFileProblem({ name: 'empty.jpg', type: 'image/jpeg', size: 0 }, new Uint8Array())).toBe(uploadTexts.notImageContent('JPG'));
  });
});

describe('sortPickedImages', () => {
  it('reads each file and sorts them, keeping the order of the accepted ones', async () => {
    const files = [
      new File([JPEG_HEAD], 'a.jpg', { type: 'image/jpeg' }),
      new File([TEXT], 'renamed.jpg', { type: 'image/jpeg' }),
      new File([PNG_HEAD], 'b.png', { type: 'image/png' }),
      new File([TEXT], 'notes.txt', { type: 'text/plain' }),
    ];
    const { accepted, refused } = await sortPickedImages(files);
    expect(accepted.map((file) => file.name)).toEqual(['a.jpg', 'b.png']);
    expect(refused).toEqual([
      { name: 'renamed.jpg', reason: uploadTexts.notImageContent('JPG') },
      { name: 'notes.txt', reason: uploadTexts.notAnImageType },
    ]);
    expect(refusedFilesText(refused)).toBe(
      uploadTexts.refused(`renamed.jpg: ${uploadTexts.notImageContent('JPG')}\nnotes.txt: ${uploadTexts.notAnImageType}`),
    );
  });
});
