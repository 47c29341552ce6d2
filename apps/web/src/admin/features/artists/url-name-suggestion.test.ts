import { describe, expect, it } from 'vitest';
import { URL_NAME_PATTERN } from '@agency/contract/artists';
import { suggestUrlName, suggestUrlNameFromNames } from './url-name-suggestion';

describe('suggestUrlName', () => {
  it.each([
    ['Hye Jin', 'hye-jin'],
    ['  KIM  Seo-Yoon ', 'kim-seo-yoon'],
    ["Zoë O'Neil", 'zoe-o-neil'],
    ['LEE_MIN.HO 2', 'lee-min-ho-2'],
    ['김서윤', ''],
    ['', ''],
  ])('%j → %j', (engName, expected) => {
    expect(suggestUrlName(engName)).toBe(expected);
  });

  it('answers only names the URL name rule accepts, within its length', () => {
    for (const name of ['A', 'a--b', '--x--', 'Ünïcödé Name', 'x'.repeat(500) + ' y']) {
      const suggestion = suggestUrlName(name);
      expect(suggestion).toMatch(URL_NAME_PATTERN);
      expect(suggestion.length).toBeLessThanOrEqual(100);
    }
  });

  it('falls back to the Korean name in RR when there is no English name (issue 35)', () => {
    expect(suggestUrlNameFromNames({ engName: '', korName: '박서준' })).toBe('park-seojun');
    expect(suggestUrlNameFromNames({ korName: '이 지은' })).toBe('lee-jieun');
    expect(suggestUrlNameFromNames({ engName: 'Park Seo-joon', korName: '박서준' })).toBe('park-seo-joon');
    expect(suggestUrlNameFromNames({ engName: '  ', korName: '' })).toBe('');
  });
});
