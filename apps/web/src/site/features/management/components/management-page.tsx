import { publicPagePath } from '@agency/contract/public-pages';
import { CLIENT_FILTER_MAX, matchesRosterFilter } from '@agency/contract/roster-filter';
import { useCallback, useMemo, useState } from 'react';
import { StatusText } from '@shared/ui/status-text';
import { getAppConfig } from '@shared/app-config';
import { commonTexts } from '@shared/i18n/common-texts';
import { useLanguage, useTexts } from '@shared/i18n/use-language';
import { useDocumentTitle } from '@shared/use-document-title';
import { useLogError } from '@site/lib/use-log-error';
import { sortByPriority } from '@site/lib/artist-path';
import { useArtists, useRosterBoards } from '@site/lib/get-artists';
import { MissingState } from '@site/components/missing-state/missing-state';
import { PagePlaceholder } from '@site/components/loading/page-placeholder';
import { managementTexts } from '../management-texts';
import { useRosterFilter } from '../use-roster-filter';
import { BoardTabs } from './board-tabs';
import { RosterCount, RosterFilters } from './roster-filters';
import { RosterGrid, SearchedRoster } from './roster-grid';
import '../management.css';

/**
 * The roster (SPEC: every visible artist by priority), with the board tabs, the name search and the height range of
 * decision 079 above it. A roster of up to CLIENT_FILTER_MAX artists is filtered here as the visitor types; a larger
 * one asks the server (SearchedRoster).
 */
export function ManagementPage() {
  const t = useTexts(managementTexts);
  const common = useTexts(commonTexts);
  const { language } = useLanguage();
  const { filter, search, setFilter, reset } = useRosterFilter();
  const boards = useRosterBoards();
  const large = (boards.data?.artistCount ?? 0) > CLIENT_FILTER_MAX;
  const artists = useArtists({ enabled: boards.data !== undefined && !large });
  const [searchedCount, setSearchedCount] = useState<number | undefined>();
  const onFound = useCallback((count: number | undefined) => setSearchedCount(count), []);
  useLogError(boards.error ?? artists.error, 'artists');

  const board = boards.data?.boards.find((b) => b.slug === filter.board);
  const missingBoard = filter.board !== '' && boards.data !== undefined && !board;
  const boardName = board ? (language === 'en' ? board.engName : board.korName) : '';
  useDocumentTitle(`${boardName ? `${boardName} | ` : ''}MANAGEMENT | ${getAppConfig().siteName}`);

  const shown = useMemo(() => (artists.data ? sortByPriority(artists.data).filter((a) => matchesRosterFilter(a, filter)) : undefined), [artists.data, filter]);

  let body;
  if (missingBoard) body = <MissingState code="404" title={t.boardNotFound} body={t.boardNotFoundBody} link={{ to: publicPagePath('management'), label: t.allArtists }} />;
  else if (boards.error || artists.error) body = <StatusText kind="error">{t.loadFailed}</StatusText>;
  else if (boards.isLoading || (!large && !artists.data))
    body = <PagePlaceholder label={common.loading} cards={{ count: 12, aspect: 'portrait', gridClassName: 'artist-grid roster-grid' }} />;
  else if (large) body = <SearchedRoster key={JSON.stringify(filter)} filter={filter} onFound={onFound} />;
  else if (artists.data!.length === 0) body = <StatusText kind="empty">{t.empty}</StatusText>;
  else if (shown!.length === 0) body = <StatusText kind="empty">{t.noMatch}</StatusText>;
  else body = <RosterGrid artists={shown!} />;

  const hasRoster = boards.data !== undefined && boards.data.artistCount > 0 && !missingBoard;
  return (
    <section className="page management">
      {/* Title, filters, board tabs and count in one compact head (decision 112), in this order for the keyboard. */}
      <div className="roster-head">
        {/* A board's page is headed by the board's name, under the section's name (decision 110). */}
        <div className="roster-title">
          {boardName && <p className="management-eyebrow">MANAGEMENT</p>}
          <h1 className="display-title management-title">{boardName || 'MANAGEMENT'}</h1>
        </div>
        {hasRoster && <RosterFilters filter={filter} onChange={setFilter} onReset={reset} />}
        {hasRoster && boards.data!.boards.length > 0 && <BoardTabs boards={boards.data!.boards} filter={filter} search={search} />}
        {hasRoster && <RosterCount found={large ? searchedCount : shown?.length} />}
      </div>
      {body}
    </section>
  );
}
