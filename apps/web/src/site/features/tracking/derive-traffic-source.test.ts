import { describe, expect, it } from 'vitest';
import { deriveTrafficSource, sourceFromReferrer } from './derive-traffic-source';

describe('deriveTrafficSource', () => {
  it('takes utm_source first, lower-cased', () => {
    expect(deriveTrafficSource('?utm_source=Instagram_AD&source=x&ref=y', 'https://www.google.com/')).toBe('instagram_ad');
  });

  it('takes source when there is no utm_source', () => {
    expect(deriveTrafficSource('?source=QR_Code&ref=y', 'https://www.google.com/')).toBe('qr_code');
  });

  it('takes ref next, prefixed with ref_', () => {
    expect(deriveTrafficSource('?ref=Partner', 'https://www.google.com/')).toBe('ref_partner');
  });

  it('ignores empty parameters and falls through', () => {
    expect(deriveTrafficSource('?utm_source=&source=&ref=', 'https://search.naver.com/search')).toBe('naver');
  });

  it('uses the referrer when no parameter is present', () => {
    expect(deriveTrafficSource('', 'https://www.instagram.com/')).toBe('instagram');
  });

  it('sends campaign names as the server counts them: spaces to _, Hangul kept, nothing usable falls through', () => {
    expect(deriveTrafficSource('?utm_source=Spring%20Sale', '')).toBe('spring_sale');
    expect(deriveTrafficSource('?ref=%EB%B8%94%EB%A1%9C%EA%B7%B8', '')).toBe('ref_블로그');
    expect(deriveTrafficSource('?utm_source=%21%21%21&source=Band', '')).toBe('band');
  });

  it('gives direct without parameters and referrer', () => {
    expect(deriveTrafficSource('', '')).toBe('direct');
  });
});

describe('sourceFromReferrer', () => {
  it.each([
    ['https://www.google.com/search?q=x', 'google'],
    ['https://www.google.co.kr/', 'google'],
    ['https://search.naver.com/', 'naver'],
    ['https://m.search.daum.net/', 'daum'],
    ['https://l.instagram.com/', 'instagram'],
    ['https://m.facebook.com/', 'facebook'],
    ['https://www.youtube.com/watch?v=1', 'youtube'],
    ['https://youtu.be/abc', 'youtube'],
    ['https://www.tiktok.com/@x', 'tiktok'],
    ['https://twitter.com/x', 'twitter'],
    ['https://t.co/abc', 'twitter'],
    ['https://accounts.kakao.com/', 'kakao'],
    ['https://band.us/band/1', 'band'],
    ['https://example.org/page', 'other_website'],
    ['https://notgoogle.com/', 'other_website'],
  ])('%s -> %s', (referrer, source) => {
    expect(sourceFromReferrer(referrer)).toBe(source);
  });

  it('gives unknown for an unparsable referrer', () => {
    expect(sourceFromReferrer('not a url')).toBe('unknown');
  });

  it('gives direct for no referrer', () => {
    expect(sourceFromReferrer('')).toBe('direct');
  });
});
