import { describe, expect, it } from 'vitest';
import { nextPriority, parsePriority, sortByPriority } from './priority';

describe('sortByPriority', () => {
  it('sorts ascending and puts a missing priority at 999', () => {
    const items = [
      { name: 'none', priority: null },
      { name: 'big', priority: 1000 },
      { name: 'one', priority: 1 },
      { name: 'zero', priority: 0 },
      { name: 'undefined' },
      { name: 'exact', priority: 999 },
    ];
    expect(sortByPriority(items).map((item) => item.name)).toEqual(['zero', 'one', 'none', 'undefined', 'exact', 'big']);
  });

  it('does not change the input', () => {
    const items = [{ priority: 2 }, { priority: 1 }];
    sortByPriority(items);
    expect(items[0]?.priority).toBe(2);
  });
});

describe('parsePriority', () => {
  it('keeps integers from 0 and turns the rest into 0', () => {
    expect(parsePriority('7')).toBe(7);
    expect(parsePriority('0')).toBe(0);
    expect(parsePriority('-3')).toBe(0);
    expect(parsePriority('')).toBe(0);
    expect(parsePriority('abc')).toBe(0);
  });
});

describe('nextPriority', () => {
  it('is one more than the highest', () => {
    expect(nextPriority([])).toBe(0);
    expect(nextPriority([{ priority: 3 }, { priority: 1 }])).toBe(4);
  });
});
