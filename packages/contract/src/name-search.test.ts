import { describe, expect, it } from 'vitest';
import { matchesName, searchKey, surnameFirst } from './name-search';

describe('name search', () => {
  it('ignores case and spaces, in Korean and English', () => {
    expect(matchesName('hyejin', '김혜진', 'Hye Jin')).toBe(true);
    expect(matchesName('HYE j', '김혜진', 'Hye Jin')).toBe(true);
    expect(matchesName('혜 진', '김혜진', 'Hye Jin')).toBe(true);
    expect(matchesName('서윤', '김혜진', 'Hye Jin')).toBe(false);
    expect(matchesName('  ', '김혜진')).toBe(true);
  });

  it('ignores the hyphens of romanized names', () => {
    expect(matchesName('seoyoon', '김서윤', 'Seo-yoon Kim')).toBe(true);
    expect(matchesName('seo-yoonk', '김서윤', 'Seo yoon Kim')).toBe(true);
    expect(matchesName('yoon-seo', '김서윤', 'Seo-yoon Kim')).toBe(false);
  });

  it('also finds a romanized name in surname-first order; Hangul names as written (decision 109)', () => {
    expect(matchesName('kim seo', '김서윤', 'Seo-yoon Kim')).toBe(true);
    expect(matchesName('Kim Seoyoon', '김서윤', 'Seo-yoon Kim')).toBe(true);
    expect(matchesName('kimseo-y', '김서윤', 'Seo-yoon Kim')).toBe(true);
    expect(matchesName('seo-yoon kim', '김서윤', 'Seo-yoon Kim')).toBe(true);
    expect(matchesName('kim', '김서윤', 'Seo-yoon Kim')).toBe(true);
    expect(matchesName('kim yoon', '김서윤', 'Seo-yoon Kim')).toBe(false);
    expect(matchesName('kim han', '김서윤', 'Seo-yoon Kim')).toBe(false);
    expect(matchesName('윤서', '김서윤', 'Seo-yoon Kim')).toBe(false);
    expect(matchesName('서윤김', '김서윤', 'Seo-yoon Kim')).toBe(false);
    expect(surnameFirst('Ji-woo  Han')).toBe('Han Ji-woo');
    expect(surnameFirst('Mina')).toBeUndefined();
    expect(surnameFirst('김 서윤')).toBeUndefined();
  });

  it('compares composed Hangul with decomposed input', () => {
    const decomposed = '혜진'.normalize('NFD');
    expect(decomposed).not.toBe('혜진');
    expect(searchKey(decomposed)).toBe('혜진');
    expect(matchesName(decomposed, '김혜진')).toBe(true);
  });
});
