import type { PageContentCode } from '@agency/contract/page-content';
import type { PublicReadCache } from './lib/public-read-cache';
import type { ArtistsService } from './modules/artists/artists-service';
import type { PageContentService } from './modules/page-content/page-content-service';

/**
 * The public reads through the per-instance cache (docs/decisions/062): the API routes send their answers, the
 * server-rendered heads read their values. One load per key serves both, and an admin write drops them all.
 */
export function createPublicReads(cache: PublicReadCache, services: { artists: ArtistsService; pageContent: PageContentService }) {
  const { artists, pageContent } = services;
  return {
    artists: () => cache.answer('getAll', () => artists.listVisible()),
    artist: (urlName: string) => cache.answer(`getDetails:${urlName}`, () => artists.getPublicDetail(urlName)),
    pageContent: (code: PageContentCode | string) => cache.answer(`fetchByCode:${code}`, () => pageContent.getByCode(code)),
    pageVideos: (code: PageContentCode | string) => cache.answer(`fetchVideosByCode:${code}`, () => pageContent.getVideos(code)),
    pageImages: (code: PageContentCode | string) => cache.answer(`fetchImagesByCode:${code}`, () => pageContent.getImages(code)),
    video: (videoId: number) => cache.answer(`fetchOneVideo:${videoId}`, () => pageContent.getVideo(videoId)),
    /** Drops every answer: after each admin write on this instance. */
    invalidate: () => cache.invalidate(),
  };
}

export type PublicReads = ReturnType<typeof createPublicReads>;
