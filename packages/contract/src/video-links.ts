import { z } from 'zod';

/** The platforms a video link may point at: the site embeds only these two (SPEC section 5, isYoutube). */
export const VIDEO_PLATFORMS = ['youtube', 'vimeo'] as const;
export type VideoLinkPlatform = (typeof VIDEO_PLATFORMS)[number];

/** The refusal of any other link (a Naver TV or Instagram link), naming what is supported (issue 35). */
export const VIDEO_LINK_UNSUPPORTED = '지원하지 않는 영상 링크입니다. YouTube 또는 Vimeo 링크만 넣을 수 있습니다.';

const HOSTS: Record<string, VideoLinkPlatform> = {
  'youtube.com': 'youtube',
  'youtu.be': 'youtube',
  'youtube-nocookie.com': 'youtube',
  'vimeo.com': 'vimeo',
  'player.vimeo.com': 'vimeo',
};

/**
 * The platform of a video link by its host (`www.`, `m.` and `music.` ignored), or null for any other link or
 * text. Only http(s) addresses count.
 */
export function videoLinkPlatform(value: string): VideoLinkPlatform | null {
  // The host after any user part (`https://youtube.com@other.example/` is other.example), before any port or path.
  const host = /^https?:\/\/(?:[^/?#@\s]*@)?([^/?#:@\s]+)(?::\d+)?(?:[/?#]\S*)?$/i.exec(value.trim())?.[1];
  return host ? (HOSTS[host.toLowerCase().replace(/^(www\.|m\.|music\.)/, '')] ?? null) : null;
}

const isSupported = (value: string) => videoLinkPlatform(value) !== null;

/** A video link of a supported platform (the production and news lists). */
export const videoLinkSchema = z.string().trim().max(2048).refine(isSupported, { message: VIDEO_LINK_UNSUPPORTED });

/** The same, or empty (an artist's video row and an admin row not filled in yet: dropped on save). */
export const optionalVideoLinkSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => value === '' || isSupported(value), { message: VIDEO_LINK_UNSUPPORTED });
