import type { DatesSetArg, EventClickArg, EventInput } from '@fullcalendar/core';
import koLocale from '@fullcalendar/core/locales/ko';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import { DATE_RANGE_REVERSED } from '@agency/contract/common';
import type { ArtistCalendar, Unavailable } from '@agency/contract/jobs';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { AdminPage } from '@admin/components/admin-page';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { TextField } from '@admin/components/fields/text-field';
import { FormCard } from '@admin/components/form-card';
import { LoadStatus } from '@admin/components/load-status';
import { adminPath } from '@admin/lib/admin-paths';
import { formResolver } from '@admin/lib/edit-form/form-resolver';
import { errorMessage, withReason } from '@admin/lib/error-message';
import { useAddUnavailable, useArtistCalendar, useArtistsForCalendar, useRemoveUnavailable, type DayRange } from './api/calendars-api';
import { calendarTexts as t } from './calendars-texts';
import './calendars.css';

/** The calendar's colours and what each means. */
const LEGEND = [
  ['confirmed', t.legendConfirmed],
  ['first', t.legendFirstOption],
  ['later', t.legendLaterOption],
  ['unavailable', t.legendUnavailable],
] as const;

/** The admin's phone layout: below 768 px (SPEC section 9). */
const PHONE_QUERY = '(max-width: 767.98px)';

/** True on a phone-wide window; follows resizes and rotations. */
function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(PHONE_QUERY);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

/** A calendar day of the browser's clock, YYYY-MM-DD (the calendar draws days in the browser's time zone). */
function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day after a YYYY-MM-DD day: FullCalendar's all-day end is exclusive. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function eventsOf(calendar: ArtistCalendar | undefined, phone: boolean): EventInput[] {
  if (!calendar) return [];
  const held: EventInput[] = calendar.entries.map((entry) => ({
    id: `${entry.jobId}-${entry.date}-${entry.start}`,
    title: entry.status === 'confirmed' ? t.confirmedEvent(entry.title) : t.optionEvent(entry.rank, entry.title),
    start: `${entry.date}T${entry.start}`,
    end: `${entry.date}T${entry.end}`,
    // A link: focusable, opens with Enter, and in a new tab on a middle click; a plain click stays in the app.
    url: adminPath('job', { id: entry.jobId }),
    classNames: ['cal-event', entry.status === 'confirmed' ? 'cal-event--confirmed' : entry.rank === 1 ? 'cal-event--first' : 'cal-event--later'],
  }));
  // The month grid shades the days; the list (phones) has no shading, so there they are entries of their own.
  const off: EventInput[] = calendar.unavailable.map((period) => ({
    id: `unavailable-${period.id}`,
    title: t.unavailableEvent(period.note),
    start: period.from,
    end: nextDay(period.to),
    allDay: true,
    display: phone ? 'block' : 'background',
    classNames: ['cal-unavailable'],
  }));
  return [...off, ...held];
}

export function ArtistCalendarPage() {
  const { id } = useParams<{ id: string }>();
  const artistId = Number(id);
  const validId = Number.isInteger(artistId) && artistId > 0;
  const navigate = useNavigate();
  const phone = usePhoneLayout();
  const artists = useArtistsForCalendar();
  const artist = artists.data?.find((item) => item.id === artistId);
  const [range, setRange] = useState<DayRange>();
  const calendar = useArtistCalendar(validId ? artistId : 0, range);
  const calendarRef = useRef<FullCalendar>(null);
  const pickerId = useId();
  const name = artist?.korName ?? '';
  const title = name ? t.calendarTitle(name) : t.calendarTitleUnknown;
  // The entries of the artist on screen only (a picked artist's month replaces the one before).
  const data = calendar.data?.artistId === artistId ? calendar.data : undefined;
  const events = useMemo(() => eventsOf(data, phone), [data, phone]);

  useEffect(() => {
    const api = calendarRef.current?.getApi();
    const view = phone ? 'listMonth' : 'dayGridMonth';
    if (api && api.view.type !== view) api.changeView(view);
  }, [phone]);

  const onDatesSet = (arg: DatesSetArg) => {
    const end = new Date(arg.end);
    end.setDate(end.getDate() - 1);
    const next = { from: dayOf(arg.start), to: dayOf(end) };
    setRange((current) => (current?.from === next.from && current.to === next.to ? current : next));
  };
  const onEventClick = (info: EventClickArg) => {
    if (!info.event.url) return;
    info.jsEvent.preventDefault();
    void navigate(info.event.url);
  };

  return (
    <AdminPage
      title={title}
      description={t.calendarDescription}
      actions={
        <Link className="admin-button admin-button--ghost" to={adminPath('calendarFeeds')}>
          {t.feedsLink}
        </Link>
      }
    >
      <div className="admin-stack">
        <div className="cal-toolbar">
          <div className="admin-field cal-artist-picker">
            <label htmlFor={pickerId} className="admin-label">
              {t.artistPicker}
            </label>
            <select
              id={pickerId}
              className="admin-input"
              value={artist ? String(artist.id) : ''}
              disabled={!artists.isSuccess}
              onChange={(event) => void navigate(adminPath('artistCalendar', { id: event.target.value }))}
            >
              {!artist && <option value="">{artists.isPending ? '' : t.artistNotFound}</option>}
              {artists.data?.map((item) => (
                <option key={item.id} value={item.id}>
                  {t.artistOption(item.korName, item.engName)}
                </option>
              ))}
            </select>
          </div>
          <ul className="cal-legend" aria-label={t.legendTitle}>
            {LEGEND.map(([kind, label]) => (
              <li key={kind}>
                <span className={`cal-swatch cal-swatch--${kind}`} aria-hidden="true" />
                {label}
              </li>
            ))}
          </ul>
        </div>

        {artists.isError && <LoadStatus kind="error" />}
        {(!validId || (artists.isSuccess && !artist)) && <LoadStatus kind="error" text={t.artistNotFound} />}
        {calendar.isError && <LoadStatus kind="error" text={withReason(t.calendarLoadFailed, calendar.error)} />}

        <section className="admin-card cal-card" aria-label={t.calendarRegion(name || t.calendarTitleUnknown)} aria-busy={calendar.isFetching}>
          <FullCalendar
            ref={calendarRef}
            plugins={[dayGridPlugin, listPlugin]}
            initialView={phone ? 'listMonth' : 'dayGridMonth'}
            locale={koLocale}
            headerToolbar={{ left: 'title', center: '', right: 'prev,today,next' }}
            // Words on the buttons (the icons have no text alternative), the same words as their names.
            buttonIcons={false}
            buttonText={{ prev: '이전 달', next: '다음 달', today: '이번 달' }}
            buttonHints={{ prev: '이전 달', next: '다음 달', today: '이번 달' }}
            eventHint="일정"
            closeHint="닫기"
            moreLinkHint={(count: number) => `일정 ${count}개 더 보기`}
            height="auto"
            fixedWeekCount={false}
            dayMaxEventRows={4}
            eventDisplay="block"
            displayEventEnd
            eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
            listDayFormat={{ month: 'long', day: 'numeric', weekday: 'short' }}
            listDaySideFormat={false}
            events={events}
            datesSet={onDatesSet}
            eventClick={onEventClick}
          />
        </section>

        {validId && <UnavailableList artistId={artistId} periods={data?.unavailable} loading={!data && !calendar.isError} />}
        {validId && <NewUnavailableForm artistId={artistId} />}
      </div>
    </AdminPage>
  );
}

function UnavailableList({ artistId, periods, loading }: { artistId: number; periods: Unavailable[] | undefined; loading: boolean }) {
  const dialogs = useAdminDialogs();
  const remove = useRemoveUnavailable(artistId);
  const titleId = useId();
  const onRemove = async (period: Unavailable) => {
    const range = t.unavailableRange(period.from, period.to);
    if (!(await dialogs.confirm(t.confirmRemoveUnavailable(range), { confirmLabel: t.removeUnavailable, danger: true }))) return;
    try {
      await remove.mutateAsync(period.id);
      dialogs.notify(t.unavailableRemoved);
    } catch (error) {
      await dialogs.alert(withReason(t.removeFailed, error));
    }
  };
  return (
    <section className="admin-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-card-title">
        {t.unavailableTitle}
      </h2>
      <p className="admin-muted admin-panel-note">{t.unavailableLead}</p>
      {loading && <LoadStatus kind="loading" />}
      {periods && periods.length === 0 && <p className="admin-empty">{t.unavailableEmpty}</p>}
      {periods && periods.length > 0 && (
        <ul className="cal-unavailable-list">
          {periods.map((period) => {
            const range = t.unavailableRange(period.from, period.to);
            return (
              <li key={period.id}>
                <span className="cal-unavailable-range">{range}</span>
                <span className={period.note ? 'cal-unavailable-note' : 'cal-unavailable-note admin-muted'}>{period.note || t.unavailableNoNote}</span>
                <button
                  type="button"
                  className="admin-button admin-button--danger admin-button--small"
                  aria-label={t.removeUnavailableLabel(range)}
                  disabled={remove.isPending}
                  onClick={() => void onRemove(period)}
                >
                  {t.removeUnavailable}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

const unavailableFormSchema = z
  .object({
    from: z.string().min(1, t.fromRequired),
    to: z.string().min(1, t.toRequired),
    note: z.string().trim().max(200),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, { message: DATE_RANGE_REVERSED, path: ['to'] });
type UnavailableForm = z.input<typeof unavailableFormSchema>;

function NewUnavailableForm({ artistId }: { artistId: number }) {
  const dialogs = useAdminDialogs();
  const add = useAddUnavailable(artistId);
  const [serverError, setServerError] = useState('');
  const form = useForm<UnavailableForm, unknown, z.output<typeof unavailableFormSchema>>({
    resolver: formResolver(unavailableFormSchema),
    defaultValues: { from: '', to: '', note: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    setServerError('');
    try {
      await add.mutateAsync(body);
      form.reset();
      dialogs.notify(t.unavailableAdded);
    } catch (error) {
      setServerError(`${t.addFailed} ${errorMessage(error)}`);
    }
  });
  return (
    <FormCard title={t.newUnavailableTitle} form={form} onSubmit={(event) => void onSubmit(event)} submitLabel={t.addUnavailable} busy={add.isPending}>
      <TextField label={t.from} type="date" required error={errors.from?.message} {...form.register('from')} />
      <TextField label={t.to} type="date" required error={errors.to?.message} {...form.register('to')} />
      <TextField label={t.note} hint={t.noteHint} maxLength={200} error={errors.note?.message} {...form.register('note')} />
      {serverError && (
        <p className="admin-field-error admin-field--wide" role="alert">
          {serverError}
        </p>
      )}
    </FormCard>
  );
}
