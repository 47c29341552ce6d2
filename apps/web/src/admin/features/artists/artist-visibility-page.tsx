import type { ArtistManagementItem } from '@agency/contract/artists';
import { useState } from 'react';
import { ApiError } from '@shared/api/api-client';
import { AdminPage } from '@admin/components/admin-page';
import { FailureNotice } from '@admin/components/failure-notice';
import { ArtistThumb } from '@admin/components/artist-thumb';
import { LoadStatus } from '@admin/components/load-status';
import { adminTexts } from '@admin/admin-texts';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { useSetArtistVisibility } from './api/artist-mutations';
import { useArtistsForManagement } from './api/artist-queries';
import { ArtistSearchBox, useArtistSearch } from '@admin/components/artist-search';
import { artistTexts } from './artist-texts';
import { VisibilityToggle } from './visibility-toggle';

/** What an answer of ours confirmed, and when (the list read after it wins). */
type Confirmed = { isHidden: boolean; version: number; at: number };

/**
 * The list's row, or what an answer of ours confirmed after the list was read: showing or hiding no longer moves the
 * artist's version (decision 106), so the time tells which is newer.
 */
function newest(artist: ArtistManagementItem, confirmed: Confirmed | undefined, listAt: number): ArtistManagementItem {
  return confirmed && confirmed.at > listAt ? { ...artist, isHidden: confirmed.isHidden, version: confirmed.version } : artist;
}

/**
 * Artists by priority (missing = 999) with a shown/hidden switch each and a name search; the list updates after
 * success, and a toast offers to undo the change for a few seconds.
 */
export function ArtistVisibilityPage() {
  const artists = useArtistsForManagement();
  const search = useArtistSearch(artists.data);
  const setVisibility = useSetArtistVisibility();
  const dialogs = useAdminDialogs();
  // Flags and versions confirmed by the server, used at once while the list is read anew.
  const [confirmed, setConfirmed] = useState<Record<number, Confirmed>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const toggle = async (artist: ArtistManagementItem, offerUndo = true) => {
    setFailure(null);
    try {
      const answer = await setVisibility.mutateAsync({ id: artist.id, isHidden: !artist.isHidden });
      setConfirmed((flags) => ({ ...flags, [answer.id]: { isHidden: answer.isHidden, version: answer.version, at: Date.now() } }));
      const changed = { ...artist, isHidden: answer.isHidden, version: answer.version };
      dialogs.notify(
        answer.isHidden ? artistTexts.hidden(artist.korName) : artistTexts.shown(artist.korName),
        offerUndo ? { action: { label: adminTexts.undo, onClick: () => void toggle(changed, false) } } : undefined,
      );
    } catch (error) {
      console.error('Visibility update failed', error);
      // Another admin changed this artist first: the list is read anew, so the next click starts from it.
      const conflict = error instanceof ApiError && error.isEditConflict;
      setFailure(conflict ? error.message : artistTexts.visibilityFailed);
      if (conflict) void artists.refetch();
    }
  };

  return (
    <AdminPage title="아티스트 노출 관리" description="숨긴 아티스트는 공개 사이트의 목록과 상세 페이지에 보이지 않습니다." historyTarget="artist">
      <FailureNotice text={failure} />
      {artists.isPending && <LoadStatus kind="loading" />}
      {artists.isError && <LoadStatus kind="error" text={artistTexts.listLoadFailed} />}
      {artists.isSuccess && <ArtistSearchBox query={search.query} onQuery={search.setQuery} found={search.found.length} total={search.total} />}
      {artists.isSuccess && search.found.length === 0 && search.total > 0 && <p className="admin-empty">{artistTexts.noMatch}</p>}
      {artists.isSuccess && (
        <ul className="admin-list">
          {search.found
            .map((artist) => newest(artist, confirmed[artist.id], artists.dataUpdatedAt))
            .map((artist) => (
              <li key={artist.id} className={`admin-list-row${artist.isHidden ? ' is-hidden' : ''}`}>
                <ArtistThumb src={artist.mainImage} name={artist.korName} />
                <span className="admin-artist-names">
                  <strong>{artist.korName}</strong>
                  <span>
                    {artist.engName} · 우선순위 {artist.priority ?? '없음'}
                  </span>
                </span>
                <VisibilityToggle
                  label={`${artist.korName} 공개`}
                  checked={!artist.isHidden}
                  busy={setVisibility.isPending && setVisibility.variables?.id === artist.id}
                  onToggle={() => void toggle(artist)}
                />
              </li>
            ))}
        </ul>
      )}
    </AdminPage>
  );
}
import './artists.css';
