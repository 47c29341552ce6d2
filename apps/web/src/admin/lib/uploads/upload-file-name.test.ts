import { describe, expect, it } from 'vitest';
import { uploadFileName } from './upload-file-name';

describe('uploadFileName', () => {
  it('keeps names with an accepted extension', () => {
    expect(uploadFileName({ name: 'Photo.JPG', type: 'image/jpeg' })).toBe('Photo.JPG');
    expect(uploadFileName({ name: 'a.webp', type: '' })).toBe('a.webp');
  });

  it('borrows the extension from the MIME type otherwise', () => {
    expect(uploadFileName({ name: 'photo', type: 'image/png' })).toBe('photo.png');
    expect(uploadFileName({ name: 'image.jfif', type: 'image/jpeg' })).toMatch(/^image\.jfif\.(jpg|jpeg)$/);
  });

  it('leaves unknown types alone (the upload then fails with the spec text)', () => {
    expect(uploadFileName({ name: 'scan.heic', type: 'image/heic' })).toBe('scan.heic');
  });
});
