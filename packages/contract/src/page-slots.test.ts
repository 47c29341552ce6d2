import { describe, expect, it } from 'vitest';
import { PAGE_CONTENT_SLOTS, type PageContent, type PageContentCode } from './page-content';
import { ABOUT_SLOTS, COMPANY_SLOTS, CONTACT_SLOTS, FEATURED_ARTISTS_MAX, HOME_SLOTS, INFO_SLOTS, LINK_SLOTS, SEARCH_SLOTS, featuredArtistNames, readSlots } from './page-slots';

/** Every slot number written in a map (numbers and the ko/en of bilingual slots), images apart. */
function numbersIn(value: unknown, key = ''): { texts: number[]; images: number[] } {
  if (typeof value === 'number') return /image/i.test(key) ? { texts: [], images: [value] } : { texts: [value], images: [] };
  if (value === null || typeof value !== 'object') return { texts: [], images: [] };
  const found = { texts: [] as number[], images: [] as number[] };
  for (const [childKey, child] of Object.entries(value)) {
    const inner = numbersIn(child, /image/i.test(key) ? key : childKey);
    found.texts.push(...inner.texts);
    found.images.push(...inner.images);
  }
  return found;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const maps: [PageContentCode, unknown][] = [
  ['ABOUT_INFO', ABOUT_SLOTS],
  ['PRODUCTION_INFO', INFO_SLOTS],
  ['NEWS_INFO', INFO_SLOTS],
  ['CONTACT_INFO', CONTACT_SLOTS],
  ['LINK_INFO', LINK_SLOTS],
  ['COMPANY_INFO', COMPANY_SLOTS],
  ['HOME_SECTIONS', HOME_SLOTS],
  ['SEARCH_INFO', SEARCH_SLOTS],
];

describe('slot maps', () => {
  it.each(maps)('%s names each slot of SPEC section 9 exactly once', (code, map) => {
    const { texts, images } = numbersIn(map);
    expect(texts.sort((a, b) => a - b)).toEqual(range(PAGE_CONTENT_SLOTS[code].texts));
    expect(images.sort((a, b) => a - b)).toEqual(range(PAGE_CONTENT_SLOTS[code].images));
  });

  it('reads texts and images by position in priority order', () => {
    const content: PageContent = {
      code: 'NEWS_INFO',
      version: 1,
      pageContentTexts: [
        { id: 9, priority: 40, description: 'NEWS' },
        { id: 8, priority: 30, description: '뉴스' },
        { id: 7, priority: 20, description: 'English text' },
        { id: 6, priority: 10, description: '한국어 설명' },
      ],
      pageContentImages: [{ id: 1, priority: 5, imageUrl: '/media/news/top.jpg' }],
      pageContentVideos: [],
    };
    const slots = readSlots(content);
    expect(slots.localized(INFO_SLOTS.title, 'ko')).toBe('뉴스');
    expect(slots.localized(INFO_SLOTS.title, 'en')).toBe('NEWS');
    expect(slots.localized(INFO_SLOTS.description, 'en')).toBe('English text');
    expect(slots.image(INFO_SLOTS.image)).toBe('/media/news/top.jpg');
    expect(slots.text(99)).toBe('');
    expect(readSlots(undefined).text(1)).toBe('');
  });
});

describe('featured artists slot', () => {
  it('lists URL names separated by commas or spaces, in order, without repeats or empty names', () => {
    expect(featuredArtistNames(' seo-yoon, ha-rin\n  do-hyun,,seo-yoon ')).toEqual(['seo-yoon', 'ha-rin', 'do-hyun']);
    expect(featuredArtistNames('   ')).toEqual([]);
  });

  it(`keeps at most ${FEATURED_ARTISTS_MAX} names`, () => {
    const names = Array.from({ length: FEATURED_ARTISTS_MAX + 3 }, (_, i) => `artist-${i}`);
    expect(featuredArtistNames(names.join(','))).toEqual(names.slice(0, FEATURED_ARTISTS_MAX));
  });
});
