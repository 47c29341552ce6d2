import type { PageContentCode } from '@agency/contract/page-content';
import type { PublicReadCache } from './lib/public-read-cache';
import type { ArtistsService } from './modules/artists/artists-service';
import type { BoardsService } from './modules/boards/boards-service';
import { searchRoster, type ArtistSearchQuery } from './modules/boards/roster-search';
import type { PageContentService } from './modules/page-content/page-content-service';

/**
 * The public reads through the per-instance cache (docs/decisions/062): the API routes send their answers, the
 * server-rendered heads read their values. One load per key serves both, and an admin write drops them all.
 */
export function createPublicReads(cache: PublicReadCache, services: { artists: ArtistsService; pageContent: PageContentService; boards: BoardsService }) {
  const { artists, pageContent, boards } = services;
  const roster = () => cache.answer('getAll', () => artists.listVisible());
  // A visible board with no visible artist is left out (decision 110): no public tab, search or sitemap entry
  // leads to an empty page; it appears once staff put a shown artist on it.
  const rosterBoards = () =>
    cache.answer('boards', async () => {
      const [visible, cards] = await Promise.all([boards.listVisible(), roster()]);
      const used = new Set(cards.value.flatMap((card) => card.boards));
      return { boards: visible.filter((board) => used.has(board.slug)), artistCount: cards.value.length };
    });
  return {
    artists: roster,
    /** The visible boards that show an artist, and the roster's size (the page filters on the client up to CLIENT_FILTER_MAX artists). */
    rosterBoards,
    /** Not cached as an answer (any query is possible): filtered from the cached roster. */
    searchArtists: async (query: ArtistSearchQuery) => {
      const [cards, visible] = await Promise.all([roster(), rosterBoards()]);
      return searchRoster(cards.value, visible.value.boards, query);
    },
    artist: (urlName: string) => cache.answer(`getDetails:${urlName}`, () => artists.getPublicDetail(urlName)),
    polaroids: (urlName: string) => cache.answer(`getPolaroids:${urlName}`, () => artists.getPolaroids(urlName)),
    pageContent: (code: PageContentCode | string) => cache.answer(`fetchByCode:${code}`, () => pageContent.getByCode(code)),
    pageVideos: (code: PageContentCode | string) => cache.answer(`fetchVideosByCode:${code}`, () => pageContent.getVideos(code)),
    pageImages: (code: PageContentCode | string) => cache.answer(`fetchImagesByCode:${code}`, () => pageContent.getImages(code)),
    video: (videoId: number) => cache.answer(`fetchOneVideo:${videoId}`, () => pageContent.getVideo(videoId)),
    /** Drops every answer: after each admin write on this instance. */
    invalidate: () => cache.invalidate(),
  };
}

export type PublicReads = ReturnType<typeof createPublicReads>;
