import { createEvents, type EventAttributes } from 'ics';
import { zonedInstant } from '../../lib/zoned-day';

/** One day of one artist on a job, as a calendar shows it. */
export interface FeedEvent {
  /** Stable across renders, e.g. 'job-12-artist-3-2026-12-01@agency'. */
  uid: string;
  title: string;
  description: string;
  /** '' when the job has no place. */
  location: string;
  /** YYYY-MM-DD and HH:mm on the wall clock of the feed's time zone; `end` is after `start`. */
  date: string;
  start: string;
  end: string;
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  updatedAt: Date;
}

/**
 * An iCalendar feed (RFC 5545) of `events`, their wall times in `timeZone` written in UTC. The ics package escapes
 * and folds the text.
 */
export function renderCalendarFeed(options: { name: string; timeZone: string; events: FeedEvent[] }): string {
  const header = { productId: `-//${options.name}//Jobs//EN`, method: 'PUBLISH', calName: options.name };
  const events = options.events.map((event): EventAttributes => {
    const attributes = {
      uid: event.uid,
      title: event.title,
      description: event.description,
      ...(event.location ? { location: event.location } : {}),
      start: zonedInstant(event.date, event.start, options.timeZone).getTime(),
      end: zonedInstant(event.date, event.end, options.timeZone).getTime(),
      startInputType: 'utc',
      startOutputType: 'utc',
      endInputType: 'utc',
      endOutputType: 'utc',
      status: event.status,
      lastModified: event.updatedAt.getTime(),
      // DTSTAMP (ics's `timestamp`, missing from its types) from the event rather than the clock, so an unchanged
      // feed renders the same bytes.
      timestamp: event.updatedAt.getTime(),
    } as const;
    return attributes;
  });
  const { error, value } = events.length === 0 ? emptyFeed(header) : createEvents(events, header);
  if (error || !value) throw error ?? new Error('ics returned no calendar');
  return value;
}

/** ics refuses an empty list in some versions: the header of a feed with one event, without the event. */
function emptyFeed(header: { productId: string; method: string; calName: string }): { error: Error | null; value: string | null } {
  const { error, value } = createEvents([], header);
  if (!error && value) return { error, value };
  const placeholder = createEvents([{ uid: 'empty', start: [2000, 1, 1, 0, 0], end: [2000, 1, 1, 1, 0] }], header);
  if (placeholder.error || !placeholder.value) return placeholder;
  return { error: null, value: placeholder.value.replace(/BEGIN:VEVENT\r\n[\s\S]*?END:VEVENT\r\n/, '') };
}
