import { CALENDAR_RANGE_MAX_DAYS, CALENDAR_RANGE_TOO_WIDE } from '@agency/contract/jobs';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { BadRequestError } from '../../errors';
import { PRIVATE_NO_STORE } from '../../lib/cache-policy';
import { endpoint } from '../../lib/endpoint';
import { expectedVersion } from '../../lib/if-match';
import { wallClockIn } from '../../lib/zoned-day';
import { jobDraftFromInquiry } from './job-draft';

/** The agency's address for links it sends out: SITE_URL, or where the request came to. */
const originOf = (ctx: AppContext, request: { protocol: string; host: string }) => ctx.config.site.url ?? `${request.protocol}://${request.host}`;

/** The last day of the month `day` is in. */
const lastDayOfMonth = (day: string) => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
};

function assertRangeNarrow(range: { from?: string | undefined; to?: string | undefined }): void {
  if (!range.from || !range.to) return;
  if ((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 >= CALENDAR_RANGE_MAX_DAYS) throw new BadRequestError(CALENDAR_RANGE_TOO_WIDE);
}

/** Jobs, options and bookings, the artists' calendars and the private feeds (issue 38, decision 120). Nothing here is public but a feed's link. */
export async function registerJobs(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { jobs, availability, calendarFeeds, jobConfirmations } = ctx;

  endpoint(app, 'listJobs', async (request) => {
    assertRangeNarrow(request.query);
    return { jobs: await jobs.list(request.query) };
  });
  endpoint(app, 'createJob', (request) => jobs.create(request.body, request.user!));
  endpoint(app, 'getJob', (request) => jobs.get(request.params.id));
  endpoint(app, 'updateJob', (request) => jobs.update(request.params.id, request.body, request.user!, expectedVersion(request)));
  endpoint(app, 'deleteJob', async (request, reply) => {
    await jobs.delete(request.params.id, request.user!, expectedVersion(request));
    return reply.code(204).send();
  });
  endpoint(app, 'addJobArtist', (request) => jobs.addArtist(request.params.id, request.body, request.user!));
  endpoint(app, 'changeJobArtist', (request) => jobs.changeArtist(request.params.id, request.params.artistId, request.body, request.user!));
  endpoint(app, 'getJobConfirmationPdf', async (request, reply) => {
    const pdf = await jobConfirmations.pdf(request.params.id, request.query.lang);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${jobConfirmations.fileName(request.params.id, request.query.lang)}"`)
      .send(Buffer.from(pdf));
  });
  endpoint(app, 'sendJobConfirmation', async (request) => {
    await jobConfirmations.send(request.params.id, request.body.language, request.user!);
    return jobs.get(request.params.id);
  });
  endpoint(app, 'getJobDraftFromInquiry', (request) => jobDraftFromInquiry(ctx.db, request.params.id, ctx.config.statsTimeZone));

  endpoint(app, 'getArtistCalendar', async (request) => {
    assertRangeNarrow(request.query);
    const month = wallClockIn(ctx.clock.now(), ctx.config.statsTimeZone).slice(0, 7);
    const from = request.query.from ?? `${month}-01`;
    return availability.calendar(request.params.id, from, request.query.to ?? lastDayOfMonth(from));
  });
  endpoint(app, 'addArtistUnavailable', (request) => availability.addUnavailable(request.params.id, request.body, request.user!.username));
  endpoint(app, 'removeArtistUnavailable', async (request, reply) => {
    await availability.removeUnavailable(request.params.id, request.params.unavailableId);
    return reply.code(204).send();
  });

  endpoint(app, 'listCalendarFeeds', async (request) => ({ feeds: await calendarFeeds.list(originOf(ctx, request)) }));
  endpoint(app, 'revokeCalendarFeed', async (request) => {
    await calendarFeeds.revoke(request.body.scope, request.user!.username, originOf(ctx, request));
    return { feeds: await calendarFeeds.list(originOf(ctx, request)) };
  });
  endpoint(app, 'getCalendarFeed', async (request, reply) => {
    const text = await calendarFeeds.render(request.params.scope, request.params.token.slice(0, -'.ics'.length));
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', PRIVATE_NO_STORE)
      .header('x-robots-tag', 'noindex, nofollow')
      .send(text);
  });
}
