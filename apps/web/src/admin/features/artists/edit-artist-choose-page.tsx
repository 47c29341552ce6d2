import { Link } from 'react-router';
import { adminPath } from '@admin/lib/admin-paths';
import { AdminPage } from '@admin/components/admin-page';
import { ArtistThumb } from '@admin/components/artist-thumb';
import { LoadStatus } from '@admin/components/load-status';
import { useArtistsForManagement } from './api/artist-queries';
import { ArtistSearchBox, useArtistSearch } from '@admin/components/artist-search';
import { artistTexts } from './artist-texts';

export function EditArtistChoosePage() {
  const artists = useArtistsForManagement();
  const search = useArtistSearch(artists.data);
  return (
    <AdminPage
      title="아티스트 수정"
      description="수정할 아티스트를 선택하세요."
      actions={
        <Link className="admin-button admin-button--primary" to={adminPath('createArtist')}>
          아티스트 등록
        </Link>
      }
    >
      {artists.isPending && <LoadStatus kind="loading" />}
      {artists.isError && <LoadStatus kind="error" text={artistTexts.listLoadFailed} />}
      {artists.isSuccess &&
        (artists.data.length === 0 ? (
          <p className="admin-empty">등록된 아티스트가 없습니다.</p>
        ) : (
          <>
            <ArtistSearchBox query={search.query} onQuery={search.setQuery} found={search.found.length} total={search.total} />
            {search.found.length === 0 && <p className="admin-empty">{artistTexts.noMatch}</p>}
            <ul className="admin-artist-grid">
              {search.found.map((artist) => (
                <li key={artist.id}>
                  <Link className="admin-card admin-artist-pick" to={adminPath('editArtist', { urlName: artist.urlName })}>
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
          </>
        ))}
    </AdminPage>
  );
}
import './artists.css';
