import type { UpdateArtistRequest } from '@agency/contract/artists';
import { describe, expect, it } from 'vitest';
import { withLoaded } from './artist-loaded';

const request = (priority: number, boardIds: number[]) => ({ urlName: 'a', korName: '가', priority, boardIds }) as UpdateArtistRequest;

describe('the priority and boards a save names as read (decision 106)', () => {
  it('names the value a field left alone was filled with: after a background read, the latest; after a draft, its base', () => {
    // A reorder read in the background refilled the priority (3 → 0); the base is still the version's (3).
    expect(withLoaded(request(0, [1]), { base: { priority: 3, boardIds: [1] }, defaults: { priority: 0, boardIds: [1] } }).loaded).toEqual({ priority: 0, boardIds: [1] });
    // A restored draft keeps the priority it was read with (3) while the form was filled with the latest (0).
    expect(withLoaded(request(3, [2, 1]), { base: { priority: 3, boardIds: [1, 2] }, defaults: { priority: 0, boardIds: [1] } }).loaded).toEqual({ priority: 3, boardIds: [1, 2] });
  });

  it('names the base a changed field was changed from', () => {
    expect(withLoaded(request(7, [1, 5]), { base: { priority: 3, boardIds: [1] }, defaults: { priority: 0, boardIds: [2] } }).loaded).toEqual({ priority: 3, boardIds: [1] });
    expect(withLoaded(request(7, []), { base: undefined, defaults: { priority: 0, boardIds: [2] } }).loaded).toEqual({ priority: 0, boardIds: [2] });
  });

  it('sends the request as it is when nothing was read', () => {
    expect(withLoaded(request(1, []), { base: undefined, defaults: undefined })).toEqual(request(1, []));
  });
});
