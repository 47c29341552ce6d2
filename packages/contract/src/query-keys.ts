// No zod here: the public web bundle imports it.

/**
 * Keys of the web app's shared reads (apps/web/src/site/lib/use-query.ts). The server-rendered page carries the
 * answers of the page's first reads under these keys (INITIAL_DATA_ELEMENT_ID), so the page draws at once
 * instead of after another round trip.
 */
export const QUERY_KEYS = {
  artists: 'artists',
  /** GET /api/artist/boards */
  rosterBoards: 'artists/boards',
  /** GET /api/artist/search with this query string (roster-filter.ts rosterSearchOf with its board). */
  rosterSearch: (search: string) => `artists/search${search}`,
  artist: (urlName: string) => `artist/${urlName}`,
  polaroids: (urlName: string) => `artist/${urlName}/polaroids`,
  pageContent: (code: string) => `pageContent/${code}`,
  newsImages: 'news/images',
  newsVideos: 'news/videos',
  video: (videoId: number) => `video/${videoId}`,
} as const;

/** `<script type="application/json" id="initial-data">` in a server-rendered page. */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

/**
 * Answers of a page's first API reads, exactly as the API sends them, by query key. `refresh`: the page
 * still makes the call at once (the artist page: the call counts the view) and draws this meanwhile.
 */
export type InitialData = Record<string, { data: unknown; refresh?: boolean }>;
