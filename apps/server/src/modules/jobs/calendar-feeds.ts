import { createHmac, timingSafeEqual } from 'node:crypto';
import { FEED_NOT_FOUND, type CalendarFeed } from '@agency/contract/jobs';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { nextDay, wallClockIn } from '../../lib/zoned-day';
import { renderCalendarFeed, type FeedEvent } from './job-calendar-feed';
import { readRanks } from './job-ranks';
import * as calendarRepo from './calendar-repository';
import { artistName, artistNames } from './jobs-repository';

/** Days before today and after it a feed holds. */
const FEED_PAST_DAYS = 90;
const FEED_FUTURE_DAYS = 400;

const addDays = (day: string, count: number) => new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);

/**
 * Private iCalendar feeds (issue 38, decision 120): the agency's and each artist's, behind a link whose token is an
 * HMAC of the feed's scope and generation. Nothing is stored until a feed is revoked, which moves its generation on:
 * the old link answers 404 from then on, on every instance.
 */
export function createCalendarFeeds(deps: { db: Db; clock: Clock; key: Buffer; timeZone: string; siteName: string }) {
  const { db, clock, key, timeZone, siteName } = deps;

  // Event ids stay the same across renders, so a calendar app updates an event instead of adding it again.
  const uidHost = siteName.replace(/[^A-Za-z0-9.-]/g, '') || 'agency';
  const tokenOf = (scope: string, generation: number) => createHmac('sha256', key).update(`${scope}:${generation}`).digest('base64url');

  const urlOf = (origin: string, scope: string, generation: number) => `${origin}/api/calendar/${scope}/${tokenOf(scope, generation)}.ics`;

  /** One event per held day: options tentative with their rank, confirmations confirmed. */
  async function artistEvents(artistId: number, from: string, to: string, now: Date): Promise<FeedEvent[]> {
    const rows = await calendarRepo.heldSlotsOfArtist(db, artistId, from, to);
    const ranks = await readRanks(db, [artistId], rows.map((r) => r.date), now.toISOString());
    return rows.flatMap((r) => {
      const rank = r.status === 'option' ? ranks.rankOf(r.job_id, artistId, r.date) : null;
      if (r.status === 'option' && rank === null) return [];
      return [
        {
          uid: `job-${r.job_id}-artist-${artistId}-${r.date}-${r.start_time.replace(':', '')}@${uidHost}`,
          title: r.status === 'confirmed' ? `확정 · ${r.title}` : `옵션 ${rank}순위 · ${r.title}`,
          description: r.client_company,
          location: r.place,
          date: r.date,
          start: r.start_time,
          end: r.end_time,
          status: r.status === 'confirmed' ? ('CONFIRMED' as const) : ('TENTATIVE' as const),
          updatedAt: new Date(r.updated_at),
        },
      ];
    });
  }

  /** One event per day of each open job with an artist held: confirmed once an artist is, tentative before. */
  async function agencyEvents(from: string, to: string): Promise<FeedEvent[]> {
    const rows = await calendarRepo.jobSlotsBetween(db, from, to);
    const held = await calendarRepo.heldArtistsOfJobs(db, [...new Set(rows.map((r) => r.id))]);
    return rows.map((r) => {
      const artists = held.filter((h) => h.job_id === r.id);
      const names = artists.map((a) => (a.status === 'confirmed' ? a.kor_name : `${a.kor_name}(옵션)`)).join(', ');
      const confirmed = artists.some((a) => a.status === 'confirmed');
      return {
        uid: `job-${r.id}-${r.date}-${r.start_time.replace(':', '')}@${uidHost}`,
        title: names ? `${r.title} — ${names}` : r.title,
        description: r.client_company,
        location: r.place,
        date: r.date,
        start: r.start_time,
        end: r.end_time,
        status: confirmed ? ('CONFIRMED' as const) : ('TENTATIVE' as const),
        updatedAt: new Date(r.updated_at),
      };
    });
  }

  return {
    /** Every feed's current link: the agency's, then each artist's by name. */
    async list(origin: string): Promise<CalendarFeed[]> {
      const [current, artists] = await Promise.all([calendarRepo.feedGenerations(db), artistNames(db)]);
      const feed = (scope: string, artistId: number | null, name: string): CalendarFeed => ({ scope, artistId, name, url: urlOf(origin, scope, current.get(scope) ?? 0) });
      return [feed('agency', null, siteName), ...artists.map((a) => feed(`artist-${a.id}`, a.id, a.kor_name))];
    },

    /** The old link stops working at once; answers the new one. */
    async revoke(scope: string, username: string, origin: string): Promise<string> {
      const generation = await calendarRepo.bumpFeedGeneration(db, scope, clock.now().toISOString(), username);
      return urlOf(origin, scope, generation);
    },

    /** The feed's text/calendar, or 404 for a link that is not (or no longer) the feed's. */
    async render(scope: string, token: string): Promise<string> {
      const expected = Buffer.from(tokenOf(scope, await calendarRepo.feedGeneration(db, scope)));
      const given = Buffer.from(token);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new NotFoundError(FEED_NOT_FOUND);
      const now = clock.now();
      const today = wallClockIn(now, timeZone).slice(0, 10);
      const from = addDays(today, -FEED_PAST_DAYS);
      const to = addDays(nextDay(today), FEED_FUTURE_DAYS);
      if (scope === 'agency') return renderCalendarFeed({ name: siteName, timeZone, events: await agencyEvents(from, to) });
      const artistId = Number(scope.slice('artist-'.length));
      const artist = await artistName(db, artistId);
      if (!artist) throw new NotFoundError(FEED_NOT_FOUND);
      return renderCalendarFeed({ name: `${artist.kor_name} · ${siteName}`, timeZone, events: await artistEvents(artistId, from, to, now) });
    },
  };
}
