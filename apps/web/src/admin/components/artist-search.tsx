import type { ArtistManagementItem } from '@agency/contract/artists';
import { matchesName } from '@agency/contract/name-search';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { sortByPriority } from '@admin/lib/priority';

/**
 * The search of the artist pages: the text typed, and the artists (by priority) whose Korean or English name
 * contains it. Filtering follows typing a frame late, so typing stays quick with hundreds of artists.
 */
export function useArtistSearch(artists: readonly ArtistManagementItem[] | undefined) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const sorted = useMemo(() => (artists ? sortByPriority(artists) : []), [artists]);
  const found = useMemo(() => sorted.filter((artist) => matchesName(deferredQuery, artist.korName, artist.engName)), [sorted, deferredQuery]);
  return { query, setQuery, found, total: sorted.length };
}

type ArtistSearchBoxProps = { query: string; onQuery: (query: string) => void; found: number; total: number };

/** A search field over the artist list with the number found (announced politely). */
export function ArtistSearchBox({ query, onQuery, found, total }: ArtistSearchBoxProps) {
  const id = useId();
  return (
    <div className="admin-artist-search" role="search">
      <label htmlFor={id} className="admin-label">
        아티스트 검색
      </label>
      <input
        id={id}
        type="search"
        className="admin-input"
        placeholder="한글 또는 영문 이름"
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        autoComplete="off"
      />
      <p className="admin-hint" role="status">
        {query.trim() === '' ? `${total}명` : `${total}명 중 ${found}명`}
      </p>
    </div>
  );
}
