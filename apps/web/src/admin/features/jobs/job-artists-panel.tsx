import type { Job, JobArtist } from '@agency/contract/jobs';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError, call } from '@shared/api/api-client';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { adminPath } from '@admin/lib/admin-paths';
import { withReason } from '@admin/lib/error-message';
import { formatDateTime } from '@admin/lib/format';
import { queryKeys } from '@admin/lib/query-keys';
import { useAddJobArtist, useChangeJobArtist } from './api/jobs-api';
import { jobTexts as t } from './job-texts';

/** The other job a refused confirmation collides with (409 `conflictJobId`). */
const conflictJobOf = (error: unknown): number | undefined => {
  const id = error instanceof ApiError ? (error.body as { conflictJobId?: unknown } | null)?.conflictJobId : undefined;
  return typeof id === 'number' ? id : undefined;
};

/** datetime-local (this computer's time) to an instant with its offset, as the server takes expiries. */
const toInstant = (local: string) => (local ? new Date(local).toISOString() : null);

function ArtistState({ artist }: { artist: JobArtist }) {
  if (artist.status === 'released') return <span className="admin-badge">{t.released[artist.releasedReason ?? 'released'] ?? t.artistStatus.released}</span>;
  if (artist.status === 'confirmed') return <span className="admin-badge admin-badge--done">{t.artistStatus.confirmed}</span>;
  return (
    <span className="job-ranks">
      {artist.ranks.length === 0 ? (
        <span className="admin-badge admin-badge--failed">{t.expired}</span>
      ) : (
        artist.ranks.map((r) => (
          <span key={r.date} className={`admin-badge ${r.rank === 1 ? 'admin-badge--pending' : ''} job-rank-${Math.min(r.rank, 3)}`}>
            {t.rank(r.date, r.rank)}
          </span>
        ))
      )}
      {artist.optionExpiresAt && <span className="admin-muted">{t.until(formatDateTime(artist.optionExpiresAt))}</span>}
    </span>
  );
}

/** The artists on the job: options ranked per day, confirmations, releases; a refused confirmation names the other job. */
export function JobArtistsPanel({ job }: { job: Job }) {
  const dialogs = useAdminDialogs();
  const change = useChangeJobArtist(job.id);
  const [conflict, setConflict] = useState<{ message: string; jobId: number } | null>(null);
  const closed = job.status === 'done' || job.status === 'cancelled';

  const changeTo = async (artist: JobArtist, status: 'option' | 'confirmed' | 'released') => {
    setConflict(null);
    try {
      const answer = await change.mutateAsync({ artistId: artist.artistId, body: { status } });
      dialogs.notify([t.artistChanged, ...answer.warnings].join(' '));
    } catch (error) {
      const other = conflictJobOf(error);
      if (other !== undefined) setConflict({ message: withReason('', error), jobId: other });
      else await dialogs.alert(withReason('', error));
    }
  };

  return (
    <section className="admin-card" aria-labelledby="job-artists-title">
      <h2 id="job-artists-title" className="admin-card-title">
        {t.artists}
      </h2>
      <p className="admin-muted">{t.artistsLead}</p>
      {conflict && (
        <p className="admin-field-error job-conflict" role="alert">
          {conflict.message} <Link to={adminPath('job', { id: conflict.jobId })}>{t.conflictWith}</Link>
        </p>
      )}
      {job.artists.length === 0 ? (
        <p className="admin-empty">{t.noArtists}</p>
      ) : (
        <ul className="job-artist-list">
          {job.artists.map((artist) => (
            <li key={artist.artistId} className={`job-artist-row is-${artist.status}`}>
              <div className="job-artist-main">
                <Link to={adminPath('artistCalendar', { id: artist.artistId })} className="job-artist-name">
                  {artist.korName}
                </Link>
                <span className="admin-muted">{artist.engName}</span>
                <ArtistState artist={artist} />
              </div>
              {!closed && (
                <div className="job-artist-actions">
                  {artist.status !== 'confirmed' && (
                    <button type="button" className="admin-button admin-button--primary admin-button--small" onClick={() => void changeTo(artist, 'confirmed')} aria-label={`${artist.korName} ${t.confirm}`}>
                      {t.confirm}
                    </button>
                  )}
                  {artist.status === 'released' && (
                    <button type="button" className="admin-button admin-button--small" onClick={() => void changeTo(artist, 'option')} aria-label={`${artist.korName} ${t.reOption}`}>
                      {t.reOption}
                    </button>
                  )}
                  {artist.status !== 'released' && (
                    <button type="button" className="admin-button admin-button--ghost admin-button--small" onClick={() => void changeTo(artist, 'released')} aria-label={`${artist.korName} ${t.release}`}>
                      {t.release}
                    </button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {!closed && <AddArtistForm job={job} onConflict={setConflict} />}
    </section>
  );
}

function AddArtistForm({ job, onConflict }: { job: Job; onConflict: (conflict: { message: string; jobId: number } | null) => void }) {
  const dialogs = useAdminDialogs();
  const add = useAddJobArtist(job.id);
  const roster = useQuery({ queryKey: queryKeys.artists.management(), queryFn: () => call('listArtistsForManagement') });
  const ids = { artist: useId(), status: useId(), expiry: useId(), fee: useId() };
  const [artistId, setArtistId] = useState('');
  const [status, setStatus] = useState<'option' | 'confirmed'>('option');
  const [expiry, setExpiry] = useState('');
  const [fee, setFee] = useState('');
  const onJob = new Set(job.artists.map((a) => a.artistId));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!artistId) return;
    onConflict(null);
    try {
      const answer = await add.mutateAsync({
        artistId: Number(artistId),
        status,
        ...(status === 'option' && expiry ? { optionExpiresAt: toInstant(expiry) } : {}),
        ...(fee ? { fee: Number(fee) } : {}),
      });
      dialogs.notify([t.artistAdded, ...answer.warnings].join(' '));
      setArtistId('');
      setExpiry('');
      setFee('');
    } catch (error) {
      const other = conflictJobOf(error);
      if (other !== undefined) onConflict({ message: withReason('', error), jobId: other });
      else await dialogs.alert(withReason('', error));
    }
  };

  return (
    <form className="job-add-artist" onSubmit={(event) => void submit(event)} aria-label={t.addArtist}>
      <div className="admin-field">
        <label htmlFor={ids.artist} className="admin-label">
          {t.artist}
        </label>
        <select id={ids.artist} className="admin-input" value={artistId} required onChange={(event) => setArtistId(event.target.value)}>
          <option value="">—</option>
          {(roster.data ?? [])
            .filter((a) => !onJob.has(a.id))
            .map((a) => (
              <option key={a.id} value={a.id}>
                {a.korName} ({a.engName})
              </option>
            ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor={ids.status} className="admin-label">
          {t.holdAs}
        </label>
        <select id={ids.status} className="admin-input" value={status} onChange={(event) => setStatus(event.target.value as 'option' | 'confirmed')}>
          <option value="option">{t.asOption}</option>
          <option value="confirmed">{t.asConfirmed}</option>
        </select>
      </div>
      {status === 'option' && (
        <div className="admin-field">
          <label htmlFor={ids.expiry} className="admin-label">
            {t.expiresAt}
          </label>
          <input id={ids.expiry} className="admin-input" type="datetime-local" value={expiry} onChange={(event) => setExpiry(event.target.value)} />
        </div>
      )}
      <div className="admin-field">
        <label htmlFor={ids.fee} className="admin-label">
          {t.artistFee}
        </label>
        <input id={ids.fee} className="admin-input" type="number" min={0} step={10000} inputMode="numeric" value={fee} onChange={(event) => setFee(event.target.value)} />
      </div>
      <button type="submit" className="admin-button admin-button--primary" disabled={add.isPending || !artistId}>
        {t.add}
      </button>
    </form>
  );
}
