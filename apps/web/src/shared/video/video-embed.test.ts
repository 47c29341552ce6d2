import { describe, expect, it } from 'vitest';
import { parseVimeoId, parseYouTubeId, toVideoEmbed } from './video-embed';

describe('parseYouTubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/aBcDeF12345', 'aBcDeF12345'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('%s', (url, id) => {
    expect(parseYouTubeId(url)).toBe(id);
  });

  it.each(['', 'not a url', 'https://www.youtube.com/', 'https://example.com/watch?v=dQw4w9WgXcQ', 'https://vimeo.com/76979871'])(
    'rejects %s',
    (url) => {
      expect(parseYouTubeId(url)).toBeNull();
    },
  );
});

describe('parseVimeoId', () => {
  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://www.vimeo.com/76979871?share=copy', '76979871'],
    ['https://player.vimeo.com/video/76979871', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
  ])('%s', (url, id) => {
    expect(parseVimeoId(url)).toBe(id);
  });

  it.each(['https://vimeo.com/', 'https://player.vimeo.com/76979871', 'https://youtu.be/dQw4w9WgXcQ'])('rejects %s', (url) => {
    expect(parseVimeoId(url)).toBeNull();
  });
});

describe('toVideoEmbed', () => {
  it('follows the isYoutube flag', () => {
    expect(toVideoEmbed('https://youtu.be/dQw4w9WgXcQ', true)?.embedUrl).toMatch(/^https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ/);
    expect(toVideoEmbed('https://vimeo.com/76979871', false)?.embedUrl).toMatch(/^https:\/\/player\.vimeo\.com\/video\/76979871/);
    expect(toVideoEmbed('https://vimeo.com/76979871', true)).toBeNull();
  });

  it('detects the platform without a flag', () => {
    expect(toVideoEmbed('https://vimeo.com/76979871')?.platform).toBe('vimeo');
    expect(toVideoEmbed('https://www.youtube.com/shorts/aBcDeF12345')?.platform).toBe('youtube');
    expect(toVideoEmbed('https://example.com/video.mp4')).toBeNull();
  });
});
