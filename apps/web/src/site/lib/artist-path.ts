import type { ArtistCard } from '@agency/contract/artists';

/** /artist/{urlName}; without urlName, the lower-cased English (else Korean) name with spaces as hyphens. */
export function artistPath(artist: Pick<ArtistCard, 'urlName' | 'engName' | 'korName'>): string {
  const slug = artist.urlName.trim() || (artist.engName.trim() || artist.korName.trim()).toLowerCase().replace(/\s+/g, '-');
  return `/artist/${encodeURIComponent(slug)}`;
}

export function sortByPriority<T extends { priority: number }>(artists: readonly T[]): T[] {
  return [...artists].sort((a, b) => a.priority - b.priority);
}
