import type { ArtistManagementItem } from '@agency/contract/artists';
import { useMemo, useState } from 'react';
import { AdminPage } from '../shared/admin-page';
import { LoadStatus } from '../shared/load-status';
import { sortByPriority } from '../shared/priority';
import { useArtistsForManagement } from './api/get-artists-for-management';
import { setArtistVisibility } from './api/set-artist-visibility';
import { ArtistThumb } from '../shared/artist-thumb';
import { artistTexts } from './artist-texts';
import { VisibilityToggle } from './visibility-toggle';

/** Artists by priority (missing = 999) with a shown/hidden switch each; the list updates after success. */
export function ArtistVisibilityPage() {
  const loaded = useArtistsForManagement();
  // Flags confirmed by the server since the list was loaded.
  const [hiddenById, setHiddenById] = useState<Record<number, boolean>>({});
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  const artists = useMemo(
    () =>
      loaded.status === 'ready'
        ? sortByPriority(loaded.data).map((artist) =>
            artist.id in hiddenById ? { ...artist, isHidden: hiddenById[artist.id]! } : artist,
          )
        : [],
    [loaded.status, loaded.data, hiddenById],
  );

  const toggle = async (artist: ArtistManagementItem) => {
    setPendingId(artist.id);
    setFailed(false);
    try {
      const answer = await setArtistVisibility(artist.id, !artist.isHidden);
      setHiddenById((flags) => ({ ...flags, [answer.id]: answer.isHidden }));
    } catch (error) {
      console.error('Visibility update failed', error);
      setFailed(true);
    } finally {
      setPendingId(null);
    }
  };

  return (
    <AdminPage title="아티스트 노출 관리" description="숨긴 아티스트는 공개 사이트의 목록과 상세 페이지에 보이지 않습니다.">
      {failed && (
        <p className="admin-status admin-status--error admin-status--inline" role="alert">
          {artistTexts.visibilityFailed}
        </p>
      )}
      {loaded.status === 'loading' && <LoadStatus kind="loading" />}
      {loaded.status === 'error' && <LoadStatus kind="error" text={artistTexts.listLoadFailed} />}
      {loaded.status === 'ready' && (
        <ul className="admin-list">
          {artists.map((artist) => (
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
                busy={pendingId === artist.id}
                onToggle={() => void toggle(artist)}
              />
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
