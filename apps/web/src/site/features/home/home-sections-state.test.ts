import { describe, expect, it } from 'vitest';
import type { PageContent } from '@agency/contract/page-content';
import { HOME_SLOTS } from '@agency/contract/page-slots';
import { anySectionOn, FEATURED_DEFAULT_COUNT, homeSectionSwitches, pickFeaturedArtists } from './home-sections-state';

function homeContent(values: Record<number, string>): PageContent {
  const texts = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, priority: i + 1, description: values[i + 1] ?? '' }));
  return { code: 'HOME_SECTIONS', version: 1, pageContentTexts: texts, pageContentImages: [], pageContentVideos: [] };
}

const roster = ['a', 'b', 'c', 'd', 'e', 'f'].map((urlName, i) => ({ urlName, priority: 10 - i }));

describe('home section switches', () => {
  it('are all off for a site that never saved them', () => {
    expect(homeSectionSwitches(undefined)).toEqual({ featured: false, production: false, casting: false });
    expect(anySectionOn(homeSectionSwitches(undefined))).toBe(false);
  });

  it('reads each switch from its slot', () => {
    const switches = homeSectionSwitches(homeContent({ [HOME_SLOTS.production.enabled]: 'on', [HOME_SLOTS.casting.enabled]: ' on ' }));
    expect(switches).toEqual({ featured: false, production: true, casting: true });
    expect(anySectionOn(switches)).toBe(true);
  });
});

describe('featured artists', () => {
  it('are the roster’s first in priority order when none is named', () => {
    expect(pickFeaturedArtists(roster, '').map((a) => a.urlName)).toEqual(['f', 'e', 'd', 'c'].slice(0, FEATURED_DEFAULT_COUNT));
  });

  it('are the named ones in the admin’s order, skipping names not in the public roster, whatever their case', () => {
    expect(pickFeaturedArtists(roster, 'C, hidden-one, a,B').map((a) => a.urlName)).toEqual(['c', 'a', 'b']);
  });
});
