import { describe, expect, it } from 'vitest';
import { matchesMagicBytes } from './magic-bytes';
import { sampleMedia } from './media-samples';

const TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif', 'video/mp4', 'video/webm'];

describe('matchesMagicBytes', () => {
  it('accepts each type only for its own signature', () => {
    for (const declared of TYPES) {
      for (const actual of TYPES) {
        const expected = declared === actual || (declared === 'video/mp4' && actual === 'image/avif');
        expect({ declared, actual, match: matchesMagicBytes(declared, sampleMedia(actual)) }).toEqual({
          declared,
          actual,
          match: expected,
        });
      }
    }
  });

  it('accepts AVIF whose avif brand is only among the compatible brands', () => {
    const head = Buffer.from('\x00\x00\x00\x20ftypmif1\x00\x00\x00\x00mif1avifmiafMA1B', 'latin1');
    expect(matchesMagicBytes('image/avif', head)).toBe(true);
    expect(matchesMagicBytes('image/avif', Buffer.from('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic', 'latin1'))).toBe(false);
  });

  it('refuses short, empty and unknown content', () => {
    expect(matchesMagicBytes('image/jpeg', Buffer.from([0xff, 0xd8]))).toBe(false);
    expect(matchesMagicBytes('image/webp', Buffer.from('RIFF\x00\x00\x00\x00WAVE', 'latin1'))).toBe(false);
    expect(matchesMagicBytes('image/png', Buffer.alloc(0))).toBe(false);
    expect(matchesMagicBytes('image/svg+xml', Buffer.from('<svg/>'))).toBe(false);
  });
});
