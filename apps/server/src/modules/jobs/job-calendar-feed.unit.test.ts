import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { renderCalendarFeed, type FeedEvent } from './job-calendar-feed';

/** Issue 38: the jobs' calendar feed read back with ical.js, as a calendar application would. */
function event(overrides: Partial<FeedEvent> = {}): FeedEvent {
  return {
    uid: 'job-12-artist-3-2026-12-01@agency',
    title: '김서윤 · 나이키 촬영',
    description: '옵션 (1순위)',
    location: '서울 성동구 성수이로 118',
    date: '2026-12-01',
    start: '09:00',
    end: '18:00',
    status: 'TENTATIVE',
    updatedAt: new Date('2026-11-20T01:02:03Z'),
    ...overrides,
  };
}

function parse(feed: string) {
  const calendar = new ICAL.Component(ICAL.parse(feed) as unknown[]);
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  return { calendar, events };
}

const utc = (time: ICAL.Time) => time.toJSDate().toISOString();

describe('jobs calendar feed (issue 38)', () => {
  it('writes each event with its UID, summary, location, status and UTC times for Asia/Seoul', () => {
    const feed = renderCalendarFeed({
      name: 'Studio Agency',
      timeZone: 'Asia/Seoul',
      events: [
        event(),
        event({ uid: 'job-12-artist-4-2026-12-02@agency', title: 'Seo-yoon Kim', location: '', date: '2026-12-02', start: '23:30', end: '23:59', status: 'CONFIRMED' }),
        event({ uid: 'job-13-artist-4-2026-12-03@agency', status: 'CANCELLED' }),
      ],
    });
    const { calendar, events } = parse(feed);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Studio Agency');
    expect(calendar.getFirstPropertyValue('prodid')).toContain('Studio Agency');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(events.map((e) => e.uid)).toEqual(['job-12-artist-3-2026-12-01@agency', 'job-12-artist-4-2026-12-02@agency', 'job-13-artist-4-2026-12-03@agency']);
    const [first, second, third] = events as [ICAL.Event, ICAL.Event, ICAL.Event];
    expect(first.summary).toBe('김서윤 · 나이키 촬영');
    expect(first.location).toBe('서울 성동구 성수이로 118');
    expect(first.description).toBe('옵션 (1순위)');
    expect(first.component.getFirstPropertyValue('status')).toBe('TENTATIVE');
    // 09:00 KST is midnight UTC; 23:30 KST is 14:30 UTC the same day.
    expect(utc(first.startDate)).toBe('2026-12-01T00:00:00.000Z');
    expect(utc(first.endDate)).toBe('2026-12-01T09:00:00.000Z');
    expect(first.startDate.zone?.tzid).toBe('UTC');
    expect(second.summary).toBe('Seo-yoon Kim');
    expect(second.component.hasProperty('location')).toBe(false);
    expect(second.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(utc(second.startDate)).toBe('2026-12-02T14:30:00.000Z');
    expect(utc(second.endDate)).toBe('2026-12-02T14:59:00.000Z');
    expect(third.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(utc(first.component.getFirstPropertyValue('last-modified') as ICAL.Time)).toBe('2026-11-20T01:02:03.000Z');
  });

  it('converts the wall time of a zone with summer time by the offset of each date', () => {
    const { events } = parse(
      renderCalendarFeed({
        name: 'New York office',
        timeZone: 'America/New_York',
        events: [event({ uid: 'summer@agency', date: '2026-07-01' }), event({ uid: 'winter@agency', date: '2026-12-01' })],
      }),
    );
    const [summer, winter] = events as [ICAL.Event, ICAL.Event];
    expect(utc(summer.startDate)).toBe('2026-07-01T13:00:00.000Z');
    expect(utc(summer.endDate)).toBe('2026-07-01T22:00:00.000Z');
    expect(utc(winter.startDate)).toBe('2026-12-01T14:00:00.000Z');
    expect(utc(winter.endDate)).toBe('2026-12-01T23:00:00.000Z');
  });

  it('round-trips Korean text and commas, semicolons and line breaks in the description', () => {
    const description = '모델: 김서윤, 박지우; 메이크업 포함\n두 번째 줄: 09:00 집합\\끝';
    const feed = renderCalendarFeed({
      name: '스튜디오 에이전시, 일정',
      timeZone: 'Asia/Seoul',
      events: [event({ description, title: '촬영; 룩북, 2일차', location: '서울, 성동구; 4층' })],
    });
    const { calendar, events } = parse(feed);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('스튜디오 에이전시, 일정');
    expect(events[0]!.description).toBe(description);
    expect(events[0]!.summary).toBe('촬영; 룩북, 2일차');
    expect(events[0]!.location).toBe('서울, 성동구; 4층');
  });

  it('folds a long line without breaking a character, and it unfolds whole', () => {
    const description = `${'촬영 안내: 김서윤, 박지우; 스튜디오 A\n'.repeat(20)}끝`;
    const feed = renderCalendarFeed({ name: 'Studio Agency', timeZone: 'Asia/Seoul', events: [event({ description })] });
    expect(feed).toMatch(/\r\n[ \t]/);
    expect(parse(feed).events[0]!.description).toBe(description);
  });

  it('writes the same text for the same events (DTSTAMP from the event, not the clock)', () => {
    const options = { name: 'Studio Agency', timeZone: 'Asia/Seoul', events: [event()] };
    const feed = renderCalendarFeed(options);
    expect(renderCalendarFeed(options)).toBe(feed);
    expect(feed).toContain('DTSTAMP:20261120T010203Z');
  });

  it('writes an empty feed that still parses as a calendar with its name', () => {
    const feed = renderCalendarFeed({ name: 'Studio Agency', timeZone: 'Asia/Seoul', events: [] });
    const { calendar, events } = parse(feed);
    expect(calendar.name).toBe('vcalendar');
    expect(events).toEqual([]);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Studio Agency');
    expect(feed.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(feed.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
