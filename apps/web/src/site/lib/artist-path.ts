import { artistDisplayName } from '@agency/contract/artist-names';
import type { ArtistCard } from '@agency/contract/artists';
import { publicPagePath } from '@agency/contract/public-pages';

/** /artist/{urlName}; without urlName, the lower-cased English (else Korean) name with spaces as hyphens. */
export function artistPath(artist: Pick<ArtistCard, 'urlName' | 'engName' | 'korName'>): string {
  const slug = artist.urlName.trim() || artistDisplayName({ korName: artist.korName, engName: artist.engName }, 'en').toLowerCase().replace(/\s+/g, '-');
  return publicPagePath('artist', { urlName: slug });
}

export function sortByPriority<T extends { priority: number }>(artists: readonly T[]): T[] {
  return [...artists].sort((a, b) => a.priority - b.priority);
}
