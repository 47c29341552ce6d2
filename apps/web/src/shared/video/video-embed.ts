export type VideoPlatform = 'youtube' | 'vimeo';
export type VideoEmbed = { platform: VideoPlatform; id: string; embedUrl: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^\d{3,12}$/;

function parseUrl(value: string): URL | null {
  const text = value.trim();
  if (text === '') return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
}

function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^(www\.|m\.|music\.)/, '');
}

/** YouTube id from watch?v=, youtu.be/, shorts/, embed/, live/ and v/ URLs. */
export function parseYouTubeId(value: string): string | null {
  const url = parseUrl(value);
  if (!url) return null;
  const host = hostOf(url);
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = parts[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') id = url.searchParams.get('v');
    else if (['shorts', 'embed', 'live', 'v'].includes(parts[0] ?? '')) id = parts[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** Vimeo id from vimeo.com/ID (also channels/.../ID) and player.vimeo.com/video/ID URLs. */
export function parseVimeoId(value: string): string | null {
  const url = parseUrl(value);
  if (!url) return null;
  const host = hostOf(url);
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'player.vimeo.com') id = parts[0] === 'video' ? parts[1] : undefined;
  else if (host === 'vimeo.com') id = parts.find((part) => VIMEO_ID.test(part));
  return id && VIMEO_ID.test(id) ? id : null;
}

function youtubeEmbed(id: string): VideoEmbed {
  return { platform: 'youtube', id, embedUrl: `https://www.youtube.com/embed/${id}?rel=0&playsinline=1` };
}

function vimeoEmbed(id: string): VideoEmbed {
  return { platform: 'vimeo', id, embedUrl: `https://player.vimeo.com/video/${id}?dnt=1` };
}

/**
 * Embed data for a video URL. `isYoutube` picks the platform when known (the spec's flag);
 * without it the platform is detected from the URL (artist detail videos carry no flag).
 */
export function toVideoEmbed(videoUrl: string, isYoutube?: boolean): VideoEmbed | null {
  if (isYoutube !== false) {
    const youtubeId = parseYouTubeId(videoUrl);
    if (youtubeId) return youtubeEmbed(youtubeId);
  }
  if (isYoutube !== true) {
    const vimeoId = parseVimeoId(videoUrl);
    if (vimeoId) return vimeoEmbed(vimeoId);
  }
  return null;
}

const YOUTUBE_STILLS = 'https://i.ytimg.com/vi/';

/** Still image YouTube serves for a video; Vimeo has none without an API call. */
export function youtubeThumbnail(videoUrl: string): string | null {
  const id = parseYouTubeId(videoUrl);
  return id ? `${YOUTUBE_STILLS}${id}/hqdefault.jpg` : null;
}

/** Whether an address is one of the stills youtubeThumbnail answers. */
export function isYoutubeStill(url: string): boolean {
  return url.startsWith(YOUTUBE_STILLS);
}
