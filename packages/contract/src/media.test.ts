import { describe, expect, it } from 'vitest';
import { buildMediaPath, isAcceptedImage, MEDIA_PATH_PATTERN, mediaContentType, mediaPathProblem, presignRequestSchema } from './media';

describe('buildMediaPath', () => {
  it('follows the scheme prefix/index-timestamp.ext and passes the presign check', () => {
    const built = buildMediaPath('artists/Jane Doe/detail', 2, 'IMG_0001.JPG', 1732170000000);
    expect(built).toBe('artists/jane-doe/detail/2-1732170000000.jpg');
    expect(MEDIA_PATH_PATTERN.test(built)).toBe(true);
    expect(presignRequestSchema.safeParse({ path: built }).success).toBe(true);
  });

  it('never builds a path that leaves the folder', () => {
    for (const prefix of ['../../etc', '/abs/olute', '..', '', '___', '.hidden/x']) {
      const built = buildMediaPath(prefix, 0, 'a.png', 1732170000000);
      expect({ prefix, problem: mediaPathProblem(built) }).toEqual({ prefix, problem: undefined });
    }
  });

  it('refuses files without an allowed extension and bad indexes', () => {
    expect(() => buildMediaPath('news', 0, 'photo', 1732170000000)).toThrow();
    expect(() => buildMediaPath('news', 0, 'movie.mov', 1732170000000)).toThrow();
    expect(() => buildMediaPath('news', -1, 'a.jpg', 1732170000000)).toThrow();
    expect(() => buildMediaPath('news', 1.5, 'a.jpg', 1732170000000)).toThrow();
  });
});

describe('mediaContentType', () => {
  it('maps the allowed extensions and nothing else', () => {
    expect(mediaContentType('a/0-1732170000000.JPG')).toBe('image/jpeg');
    expect(mediaContentType('a/0-1732170000000.webm')).toBe('video/webm');
    expect(mediaContentType('a/0-1732170000000.constructor')).toBeUndefined();
    expect(mediaContentType('a/0-1732170000000.svg')).toBeUndefined();
    expect(mediaContentType('noext')).toBeUndefined();
  });
});

describe('isAcceptedImage', () => {
  it.each([
    ['photo.heic', 'image/heic'],
    ['photo.HEIC', ''],
    ['scan.bmp', 'image/bmp'],
    ['logo.svg', 'image/svg+xml'],
    ['print.tiff', 'image/tiff'],
    ['print.tif', 'image/tiff'],
    ['renamed.jpg', 'image/heic'],
    ['no-extension', 'image/jpeg'],
  ])('refuses %s (%s) before it is uploaded', (name, type) => {
    expect(isAcceptedImage({ name, type })).toBe(false);
    // The server refuses such a path as well.
    if (!name.endsWith('.jpg')) expect(mediaPathProblem(`uploads/0-1732170000000.${name.split('.').pop()}`)).toBeDefined();
  });

  it.each([
    ['photo.jpg', 'image/jpeg'],
    ['photo.JPEG', 'image/jpeg'],
    ['photo.png', 'image/png'],
    ['photo.webp', 'image/webp'],
    ['photo.avif', 'image/avif'],
    ['anim.gif', 'image/gif'],
    ['photo.png', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(isAcceptedImage({ name, type })).toBe(true);
  });
});
