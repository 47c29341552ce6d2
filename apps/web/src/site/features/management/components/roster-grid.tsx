import type { ArtistCard as ArtistCardData } from '@agency/contract/artists';
import { IMAGE_SIZES, PRIORITY_CARDS } from '@agency/contract/images';
import { ROSTER_PAGE_SIZE, type RosterFilter } from '@agency/contract/roster-filter';
import { useCallback, useEffect, useState } from 'react';
import { StatusText } from '@shared/ui/status-text';
import { useTexts } from '@shared/i18n/use-language';
import { ArtistCard } from '@site/components/artist-card/artist-card';
import { useRosterSearchPage } from '@site/lib/get-artists';
import { useInView } from '@site/lib/use-in-view';
import { managementTexts } from '../management-texts';

/** Every card the same size, a short last row left short (decision 110): no artist is enlarged by its place. */
const GRID_CLASS = 'artist-grid roster-grid';

/** Cards in the given order; the first PRIORITY_CARDS (a phone's first screen, a wide screen's first row) load with priority. */
export function CardList({ artists, offset = 0 }: { artists: ArtistCardData[]; offset?: number }) {
  return artists.map((artist, index) => (
    <ArtistCard key={artist.id} artist={artist} sizes={IMAGE_SIZES.roster} loading={offset + index < PRIORITY_CARDS ? 'priority' : 'lazy'} />
  ));
}

export function RosterGrid({ artists }: { artists: ArtistCardData[] }) {
  return (
    <ul className={GRID_CLASS}>
      <CardList artists={artists} />
    </ul>
  );
}

/** One further page of a large roster's server query (each page reads its own answer); says when it has arrived. */
function SearchPage({ filter, offset, onLoaded }: { filter: RosterFilter; offset: number; onLoaded: (offset: number) => void }) {
  const { data } = useRosterSearchPage(filter, offset);
  const arrived = data !== undefined;
  useEffect(() => {
    if (arrived) onLoaded(offset);
  }, [arrived, offset, onLoaded]);
  return data ? <CardList artists={data.artists} offset={offset} /> : null;
}

/**
 * A large roster (more than CLIENT_FILTER_MAX artists): the filter is a server query, and the cards arrive
 * ROSTER_PAGE_SIZE at a time, the next page when the visitor nears the end (or presses the button). Keyed by the
 * filter where it is used, so another filter starts again from its first page.
 */
export function SearchedRoster({ filter, onFound }: { filter: RosterFilter; onFound: (count: number | undefined) => void }) {
  const t = useTexts(managementTexts);
  const first = useRosterSearchPage(filter, 0);
  const [pages, setPages] = useState(1);
  // The furthest page that has arrived: "more" waits for it, so pages are asked for one after another.
  const [arrived, setArrived] = useState(0);
  const onLoaded = useCallback((offset: number) => setArrived((n) => Math.max(n, offset)), []);
  const total = first.data?.total;
  useEffect(() => onFound(total), [total, onFound]);
  const hasMore = total !== undefined && pages * ROSTER_PAGE_SIZE < total && arrived >= (pages - 1) * ROSTER_PAGE_SIZE;

  if (first.error) return <StatusText kind="error">{t.loadFailed}</StatusText>;
  if (!first.data) return null;
  if (first.data.total === 0) return <StatusText kind="empty">{t.noMatch}</StatusText>;
  return (
    <>
      <ul className={GRID_CLASS}>
        <CardList artists={first.data.artists} />
        {Array.from({ length: pages - 1 }, (_, i) => (
          <SearchPage key={i + 1} filter={filter} offset={(i + 1) * ROSTER_PAGE_SIZE} onLoaded={onLoaded} />
        ))}
      </ul>
      {hasMore && <MoreButton key={pages} label={t.more} onMore={() => setPages((n) => n + 1)} />}
    </>
  );
}

/** "Show more", pressed by itself once it scrolls near the viewport. */
function MoreButton({ label, onMore }: { label: string; onMore: () => void }) {
  const { ref, inView } = useInView<HTMLButtonElement>({ threshold: 0, rootMargin: '600px 0px' });
  useEffect(() => {
    if (inView) onMore();
  }, [inView, onMore]);
  return (
    <button ref={ref} type="button" className="roster-more" onClick={onMore}>
      {label}
    </button>
  );
}
