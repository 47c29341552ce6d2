import { describe, expect, it } from 'vitest';
import { addressInLanguage, languageInSearch } from './language-address';

describe('addressInLanguage', () => {
  it('adds ?lang=en for English, after the other parameters, and keeps the hash', () => {
    expect(addressInLanguage('/management/men?minHeight=185#top', 'en')).toEqual({ pathname: '/management/men', search: '?minHeight=185&lang=en', hash: '#top' });
    expect(addressInLanguage({ pathname: '/about' }, 'en')).toEqual({ pathname: '/about', search: '?lang=en' });
  });

  it('drops the parameter for Korean, the default', () => {
    expect(addressInLanguage('/management?lang=en&q=mi', 'ko')).toEqual({ pathname: '/management', search: '?q=mi' });
    expect(addressInLanguage('/about?lang=ko', 'ko')).toEqual({ pathname: '/about', search: '' });
    expect(addressInLanguage('/?lang=en', 'ko')).toEqual({ pathname: '/', search: '' });
  });

  it('leaves an address that is already right as it was (no re-encoding)', () => {
    const path = { pathname: '/management', search: '?q=mi%20NA' };
    expect(addressInLanguage(path, 'ko')).toBe(path);
    expect(addressInLanguage('/management?q=mi%20NA&lang=en', 'en')).toEqual({ pathname: '/management', search: '?q=mi%20NA&lang=en' });
  });

  it('replaces a wrong or repeated parameter', () => {
    expect(addressInLanguage('/news?lang=fr', 'en').search).toBe('?lang=en');
    expect(addressInLanguage('/news?lang=en&lang=ko', 'en').search).toBe('?lang=en');
  });
});

describe('languageInSearch', () => {
  it('reads ?lang=ko|en and nothing else', () => {
    expect(languageInSearch('?lang=en')).toBe('en');
    expect(languageInSearch('?q=1&lang=ko')).toBe('ko');
    expect(languageInSearch('?lang=EN')).toBeUndefined();
    expect(languageInSearch('')).toBeUndefined();
  });
});
