import { describe, expect, it } from 'vitest';
import { feetAndInches, inches, measurementColumns, measurementEquivalents, measurementNumber, measurementProblem, shoeSizes } from './measurements';

describe('measurement numbers', () => {
  it.each([
    ['178', 'cm', 178],
    [' 178.5 ', 'cm', 178.5],
    ['178,5', 'cm', 178.5],
    ['178 cm', 'cm', 178],
    ['178CM', 'cm', 178],
    ['245mm', 'mm', 245],
    ['245 cm', 'mm', null],
    ['5\'10"', 'cm', null],
    ['32-24-35', 'cm', null],
    ['약 178', 'cm', null],
    ['', 'cm', null],
  ] as const)('%j in %s → %j', (text, unit, expected) => {
    expect(measurementNumber(text, unit)).toBe(expected);
  });

  it('stores a number per measurement, null where the text is not one', () => {
    expect(measurementColumns({ height: '178', bust: '84', waist: '', hips: '36 inch', shoe: '245' })).toEqual({
      height_cm: 178,
      bust_cm: 84,
      waist_cm: null,
      hips_cm: null,
      shoe_mm: 245,
    });
  });

  it('the admin form accepts empty and plausible numbers and names the problem otherwise', () => {
    expect(measurementProblem('height', '')).toBeNull();
    expect(measurementProblem('height', '178')).toBeNull();
    expect(measurementProblem('height', '5\'10"')).toBe('키는 cm 단위 숫자로 입력하세요 (예: 178).');
    expect(measurementProblem('height', '17.8')).toBe('키는 50–250 cm 사이로 입력하세요.');
    expect(measurementProblem('shoe', '24.5')).toBe('신발 사이즈는 100–350 mm 사이로 입력하세요.');
    expect(measurementProblem('bust', '32')).toBeNull();
  });
});

describe('conversions and rounding', () => {
  it.each([
    [178, '5\'10"'],
    [160, '5\'3"'],
    [152.4, '5\'0"'],
    // 182.9 cm is 72.01 inches: six feet, not 5'12".
    [182.9, '6\'0"'],
    [190, '6\'3"'],
  ])('%s cm → %s', (cm, expected) => {
    expect(feetAndInches(cm)).toBe(expected);
  });

  it.each([
    [84, '33"'],
    [61, '24"'],
    [88.9, '35"'],
    // 63.5 cm is exactly 25 inches; 64 cm 25.2 → 25; 65 cm 25.59 → 25.5.
    [64, '25"'],
    [65, '25.5"'],
  ])('%s cm → %s', (cm, expected) => {
    expect(inches(cm)).toBe(expected);
  });

  it.each([
    [230, { eu: '36', usWomen: '6', usMen: '4.5' }],
    [245, { eu: '38.5', usWomen: '7.5', usMen: '6' }],
    [250, { eu: '39', usWomen: '8', usMen: '6.5' }],
    [270, { eu: '42', usWomen: '10', usMen: '8.5' }],
    [283, { eu: '44', usWomen: '11.5', usMen: '10' }],
  ])('shoe %s mm → %j', (mm, expected) => {
    expect(shoeSizes(mm)).toEqual(expected);
  });

  it('shows the equivalent of numbers only', () => {
    expect(measurementEquivalents('height', '178')).toEqual(['5\'10"']);
    expect(measurementEquivalents('waist', '61 cm')).toEqual(['24"']);
    expect(measurementEquivalents('shoe', '245')).toEqual(['EU 38.5', 'US W7.5', 'US M6']);
    expect(measurementEquivalents('height', '5\'10"')).toEqual([]);
  });
});
