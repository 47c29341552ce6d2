import { describe, expect, it } from 'vitest';
import { withUnit } from './measurements';

describe('withUnit', () => {
  it.each([
    ['178', 'cm', '178 cm'],
    ['178.5', 'cm', '178.5 cm'],
    ['245', 'mm', '245 mm'],
    ['178cm', 'cm', '178cm'],
    ['5\'10"', 'cm', '5\'10"'],
    ['32', undefined, '32'],
    ['  ', 'cm', '—'],
  ] as const)('%j with %s → %j', (value, unit, expected) => {
    expect(withUnit(value, unit)).toBe(expected);
  });
});
