import { useEffect } from 'react';
import { call } from '@shared/api/api-client';
import { afterFirstScreen } from '@site/lib/after-first-screen';

/**
 * Counts this visit of the artist's page once its first screen is drawn (docs/decisions/087): the page and its
 * data may come from a CDN, the beacon always reaches the server. A lost beacon only loses a view, so its failure
 * is not the visitor's concern.
 */
export function useArtistViewBeacon(urlName: string, shown: boolean): void {
  useEffect(() => {
    if (!shown) return;
    return afterFirstScreen(() => void call('countArtistView', { params: { urlName } }).catch(() => undefined));
  }, [urlName, shown]);
}
