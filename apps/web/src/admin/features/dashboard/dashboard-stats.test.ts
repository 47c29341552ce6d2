import { describe, expect, it } from 'vitest';
import { rankBars, rankTotal, summarize } from './dashboard-stats';

const artist = (korName: string, totalViews: number, currentMonthViews = 0) => ({
  korName,
  engName: korName.toUpperCase(),
  totalViews,
  currentMonthViews,
  mainImage: '',
  urlName: korName,
});

describe('summarize', () => {
  it('counts artists and sums, averages and maximises total views', () => {
    expect(summarize([artist('a', 10), artist('b', 5), artist('c', 0)])).toEqual({ artistCount: 3, totalViews: 15, averageViews: 5, maxViews: 10 });
    // One decimal (issue 16): 1.5, and 10 / 3 = 3.3.
    expect(summarize([artist('a', 1), artist('b', 2)]).averageViews).toBe(1.5);
    expect(summarize([artist('a', 10), artist('b', 0), artist('c', 0)]).averageViews).toBe(3.3);
  });

  it('is all zero without artists', () => {
    expect(summarize([])).toEqual({ artistCount: 0, totalViews: 0, averageViews: 0, maxViews: 0 });
  });
});

describe('ranking', () => {
  it('puts the most viewed first', () => {
    expect(rankTotal([artist('a', 1), artist('b', 9)]).map((a) => a.korName)).toEqual(['b', 'a']);
    expect(rankBars([{ name: 'a', engName: '', views: 1 }, { name: 'b', engName: '', views: 3 }])[0]?.name).toBe('b');
  });

  it("leaves artists without views out of a month's bars", () => {
    expect(rankBars([{ name: 'a', engName: '', views: 0 }, { name: 'b', engName: '', views: 3 }]).map((bar) => bar.name)).toEqual(['b']);
  });
});
