import { describe, expect, it } from 'vitest';
import { heightParam, isNarrowed, matchesRosterFilter, rosterFilterFrom, rosterSearchOf, type RosterFilter } from './roster-filter';

/** A query string's reader (the contract has no DOM or Node types: URLSearchParams is the callers'). */
const params = (text: string) => {
  const pairs = text.split('&').filter(Boolean).map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]);
  return { get: (name: string) => pairs.find(([key]) => key === name)?.[1] ?? null };
};
const card = (korName: string, engName: string, heightCm: number | null, boards: string[] = []) => ({ korName, engName, heightCm, boards });
const filter = (overrides: Partial<RosterFilter>): RosterFilter => ({ board: '', query: '', minHeight: null, maxHeight: null, ...overrides });

describe('roster filter (decision 079)', () => {
  it('reads a page URL: the board from the path, the name and heights from the query, bad heights dropped', () => {
    expect(rosterFilterFrom(params('q=%EA%B9%80&minHeight=170&maxHeight=185'), 'WOMEN')).toEqual({ board: 'women', query: '김', minHeight: 170, maxHeight: 185 });
    expect(rosterFilterFrom(params('board=men&minHeight=abc&maxHeight=999'))).toEqual({ board: 'men', query: '', minHeight: null, maxHeight: null });
    expect(heightParam('49')).toBeNull();
    expect(heightParam(' 250 ')).toBe(250);
    expect(heightParam('170.5')).toBeNull();
  });

  it('writes a query string that reads back the same, the board only when asked', () => {
    const value = filter({ board: 'new-faces', query: 'kim seo', minHeight: 165, maxHeight: null });
    expect(rosterSearchOf(value)).toBe('?q=kim%20seo&minHeight=165');
    expect(rosterSearchOf(value, { withBoard: true })).toBe('?board=new-faces&q=kim%20seo&minHeight=165');
    expect(rosterFilterFrom(params(rosterSearchOf(value, { withBoard: true }).slice(1)))).toEqual(value);
    expect(rosterSearchOf(filter({}))).toBe('');
    expect(isNarrowed(filter({ board: 'men' }))).toBe(false);
    expect(isNarrowed(filter({ maxHeight: 180 }))).toBe(true);
  });

  it('matches Korean or English names partly, ignoring case and spaces', () => {
    const seoYoon = card('김서윤', 'Seo-yoon Kim', 178);
    // Surname first finds the romanized name too (decision 109).
    for (const query of ['서윤', '김 서', 'KIM', 'seo-YOON', ' yoon kim', 'kimseo', 'kim seo', '']) expect(matchesRosterFilter(seoYoon, filter({ query })), query).toBe(true);
    for (const query of ['박', 'yoonseo', 'kim yoon', 'park']) expect(matchesRosterFilter(seoYoon, filter({ query })), query).toBe(false);
  });

  it('keeps the height range inclusive and leaves out heights that are not numbers only when a range is set', () => {
    expect(matchesRosterFilter(card('가', 'A', 170), filter({ minHeight: 170, maxHeight: 170 }))).toBe(true);
    expect(matchesRosterFilter(card('가', 'A', 169.5), filter({ minHeight: 170 }))).toBe(false);
    expect(matchesRosterFilter(card('가', 'A', 186), filter({ maxHeight: 185 }))).toBe(false);
    expect(matchesRosterFilter(card('가', 'A', null), filter({}))).toBe(true);
    expect(matchesRosterFilter(card('가', 'A', null), filter({ minHeight: 150 }))).toBe(false);
  });

  it('filters by board slug', () => {
    expect(matchesRosterFilter(card('가', 'A', 170, ['women', 'new-faces']), filter({ board: 'new-faces' }))).toBe(true);
    expect(matchesRosterFilter(card('가', 'A', 170, ['women']), filter({ board: 'men' }))).toBe(false);
  });
});
