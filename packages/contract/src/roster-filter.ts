// No zod here: the public roster filters with these rules on the client, and the server's search with the same.
import { matchesName } from './name-search';

/**
 * What the roster shows (issue 17, decision 079): a board ('' for ALL), a name query, and a height range in cm
 * (null for open ends). The board is the page's path (/management/{board}); the rest is in its query string.
 */
export interface RosterFilter {
  board: string;
  query: string;
  minHeight: number | null;
  maxHeight: number | null;
}

/** Query parameter names of the roster's filters, on the page and on GET /api/artist/search. */
export const ROSTER_PARAMS = { board: 'board', query: 'q', minHeight: 'minHeight', maxHeight: 'maxHeight' } as const;

/** Heights the filter accepts (cm); the choices the page offers run from `from` to `to` in `step`s. */
export const HEIGHT_FILTER = { min: 50, max: 250, from: 150, to: 195, step: 5 } as const;

/** Longest name query kept. */
export const ROSTER_QUERY_MAX = 60;

/**
 * Up to this many visible artists the page filters the roster it already has (no request per keystroke); above,
 * each filter is a server query (GET /api/artist/search) and the cards arrive a page at a time.
 */
export const CLIENT_FILTER_MAX = 150;

/** Cards per server page of a large roster. */
export const ROSTER_PAGE_SIZE = 48;

export const EMPTY_ROSTER_FILTER: RosterFilter = { board: '', query: '', minHeight: null, maxHeight: null };

/** A height parameter as the filter keeps it: a whole number of cm in HEIGHT_FILTER's range, else none. */
export function heightParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{2,3}$/.test(value.trim())) return null;
  const cm = Number(value.trim());
  return cm >= HEIGHT_FILTER.min && cm <= HEIGHT_FILTER.max ? cm : null;
}

/** The filter a page URL's query string holds (`board` from the path, when the page names one). */
export function rosterFilterFrom(search: { get(name: string): string | null }, board = search.get(ROSTER_PARAMS.board) ?? ''): RosterFilter {
  return {
    board: board.trim().toLowerCase(),
    query: (search.get(ROSTER_PARAMS.query) ?? '').slice(0, ROSTER_QUERY_MAX),
    minHeight: heightParam(search.get(ROSTER_PARAMS.minHeight)),
    maxHeight: heightParam(search.get(ROSTER_PARAMS.maxHeight)),
  };
}

/** The query string of a filter, without its board (the path names it) unless `withBoard`; '' when empty. */
export function rosterSearchOf(filter: RosterFilter, { withBoard = false } = {}): string {
  const params: [string, string][] = [];
  if (withBoard && filter.board) params.push([ROSTER_PARAMS.board, filter.board]);
  if (filter.query.trim()) params.push([ROSTER_PARAMS.query, filter.query]);
  if (filter.minHeight !== null) params.push([ROSTER_PARAMS.minHeight, String(filter.minHeight)]);
  if (filter.maxHeight !== null) params.push([ROSTER_PARAMS.maxHeight, String(filter.maxHeight)]);
  return params.length ? `?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}` : '';
}

/** Whether the filter narrows the roster beyond its board. */
export function isNarrowed(filter: RosterFilter): boolean {
  return filter.query.trim() !== '' || filter.minHeight !== null || filter.maxHeight !== null;
}

/** What the filter reads of a roster card. */
export interface FilterableCard {
  korName: string;
  engName: string;
  boards: string[];
  heightCm: number | null;
}

/** Whether a card passes the filter; with a height range, an artist without a height in numbers does not. */
export function matchesRosterFilter(card: FilterableCard, filter: RosterFilter): boolean {
  if (filter.board && !card.boards.includes(filter.board)) return false;
  if (!matchesName(filter.query, card.korName, card.engName)) return false;
  if (filter.minHeight === null && filter.maxHeight === null) return true;
  if (card.heightCm === null) return false;
  return (filter.minHeight === null || card.heightCm >= filter.minHeight) && (filter.maxHeight === null || card.heightCm <= filter.maxHeight);
}
