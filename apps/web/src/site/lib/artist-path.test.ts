import { describe, expect, it } from 'vitest';
import { artistPath, sortByPriority } from './artist-path';

describe('artistPath', () => {
  it('uses the urlName', () => {
    expect(artistPath({ urlName: 'jane-doe', engName: 'Jane Doe', korName: '제인' })).toBe('/artist/jane-doe');
  });

  it('falls back to the lower-cased name with hyphens', () => {
    expect(artistPath({ urlName: '', engName: 'Jane  Doe Kim', korName: '제인' })).toBe('/artist/jane-doe-kim');
  });
});

describe('sortByPriority', () => {
  it('sorts ascending without changing the input', () => {
    const input = [{ priority: 3 }, { priority: 0 }, { priority: 1 }];
    expect(sortByPriority(input).map((a) => a.priority)).toEqual([0, 1, 3]);
    expect(input[0]?.priority).toBe(3);
  });
});
