import type { ArtistManagementItem } from '@agency/contract/artists';
import { arrayMove } from '@dnd-kit/sortable';
import { useState } from 'react';
import { adminTexts } from '@admin/admin-texts';
import { AdminPage } from '@admin/components/admin-page';
import { FailureNotice } from '@admin/components/failure-notice';
import { ArtistThumb } from '@admin/components/artist-thumb';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { LoadStatus } from '@admin/components/load-status';
import { SortableList } from '@admin/components/sortable/sortable-list';
import { SortableRow } from '@admin/components/sortable/sortable-row';
import { withReason } from '@admin/lib/error-message';
import { sortByPriority } from '@admin/lib/priority';
import { ApiError } from '@shared/api/api-client';
import { useOrderArtists } from './api/artist-mutations';
import { useArtistsForManagement } from './api/artist-queries';
import { artistTexts } from './artist-texts';
import './artists.css';

const nameOf = (artist: ArtistManagementItem) => [artist.korName, artist.engName].filter(Boolean).join(' / ');

/**
 * The roster's order (issue 19): drag an artist (or pick it up with the keyboard) to its place; the order is saved at
 * once as priorities 0, 1, 2, ... and a toast offers to undo it. Hidden artists keep their place too.
 */
export function ArtistOrderPage() {
  const artists = useArtistsForManagement();
  const order = useOrderArtists();
  const dialogs = useAdminDialogs();
  const [failure, setFailure] = useState<string | null>(null);
  const list = artists.data ? sortByPriority(artists.data) : [];
  const ids = list.map((a) => String(a.id));

  /** Saves `next` on the order's `version` (decision 106); the undo goes on the version this save made. */
  const save = async (next: number[], previous: number[] | null, version: number) => {
    setFailure(null);
    try {
      const saved = await order.mutateAsync({ ids: next, version });
      const savedVersion = saved[0]?.orderVersion ?? version;
      dialogs.notify(
        previous ? artistTexts.orderSaved : artistTexts.orderUndone,
        previous ? { action: { label: adminTexts.undo, onClick: () => void save(previous, null, savedVersion) } } : undefined,
      );
    } catch (error) {
      console.error('Saving the roster order failed', error);
      setFailure(error instanceof ApiError && error.status === 409 ? error.message : withReason(adminTexts.saveFailed, error));
      void artists.refetch();
    }
  };

  const onMove = (from: number, to: number) => {
    const previous = list.map((a) => a.id);
    void save(arrayMove(previous, from, to), previous, list[0]?.orderVersion ?? 0);
  };

  return (
    <AdminPage title={artistTexts.orderTitle} description={artistTexts.orderDescription} historyTarget="roster:artists">
      <FailureNotice text={failure} />
      {artists.isPending && <LoadStatus kind="loading" />}
      {artists.isError && <LoadStatus kind="error" text={artistTexts.listLoadFailed} />}
      {artists.isSuccess && (
        <section className="admin-card" aria-label={artistTexts.orderTitle} aria-busy={order.isPending}>
          <SortableList ids={ids} labelOf={(id) => nameOf(list.find((a) => String(a.id) === String(id))!)} onMove={onMove}>
            <ol className="admin-artist-order">
              {list.map((artist, index) => (
                <SortableRow key={artist.id} id={String(artist.id)} label={nameOf(artist)} className="admin-artist-order-row">
                  <span className="admin-artist-order-position" aria-hidden="true">
                    {index + 1}
                  </span>
                  <ArtistThumb src={artist.mainImage} name={artist.korName} />
                  <span className="admin-artist-order-name">
                    {nameOf(artist)} {artist.isHidden && <span className="admin-badge admin-badge--pending">{artistTexts.hiddenBadge}</span>}
                  </span>
                </SortableRow>
              ))}
            </ol>
          </SortableList>
        </section>
      )}
    </AdminPage>
  );
}
