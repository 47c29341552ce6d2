import { QUERY_KEYS } from '@agency/contract/query-keys';
import { ROSTER_PAGE_SIZE, rosterSearchOf, type RosterFilter } from '@agency/contract/roster-filter';
import { call } from '@shared/api/api-client';
import { useQuery } from '@site/lib/use-query';

/** GET /api/artist/getAll; with `enabled` false nothing is read yet. */
export function useArtists({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(enabled ? QUERY_KEYS.artists : null, () => call('listArtists'));
}

/** GET /api/artist/boards: the visible boards and the roster's size (decision 079); with `enabled` false nothing is read yet. */
export function useRosterBoards({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(enabled ? QUERY_KEYS.rosterBoards : null, () => call('listBoards'));
}

/** GET /api/artist/search: one page of a large roster under `filter`; with `enabled` false nothing is read yet. */
export function useRosterSearchPage(filter: RosterFilter, offset: number, { enabled = true }: { enabled?: boolean } = {}) {
  const search = rosterSearchOf(filter, { withBoard: true });
  // The first page's key is the one the server sends with the page (page-meta.ts rosterMeta).
  const key = offset === 0 ? QUERY_KEYS.rosterSearch(search) : QUERY_KEYS.rosterSearch(`${search || '?'}${search ? '&' : ''}offset=${offset}`);
  return useQuery(enabled ? key : null, () =>
    call('searchArtists', {
      query: {
        q: filter.query,
        board: filter.board,
        minHeight: filter.minHeight ?? undefined,
        maxHeight: filter.maxHeight ?? undefined,
        offset,
        limit: ROSTER_PAGE_SIZE,
      },
    }),
  );
}
