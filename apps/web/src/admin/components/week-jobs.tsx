import { JOB_STATUS_LABELS, type Job, type JobStatus } from '@agency/contract/jobs';
import { useQuery } from '@tanstack/react-query';
import { useId, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { call } from '@shared/api/api-client';
import { adminPath } from '@admin/lib/admin-paths';
import { queryKeys } from '@admin/lib/query-keys';
import { LoadStatus } from './load-status';

/** The words of this card (the job screens' own texts live with them). */
const t = {
  title: '오늘 · 이번 주 일정',
  empty: '이번 주 일정이 없습니다.',
  loadFailed: '이번 주 일정을 불러오지 못했습니다.',
  today: '오늘',
  week: '주간 캘린더 보기',
  confirmed: '확정',
  option: (rank: number | undefined) => (rank === undefined ? '옵션' : `옵션 ${rank}순위`),
  noArtists: '아티스트 없음',
  time: (start: string, end: string) => `${start}–${end}`,
} as const;

/** The agency's time zone (the server's STATS_TIMEZONE default): "today" is the agency's day, wherever the browser is. */
const AGENCY_TIME_ZONE = 'Asia/Seoul';
/** Today and the six days after it. */
const WEEK_DAYS = 7;
/** How often the dashboard asks again (bookers change options all day). */
const REFRESH_MS = 60_000;

const dayFormat = new Intl.DateTimeFormat('ko-KR', { month: 'long', day: 'numeric', weekday: 'short', timeZone: 'UTC' });

function agencyToday(): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: AGENCY_TIME_ZONE }).format(new Date());
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const BADGE: Record<JobStatus, string> = {
  inquiry: 'admin-badge',
  option: 'admin-badge admin-badge--pending',
  confirmed: 'admin-badge admin-badge--done',
  done: 'admin-badge admin-badge--logged',
  cancelled: 'admin-badge admin-badge--failed',
};

type Slot = { job: Job; start: string; end: string };

/** The jobs of each day of the week that have one, in time order (cancelled jobs hold nobody and are left out). */
function slotsByDay(jobs: Job[], days: string[]): { day: string; slots: Slot[] }[] {
  return days
    .map((day) => ({
      day,
      slots: jobs
        .filter((job) => job.status !== 'cancelled')
        .flatMap((job) => job.days.filter((d) => d.date === day).map((d) => ({ job, start: d.start, end: d.end })))
        .sort((a, b) => (a.start + a.job.title).localeCompare(b.start + b.job.title)),
    }))
    .filter((group) => group.slots.length > 0);
}

/** Who the job holds on that day: confirmed, or on option with the day's rank. */
function heldArtists(job: Job, day: string): string[] {
  return job.artists
    .filter((artist) => artist.status !== 'released')
    .map((artist) => `${artist.korName} ${artist.status === 'confirmed' ? t.confirmed : t.option(artist.ranks.find((r) => r.date === day)?.rank)}`);
}

const styles = {
  /** Apart from what follows on the dashboard (the statistics are not cards of their own). */
  card: { marginBottom: 20 },
  day: { marginTop: 16 },
  dayTitle: { fontSize: '0.95rem', fontWeight: 700, marginBottom: 6 },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  item: { display: 'grid', gap: 4, padding: '10px 0', borderTop: '1px solid var(--line)' },
  line: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px 10px' },
  time: { fontVariantNumeric: 'tabular-nums', fontWeight: 600, minWidth: '7.5em' },
  title: { fontWeight: 700 },
} satisfies Record<string, CSSProperties>;

/** The dashboard's "today and this week": each day's jobs with their time, status and the artists they hold. */
export function WeekJobs() {
  const titleId = useId();
  const today = agencyToday();
  const to = addDays(today, WEEK_DAYS - 1);
  const filter = { from: today, to };
  const jobs = useQuery({ queryKey: queryKeys.jobs.list(filter), queryFn: () => call('listJobs', { query: filter }), refetchInterval: REFRESH_MS });
  const days = Array.from({ length: WEEK_DAYS }, (_, i) => addDays(today, i));
  const groups = jobs.isSuccess ? slotsByDay(jobs.data.jobs, days) : [];

  return (
    <section className="admin-card admin-week-jobs" style={styles.card} aria-labelledby={titleId}>
      <div className="admin-row-head">
        <h2 id={titleId} className="admin-card-title">
          {t.title}
        </h2>
        <Link to={adminPath('jobs')}>{t.week}</Link>
      </div>
      {jobs.isPending && <LoadStatus kind="loading" />}
      {jobs.isError && <LoadStatus kind="error" text={t.loadFailed} />}
      {jobs.isSuccess && groups.length === 0 && <p className="admin-muted">{t.empty}</p>}
      {groups.map(({ day, slots }) => {
        const label = day === today ? `${t.today} · ${dayFormat.format(new Date(`${day}T00:00:00Z`))}` : dayFormat.format(new Date(`${day}T00:00:00Z`));
        return (
          <div key={day} style={styles.day}>
            <h3 style={styles.dayTitle}>
              <time dateTime={day}>{label}</time>
            </h3>
            <ul style={styles.list}>
              {slots.map(({ job, start, end }) => {
                const held = heldArtists(job, day);
                return (
                  <li key={`${job.id}-${start}`} style={styles.item}>
                    <span style={styles.line}>
                      <span style={styles.time}>{t.time(start, end)}</span>
                      <Link to={adminPath('job', { id: job.id })} style={styles.title}>
                        {job.title}
                      </Link>
                      <span className={BADGE[job.status]}>{JOB_STATUS_LABELS[job.status].ko}</span>
                    </span>
                    <span className="admin-muted">{held.length > 0 ? held.join(' · ') : t.noArtists}</span>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
