import type { ArtistManagementItem } from '@agency/contract/artists';
import { PACKAGE_ARTISTS_MAX, type PackageDetail } from '@agency/contract/packages';
import { useId, useMemo, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { ArtistThumb } from '@admin/components/artist-thumb';
import { ArtistSearchBox, useArtistSearch } from '@admin/components/artist-search';
import { LoadStatus } from '@admin/components/load-status';
import { useRosterForPicking } from './api/packages-api';
import type { MediaKind, PackageForm } from './package-form';
import { PackageMediaChooser } from './package-media-chooser';
import { packageTexts as t } from './package-texts';

const MEDIA_KINDS: MediaKind[] = ['images', 'polaroids', 'videos'];
/** Most search results listed at once (the rest by typing more). */
const SHOWN_MATCHES = 30;


/**
 * The package's artists in order (move up or down, take out, choose what each shows) and the roster to add from,
 * searchable by name and filtered by board. Saved with the rest of the form.
 */
export function PackageArtistsField({ detail }: { detail: PackageDetail }) {
  const { control } = useFormContext<PackageForm>();
  const { fields, append, move, remove } = useFieldArray({ control, name: 'artists', keyName: 'key' });
  const { artists: roster, boards } = useRosterForPicking();
  const byId = useMemo(() => new Map((roster.data ?? []).map((a) => [a.id, a])), [roster.data]);
  const saved = useMemo(() => new Map(detail.artists.map((a) => [a.artistId, a])), [detail.artists]);

  const nameOf = (artistId: number) => {
    const artist = saved.get(artistId) ?? byId.get(artistId);
    return artist ? [artist.korName, artist.engName].filter(Boolean).join(' / ') : `#${artistId}`;
  };

  return (
    <section className="admin-card" aria-labelledby="package-artists-title">
      <h2 id="package-artists-title" className="admin-card-title">
        {t.artistsTitle} ({fields.length})
      </h2>
      <p className="admin-muted">{t.artistsHint}</p>
      {fields.length === 0 && <p className="admin-empty">{t.noArtists}</p>}
      <ol className="admin-package-artists">
        {fields.map((field, index) => {
          const info = saved.get(field.artistId);
          const artist = info ?? byId.get(field.artistId);
          const name = nameOf(field.artistId);
          return (
            <li key={field.key} className="admin-package-artist">
              <div className="admin-package-artist-row">
                <ArtistThumb src={artist?.mainImage ?? ''} name={name} />
                <div className="admin-package-artist-name">
                  <strong>{name}</strong>
                  <span className="admin-muted">
                    {artist?.isHidden && <span className="admin-badge admin-badge--pending">{t.hidden}</span>} {info && t.artistOpens(info.opens)}
                    {info?.picked && <span className="admin-badge admin-badge--done"> ♥ {t.picked}</span>}
                  </span>
                  {info?.comment && <q className="admin-package-comment">{info.comment}</q>}
                </div>
                <div className="admin-package-artist-actions">
                  <button type="button" className="admin-button admin-button--small" disabled={index === 0} aria-label={t.moveUp(name)} onClick={() => move(index, index - 1)}>
                    ↑
                  </button>
                  <button
                    type="button"
                    className="admin-button admin-button--small"
                    disabled={index === fields.length - 1}
                    aria-label={t.moveDown(name)}
                    onClick={() => move(index, index + 1)}
                  >
                    ↓
                  </button>
                  <button type="button" className="admin-button admin-button--small admin-button--ghost" aria-label={t.remove(name)} onClick={() => remove(index)}>
                    {t.removeLabel}
                  </button>
                </div>
              </div>
              <details className="admin-package-choose">
                <summary>{t.chooseMedia}</summary>
                {info ? (
                  MEDIA_KINDS.map((kind) => <PackageMediaChooser key={kind} index={index} kind={kind} available={info.available[kind]} name={name} />)
                ) : (
                  <p className="admin-muted">{t.saveToChoose}</p>
                )}
              </details>
            </li>
          );
        })}
      </ol>
      {roster.isPending && <LoadStatus kind="loading" />}
      {roster.isError && <LoadStatus kind="error" />}
      {roster.isSuccess && (
        <AddArtists
          roster={roster.data}
          boards={boards.data ?? []}
          included={new Set(fields.map((f) => f.artistId))}
          full={fields.length >= PACKAGE_ARTISTS_MAX}
          onAdd={(artistId) => append({ artistId, images: null, polaroids: null, videos: null })}
        />
      )}
    </section>
  );
}

type AddArtistsProps = {
  roster: ArtistManagementItem[];
  boards: { id: number; korName: string }[];
  included: Set<number>;
  full: boolean;
  onAdd: (artistId: number) => void;
};

/** The roster not yet in the package, by name and board. */
function AddArtists({ roster, boards, included, full, onAdd }: AddArtistsProps) {
  const boardSelectId = useId();
  const [board, setBoard] = useState('');
  const candidates = useMemo(() => roster.filter((a) => !included.has(a.id) && (board === '' || a.boardIds.includes(Number(board)))), [roster, included, board]);
  const search = useArtistSearch(candidates);
  const shown = search.found.slice(0, SHOWN_MATCHES);
  return (
    <div className="admin-package-add">
      <h3 className="admin-card-subtitle">{t.addTitle}</h3>
      <div className="admin-package-add-filters">
        <ArtistSearchBox query={search.query} onQuery={search.setQuery} found={search.found.length} total={search.total} />
        <div className="admin-field">
          <label htmlFor={boardSelectId} className="admin-label">
            {t.boardFilter}
          </label>
          <select id={boardSelectId} className="admin-input" value={board} onChange={(event) => setBoard(event.target.value)}>
            <option value="">{t.allBoards}</option>
            {boards.map((b) => (
              <option key={b.id} value={b.id}>
                {b.korName}
              </option>
            ))}
          </select>
        </div>
      </div>
      {search.found.length === 0 ? (
        <p className="admin-empty">{t.noMatches}</p>
      ) : (
        <ul className="admin-package-candidates">
          {shown.map((artist) => {
            const name = [artist.korName, artist.engName].filter(Boolean).join(' / ');
            return (
              <li key={artist.id}>
                <ArtistThumb src={artist.mainImage} name={name} />
                <span className="admin-package-artist-name">
                  {name} {artist.isHidden && <span className="admin-badge admin-badge--pending">{t.hidden}</span>}
                </span>
                <button type="button" className="admin-button admin-button--small" disabled={full} aria-label={t.addLabel(name)} onClick={() => onAdd(artist.id)}>
                  {t.add}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {search.found.length > SHOWN_MATCHES && <p className="admin-muted">{t.moreMatches(search.found.length - SHOWN_MATCHES)}</p>}
    </div>
  );
}
