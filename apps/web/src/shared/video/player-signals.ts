import type { VideoEmbed, VideoPlatform } from './video-embed';

/**
 * How a page learns that an embedded YouTube or Vimeo player really loaded (decision 115). A cross-origin frame
 * fires `load` for the platform's page and for the browser's own error page alike, so only the player can say
 * it is there: after `load` the page sends the platform's hello, and any answer from the player's window and
 * origin means the player runs.
 *   YouTube: the player answers on its widget channel once `enablejsapi=1` is in the embed address and the page
 *   sends `listening` (what YouTube's iframe API sends).
 *   Vimeo: the player answers `ping` with its `ready` event (what Vimeo's player.js sends to a frame that is
 *   already there).
 */

export const PLATFORM_NAMES: Record<VideoPlatform, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

/** The embed address with the platform's messaging switched on (Vimeo's is always on). */
export function withPlayerMessages(embed: VideoEmbed): string {
  if (embed.platform !== 'youtube') return embed.embedUrl;
  return `${embed.embedUrl}${embed.embedUrl.includes('?') ? '&' : '?'}enablejsapi=1`;
}

/** The message that asks the player to answer. */
export function playerHello(platform: VideoPlatform): string {
  return platform === 'youtube' ? JSON.stringify({ event: 'listening', id: 1, channel: 'widget' }) : JSON.stringify({ method: 'ping' });
}

/** The origin a player's messages come from (and the only one the hello is sent to). */
export function playerOrigin(embed: VideoEmbed): string {
  return new URL(embed.embedUrl).origin;
}

/** The video's own page on its platform, for visitors whose browser cannot show the player. */
export function platformWatchUrl(embed: VideoEmbed): string {
  return embed.platform === 'youtube' ? `https://www.youtube.com/watch?v=${embed.id}` : `https://vimeo.com/${embed.id}`;
}

/** Timings: how long a loaded frame may stay silent, and how long a player may take in all. */
export const PLAYER_WAIT = { afterLoadMs: 6000, totalMs: 20000, helloEveryMs: 500 } as const;
export type PlayerWait = { afterLoadMs: number; totalMs: number; helloEveryMs: number };
