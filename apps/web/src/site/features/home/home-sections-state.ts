import type { ArtistCard } from '@agency/contract/artists';
import type { PageContent } from '@agency/contract/page-content';
import { featuredArtistNames, HOME_SLOTS, readSlots, SWITCH_ON } from '@agency/contract/page-slots';
import { sortByPriority } from '@site/lib/artist-path';

/** Cards the featured section shows when the admin named none: the roster's first row on a wide screen. */
export const FEATURED_DEFAULT_COUNT = 4;
/** Production videos the home shows: the first of the production page, in its order. */
export const LATEST_PRODUCTION_COUNT = 3;

export type HomeSectionSwitches = { featured: boolean; production: boolean; casting: boolean };

/** Which optional home sections are switched on (all off for a site that never saved HOME_SECTIONS). */
export function homeSectionSwitches(content: PageContent | undefined): HomeSectionSwitches {
  const slots = readSlots(content);
  const on = (slot: number) => slots.text(slot).trim() === SWITCH_ON;
  return { featured: on(HOME_SLOTS.featured.enabled), production: on(HOME_SLOTS.production.enabled), casting: on(HOME_SLOTS.casting.enabled) };
}

export function anySectionOn(switches: HomeSectionSwitches): boolean {
  return switches.featured || switches.production || switches.casting;
}

/**
 * The artists of the featured section: the ones the admin named, in that order (names of hidden or deleted
 * artists are not in the public roster and are skipped), or the roster's first ones when none is named.
 */
export function pickFeaturedArtists<T extends Pick<ArtistCard, 'urlName' | 'priority'>>(roster: readonly T[], namesText: string): T[] {
  const names = featuredArtistNames(namesText);
  if (names.length === 0) return sortByPriority(roster).slice(0, FEATURED_DEFAULT_COUNT);
  const byName = new Map(roster.map((artist) => [artist.urlName.toLowerCase(), artist]));
  return names.flatMap((name) => byName.get(name.toLowerCase()) ?? []);
}
