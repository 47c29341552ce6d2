import { parseVimeoId, parseYouTubeId, youtubeThumbnail, type VideoPlatform } from '@shared/video/video-embed';

/** The platform a pasted link belongs to, or null when it is neither a YouTube nor a Vimeo video link. */
export function platformOfLink(url: string): VideoPlatform | null {
  if (parseYouTubeId(url)) return 'youtube';
  if (parseVimeoId(url)) return 'vimeo';
  return null;
}

/** YouTube's own still of the linked video, offered as the thumbnail (Vimeo has none without its API). */
export const suggestedThumbnail = youtubeThumbnail;

/** Whether an address is one of YouTube's stills (as suggestedThumbnail answers). */
export function isYoutubeStill(url: string): boolean {
  return url.startsWith('https://i.ytimg.com/vi/');
}
