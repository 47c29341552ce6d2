import type { ArtistCard } from '@agency/contract/artists';
import { BOARD_NOT_FOUND, type ArtistSearchResult, type PublicBoard, type artistSearchQuerySchema } from '@agency/contract/boards';
import { matchesRosterFilter } from '@agency/contract/roster-filter';
import type { z } from 'zod';
import { NotFoundError } from '../../errors';

export type ArtistSearchQuery = z.output<typeof artistSearchQuerySchema>;

/**
 * One page of the visible roster under the filter (the public page's rules, roster-filter.ts), in roster order.
 * The roster is the cached getAll answer: even 500 artists filter in well under a millisecond, on either database.
 */
export function searchRoster(cards: ArtistCard[], boards: PublicBoard[], query: ArtistSearchQuery): ArtistSearchResult {
  const board = query.board.trim().toLowerCase();
  if (board && !boards.some((b) => b.slug === board)) throw new NotFoundError(BOARD_NOT_FOUND);
  const filter = { board, query: query.q, minHeight: query.minHeight ?? null, maxHeight: query.maxHeight ?? null };
  const matching = cards.filter((card) => matchesRosterFilter(card, filter));
  return { total: matching.length, artists: matching.slice(query.offset, query.offset + query.limit) };
}
