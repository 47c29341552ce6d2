import { describe, expect, it } from 'vitest';
import { artistDisplayName, artistOtherName } from './artist-names';

describe('artistDisplayName', () => {
  const both = { korName: '김서윤', engName: 'Seo-yoon Kim', urlName: 'seo-yoon' };

  it('is the name in the language asked for', () => {
    expect(artistDisplayName(both, 'ko')).toBe('김서윤');
    expect(artistDisplayName(both, 'en')).toBe('Seo-yoon Kim');
  });

  it('falls back to the other name, then the URL name; blanks count as missing', () => {
    expect(artistDisplayName({ korName: '김서윤', engName: '  ' }, 'en')).toBe('김서윤');
    expect(artistDisplayName({ korName: '', engName: 'Seo-yoon Kim' }, 'ko')).toBe('Seo-yoon Kim');
    expect(artistDisplayName({ korName: ' ', engName: '', urlName: 'seo-yoon' }, 'ko')).toBe('seo-yoon');
    expect(artistDisplayName({ korName: '', engName: '' }, 'en')).toBe('');
  });

  it('trims what it answers', () => {
    expect(artistDisplayName({ korName: ' 김서윤 ', engName: '' }, 'ko')).toBe('김서윤');
  });
});

describe('artistOtherName', () => {
  it('is the name in the other language when there is one that differs', () => {
    expect(artistOtherName({ korName: '김서윤', engName: 'Seo-yoon Kim' }, 'ko')).toBe('Seo-yoon Kim');
    expect(artistOtherName({ korName: '김서윤', engName: 'Seo-yoon Kim' }, 'en')).toBe('김서윤');
  });

  it('is empty when the other name is missing or is the one shown', () => {
    expect(artistOtherName({ korName: '김서윤', engName: '' }, 'ko')).toBe('');
    // No English name: the Korean one is shown on ENG pages, so there is no other name.
    expect(artistOtherName({ korName: '김서윤', engName: '' }, 'en')).toBe('');
    expect(artistOtherName({ korName: 'Mina', engName: 'Mina' }, 'en')).toBe('');
  });
});
