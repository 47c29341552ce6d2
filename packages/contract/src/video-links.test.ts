import { describe, expect, it } from 'vitest';
import { detailVideoInputSchema } from './artists';
import { upsertVideoSchema } from './page-content';
import { optionalVideoLinkSchema, VIDEO_LINK_UNSUPPORTED, videoLinkPlatform, videoLinkSchema } from './video-links';

describe('videoLinkPlatform', () => {
  it.each([
    ['https://www.youtube.com/watch?v=abc123XYZ', 'youtube'],
    ['https://youtu.be/abc123XYZ', 'youtube'],
    ['https://m.youtube.com/shorts/abc123XYZ', 'youtube'],
    ['http://music.youtube.com/watch?v=abc', 'youtube'],
    ['https://www.youtube-nocookie.com/embed/abc', 'youtube'],
    ['  https://vimeo.com/123456  ', 'vimeo'],
    ['https://player.vimeo.com/video/123456', 'vimeo'],
    ['https://tv.naver.com/v/12345678', null],
    ['https://www.instagram.com/reel/abc/', null],
    ['https://youtube.com.evil.example/watch?v=abc', null],
    ['https://notyoutube.com/watch?v=abc', null],
    ['https://youtube.com@tv.naver.com/v/1', null],
    ['https://www.youtube.com:443/watch?v=abc', 'youtube'],
    ['https://vimeo.com', 'vimeo'],
    ['youtube.com/watch?v=abc', null],
    ['ftp://youtube.com/x', null],
    ['/media/videos/a.mp4', null],
    ['', null],
  ])('%j → %j', (link, platform) => {
    expect(videoLinkPlatform(link)).toBe(platform);
  });
});

describe('video link schemas', () => {
  it('refuse another platform with a message naming the supported ones', () => {
    const result = videoLinkSchema.safeParse('https://tv.naver.com/v/12345678');
    expect(result.error?.issues[0]?.message).toBe(VIDEO_LINK_UNSUPPORTED);
    expect(VIDEO_LINK_UNSUPPORTED).toMatch(/YouTube/);
    expect(VIDEO_LINK_UNSUPPORTED).toMatch(/Vimeo/);
  });

  it('the optional one takes empty text, trimmed', () => {
    expect(optionalVideoLinkSchema.parse('   ')).toBe('');
    expect(optionalVideoLinkSchema.parse(' https://vimeo.com/1 ')).toBe('https://vimeo.com/1');
  });

  it('the page lists and an artist refuse a Naver TV link at videoUrl', () => {
    const list = upsertVideoSchema.safeParse({ title: 'x', thumbnailImageUrl: '', videoUrl: 'https://tv.naver.com/v/1' });
    expect(list.error?.issues).toEqual([expect.objectContaining({ path: ['videoUrl'], message: VIDEO_LINK_UNSUPPORTED })]);
    const artist = detailVideoInputSchema.safeParse({ priority: 0, videoUrl: 'https://tv.naver.com/v/1' });
    expect(artist.error?.issues).toEqual([expect.objectContaining({ path: ['videoUrl'], message: VIDEO_LINK_UNSUPPORTED })]);
    expect(detailVideoInputSchema.parse({ videoUrl: '' }).videoUrl).toBe('');
  });
});
