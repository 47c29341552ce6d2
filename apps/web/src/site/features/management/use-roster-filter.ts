import { publicPagePath } from '@agency/contract/public-pages';
import { EMPTY_ROSTER_FILTER, ROSTER_PARAMS, rosterFilterFrom, rosterSearchOf, type RosterFilter } from '@agency/contract/roster-filter';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

/** The page of a board ('' for ALL) with the rest of a filter in its query string (other parameters, as ?lang, kept). */
export function rosterPath(filter: RosterFilter, current: URLSearchParams = new URLSearchParams()): string {
  const path = filter.board ? publicPagePath('managementBoard', { board: filter.board }) : publicPagePath('management');
  const kept = new URLSearchParams(current);
  for (const name of Object.values(ROSTER_PARAMS)) kept.delete(name);
  const own = rosterSearchOf(filter).slice(1);
  const rest = kept.toString();
  const query = [own, rest].filter(Boolean).join('&');
  return query ? `${path}?${query}` : path;
}

/**
 * The roster's filter in the URL (decision 079): the board is the path, the rest the query string, so reload, back
 * and a shared link keep it. Typing a name replaces the history entry (no entry per letter); other changes add one.
 */
export function useRosterFilter() {
  const { board = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const filter = useMemo(() => rosterFilterFrom(search, board), [search, board]);
  const setFilter = useCallback(
    (next: Partial<RosterFilter>, { replace = false } = {}) => {
      void navigate(rosterPath({ ...filter, ...next }, search), { replace, state: { keepScroll: true } });
    },
    [filter, search, navigate],
  );
  const reset = useCallback(() => setFilter({ ...EMPTY_ROSTER_FILTER, board: filter.board }), [filter.board, setFilter]);
  return { filter, search, setFilter, reset };
}
