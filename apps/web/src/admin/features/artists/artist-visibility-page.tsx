import type { ArtistManagementItem } from '@agency/contract/artists';
import { useState } from 'react';
import { AdminPage } from '@admin/components/admin-page';
import { ArtistThumb } from '@admin/components/artist-thumb';
import { LoadStatus } from '@admin/components/load-status';
import { sortByPriority } from '@admin/lib/priority';
import { useSetArtistVisibility } from './api/artist-mutations';
import { useArtistsForManagement } from './api/artist-queries';
import { artistTexts } from './artist-texts';
import { VisibilityToggle } from './visibility-toggle';

/** Artists by priority (missing = 999) with a shown/hidden switch each; the list updates after success. */
export function ArtistVisibilityPage() {
  const artists = useArtistsForManagement();
  const setVisibility = useSetArtistVisibility();
  // Flags confirmed by the server, shown at once while the list is read anew.
  const [hiddenById, setHiddenById] = useState<Record<number, boolean>>({});
  const [failed, setFailed] = useState(false);

  const toggle = async (artist: ArtistManagementItem) => {
    setFailed(false);
    try {
      const answer = await setVisibility.mutateAsync({ id: artist.id, isHidden: !artist.isHidden });
      setHiddenById((flags) => ({ ...flags, [answer.id]: answer.isHidden }));
    } catch (error) {
      console.error('Visibility update failed', error);
      setFailed(true);
    }
  };

  return (
    <AdminPage title="아티스트 노출 관리" description="숨긴 아티스트는 공개 사이트의 목록과 상세 페이지에 보이지 않습니다.">
      {failed && (
        <p className="admin-status admin-status--error admin-status--inline" role="alert">
          {artistTexts.visibilityFailed}
        </p>
      )}
      {artists.isPending && <LoadStatus kind="loading" />}
      {artists.isError && <LoadStatus kind="error" text={artistTexts.listLoadFailed} />}
      {artists.isSuccess && (
        <ul className="admin-list">
          {sortByPriority(artists.data)
            .map((artist) => (artist.id in hiddenById ? { ...artist, isHidden: hiddenById[artist.id]! } : artist))
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
