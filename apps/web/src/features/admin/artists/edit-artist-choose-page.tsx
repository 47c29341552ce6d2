import { Link } from 'react-router';
import { AdminPage } from '../shared/admin-page';
import { LoadStatus } from '../shared/load-status';
import { sortByPriority } from '../shared/priority';
import { useArtistsForManagement } from './api/get-artists-for-management';
import { ArtistThumb } from '../shared/artist-thumb';
import { artistTexts } from './artist-texts';

export function EditArtistChoosePage() {
  const artists = useArtistsForManagement();
  return (
    <AdminPage
      title="아티스트 수정"
      description="수정할 아티스트를 선택하세요."
      actions={
        <Link className="admin-button admin-button--primary" to="/admin/management/createArtist">
          아티스트 등록
        </Link>
      }
    >
      {artists.status === 'loading' && <LoadStatus kind="loading" />}
      {artists.status === 'error' && <LoadStatus kind="error" text={artistTexts.listLoadFailed} />}
      {artists.status === 'ready' &&
        (artists.data.length === 0 ? (
          <p className="admin-empty">등록된 아티스트가 없습니다.</p>
        ) : (
          <ul className="admin-artist-grid">
            {sortByPriority(artists.data).map((artist) => (
              <li key={artist.id}>
                <Link className="admin-card admin-artist-pick" to={`/admin/management/editArtist/${encodeURIComponent(artist.urlName)}`}>
                  <ArtistThumb src={artist.mainImage} name={artist.korName} />
                  <span className="admin-artist-names">
                    <strong>{artist.korName}</strong>
                    <span>{artist.engName}</span>
                  </span>
                  {artist.isHidden && <span className="admin-badge">숨김</span>}
                </Link>
              </li>
            ))}
          </ul>
        ))}
    </AdminPage>
  );
}
