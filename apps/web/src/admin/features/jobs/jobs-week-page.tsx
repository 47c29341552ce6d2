import type { EventClickArg, EventDropArg, EventInput, DatesSetArg } from '@fullcalendar/core';
import koLocale from '@fullcalendar/core/locales/ko';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import type { Job } from '@agency/contract/jobs';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { call } from '@shared/api/api-client';
import { AdminPage } from '@admin/components/admin-page';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { LoadStatus } from '@admin/components/load-status';
import { adminPath } from '@admin/lib/admin-paths';
import { withReason } from '@admin/lib/error-message';
import { queryKeys } from '@admin/lib/query-keys';
import { useJobs, useMoveJob } from './api/jobs-api';
import { toJobForm } from './job-form';
import { daysAfterChange } from './week-changes';
import { jobTexts as t } from './job-texts';
import './jobs.css';

/** Below this width the week is a list (a phone). */
const LIST_BELOW_PX = 768;
const useNarrow = () => {
  const query = `(max-width: ${LIST_BELOW_PX - 1}px)`;
  const [narrow, setNarrow] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const media = window.matchMedia(query);
    const onChange = () => setNarrow(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [query]);
  return narrow;
};

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** Each day slot of a job as an event. Times are the agency's wall clock, shown as they are (the calendar runs in UTC). */
function eventsOf(jobs: Job[]): EventInput[] {
  return jobs.flatMap((job) =>
    job.days.map((day, index) => {
      const held = job.artists.filter((a) => a.status !== 'released');
      const names = held.map((a) => (a.status === 'confirmed' ? a.korName : `${a.korName}·옵션${a.ranks.find((r) => r.date === day.date)?.rank ?? '-'}`)).join(', ');
      return {
        id: `${job.id}:${index}`,
        title: names ? `${job.title} — ${names}` : job.title,
        start: `${day.date}T${day.start}:00Z`,
        end: `${day.date}T${day.end}:00Z`,
        classNames: [`job-event`, `is-${job.status}`],
        extendedProps: { jobId: job.id, index },
      };
    }),
  );
}

/** The agency's week: every job's days with their artists, by board; on desktop drag to move a day, stretch it for its hours or over more days. */
export function JobsWeekPage() {
  const narrow = useNarrow();
  const navigate = useNavigate();
  const dialogs = useAdminDialogs();
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [boardId, setBoardId] = useState<number | undefined>(undefined);
  const boards = useQuery({ queryKey: queryKeys.boards, queryFn: () => call('listBoardsForAdmin') });
  const jobs = useJobs({ ...range, ...(boardId ? { boardId } : {}) }, range !== null);
  const move = useMoveJob();

  const onDates = (arg: DatesSetArg) => {
    const from = arg.startStr.slice(0, 10);
    const to = dayBefore(arg.endStr.slice(0, 10));
    if (range?.from !== from || range.to !== to) setRange({ from, to });
  };
  const onClick = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    void navigate(adminPath('job', { id: arg.event.extendedProps.jobId as number }));
  };
  /** A day slot dragged or stretched (over more days: repeated on each): the job saved with its version (a colleague's edit gives 409). */
  const onChange = async (arg: EventDropArg | EventResizeDoneArg) => {
    const job = jobs.data?.jobs.find((j) => j.id === arg.event.extendedProps.jobId);
    const start = arg.event.start;
    const end = arg.event.end;
    if (!job || !start || !end) return arg.revert();
    const days = daysAfterChange(job.days, arg.event.extendedProps.index as number, start, end);
    try {
      await move.mutateAsync({ id: job.id, body: { ...toJobForm(job), days }, version: job.version });
      dialogs.notify(t.moved);
    } catch (error) {
      arg.revert();
      await dialogs.alert(withReason(t.moveFailed, error));
    }
  };

  return (
    <AdminPage
      title={t.weekTitle}
      description={t.weekLead}
      historyTarget="job"
      actions={
        <Link to={adminPath('newJob')} className="admin-button admin-button--primary">
          {t.newJob}
        </Link>
      }
    >
      <div className="admin-card job-week">
        <div className="admin-field job-board-filter">
          <label htmlFor="job-board" className="admin-label">
            {t.board}
          </label>
          <select id="job-board" className="admin-input" value={boardId ?? ''} onChange={(event) => setBoardId(event.target.value ? Number(event.target.value) : undefined)}>
            <option value="">{t.allBoards}</option>
            {(boards.data ?? []).map((b) => (
              <option key={b.id} value={b.id}>
                {b.korName}
              </option>
            ))}
          </select>
        </div>
        {jobs.isError && <LoadStatus kind="error" text={withReason(t.loadFailed, jobs.error)} />}
        <div role="region" aria-label={t.calendarLabel} aria-busy={jobs.isFetching}>
          <FullCalendar
            key={narrow ? 'list' : 'week'}
            plugins={[timeGridPlugin, listPlugin, interactionPlugin]}
            initialView={narrow ? 'listWeek' : 'timeGridWeek'}
            locale={koLocale}
            timeZone="UTC"
            headerToolbar={{ left: 'prev,next today', center: 'title', right: '' }}
            // Text buttons: FullCalendar's icon spans are images without a name.
            buttonIcons={false}
            buttonText={{ prev: '이전 주', next: '다음 주' }}
            height="auto"
            allDaySlot={false}
            slotMinTime="06:00:00"
            slotMaxTime="24:00:00"
            editable={!narrow}
            eventDurationEditable={!narrow}
            events={eventsOf(jobs.data?.jobs ?? [])}
            datesSet={onDates}
            eventClick={onClick}
            eventDrop={(arg) => void onChange(arg)}
            eventResize={(arg) => void onChange(arg)}
          />
        </div>
      </div>
    </AdminPage>
  );
}
