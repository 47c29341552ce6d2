import { describe, expect, it } from 'vitest';
import { platformWatchUrl, playerHello, playerOrigin, withPlayerMessages } from './player-signals';
import { toVideoEmbed } from './video-embed';

const youtube = toVideoEmbed('https://youtu.be/dQw4w9WgXcQ', true)!;
const vimeo = toVideoEmbed('https://vimeo.com/76979871', false)!;

describe('player signals', () => {
  it('switches on YouTube messaging; Vimeo has it on', () => {
    expect(withPlayerMessages(youtube)).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0&playsinline=1&enablejsapi=1');
    expect(withPlayerMessages(vimeo)).toBe(vimeo.embedUrl);
  });

  it("says each platform's hello", () => {
    expect(JSON.parse(playerHello('youtube'))).toEqual({ event: 'listening', id: 1, channel: 'widget' });
    expect(JSON.parse(playerHello('vimeo'))).toEqual({ method: 'ping' });
  });

  it('knows where answers come from and where the video lives', () => {
    expect(playerOrigin(youtube)).toBe('https://www.youtube.com');
    expect(playerOrigin(vimeo)).toBe('https://player.vimeo.com');
    expect(platformWatchUrl(youtube)).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(platformWatchUrl(vimeo)).toBe('https://vimeo.com/76979871');
  });
});
