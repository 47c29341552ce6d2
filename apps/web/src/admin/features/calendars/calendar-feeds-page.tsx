import type { CalendarFeed } from '@agency/contract/jobs';
import { useId } from 'react';
import { Link } from 'react-router';
import { AdminPage } from '@admin/components/admin-page';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { LoadStatus } from '@admin/components/load-status';
import { adminPath } from '@admin/lib/admin-paths';
import { withReason } from '@admin/lib/error-message';
import { useCalendarFeeds, useRevokeCalendarFeed } from './api/calendars-api';
import { calendarTexts as t } from './calendars-texts';
import './calendars.css';

/** The private iCalendar links (issue 38): the agency's and each artist's, to subscribe to from Google Calendar or an iPhone. */
export function CalendarFeedsPage() {
  const feeds = useCalendarFeeds();
  const howId = useId();
  const agencyId = useId();
  const artistsId = useId();
  const agency = feeds.data?.feeds.filter((feed) => feed.artistId === null) ?? [];
  const artists = feeds.data?.feeds.filter((feed) => feed.artistId !== null) ?? [];

  return (
    <AdminPage title={t.feedsTitle} description={t.feedsDescription}>
      <div className="admin-stack">
        <section className="admin-card" aria-labelledby={howId}>
          <h2 id={howId} className="admin-card-title">
            {t.feedsHowTitle}
          </h2>
          <ul className="cal-feed-how">
            {t.feedsHow.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="cal-feed-private">{t.feedsPrivate}</p>
        </section>

        {feeds.isPending && <LoadStatus kind="loading" />}
        {feeds.isError && <LoadStatus kind="error" text={withReason(t.feedsLoadFailed, feeds.error)} />}
        {feeds.isSuccess && feeds.data.feeds.length === 0 && <p className="admin-empty">{t.feedsEmpty}</p>}

        {agency.length > 0 && (
          <section className="admin-card" aria-labelledby={agencyId}>
            <h2 id={agencyId} className="admin-card-title">
              {t.agencyFeeds}
            </h2>
            <ul className="cal-feed-list">
              {agency.map((feed) => (
                <FeedRow key={feed.scope} feed={feed} />
              ))}
            </ul>
          </section>
        )}
        {artists.length > 0 && (
          <section className="admin-card" aria-labelledby={artistsId}>
            <h2 id={artistsId} className="admin-card-title">
              {t.artistFeeds}
            </h2>
            <ul className="cal-feed-list">
              {artists.map((feed) => (
                <FeedRow key={feed.scope} feed={feed} />
              ))}
            </ul>
          </section>
        )}
      </div>
    </AdminPage>
  );
}

function FeedRow({ feed }: { feed: CalendarFeed }) {
  const dialogs = useAdminDialogs();
  const revoke = useRevokeCalendarFeed();
  const inputId = useId();
  const nameId = useId();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feed.url);
      dialogs.notify(t.copied);
    } catch (error) {
      console.warn('Copying the calendar feed link failed', error);
      await dialogs.alert(`${t.copyFailed}\n${feed.url}`);
    }
  };
  const renew = async () => {
    if (!(await dialogs.confirm(t.confirmRevoke(feed.name), { confirmLabel: t.revoke, danger: true }))) return;
    try {
      await revoke.mutateAsync(feed.scope);
      dialogs.notify(t.revoked);
    } catch (error) {
      await dialogs.alert(withReason(t.revokeFailed, error));
    }
  };

  return (
    <li className="cal-feed">
      <div className="cal-feed-head">
        <h3 id={nameId} className="cal-feed-name">
          {feed.name}
        </h3>
        {feed.artistId !== null && (
          <Link className="cal-feed-calendar-link" to={adminPath('artistCalendar', { id: feed.artistId })} aria-label={t.openCalendarLabel(feed.name)}>
            {t.openCalendar}
          </Link>
        )}
      </div>
      <label htmlFor={inputId} className="visually-hidden">
        {t.feedUrl(feed.name)}
      </label>
      <input
        id={inputId}
        className="admin-input cal-feed-url"
        type="text"
        readOnly
        value={feed.url}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="cal-feed-actions">
        <button type="button" className="admin-button admin-button--primary admin-button--small" aria-label={t.copyLabel(feed.name)} onClick={() => void copy()}>
          {t.copy}
        </button>
        <button
          type="button"
          className="admin-button admin-button--ghost admin-button--small"
          aria-label={t.revokeLabel(feed.name)}
          disabled={revoke.isPending}
          onClick={() => void renew()}
        >
          {t.revoke}
        </button>
      </div>
    </li>
  );
}
