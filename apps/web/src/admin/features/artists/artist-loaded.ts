import type { UpdateArtistRequest } from '@agency/contract/artists';

type Place = { priority?: number; boardIds?: (number | undefined)[] };

const sameBoards = (a: readonly (number | undefined)[], b: readonly (number | undefined)[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * The priority and boards an edit's save names as the form read them (decision 106), from what the form may have
 * started each field from: the content it was filled with last (`defaults`: a background read refills a field left
 * alone) and the content its version was read with (`base`: a restored draft's). A field equal to one of them was left
 * alone (the server keeps the stored one, a reorder meanwhile stays); a changed one names the base it was changed from.
 */
export function withLoaded(request: UpdateArtistRequest, { base, defaults }: { base: Place | undefined; defaults: Place | undefined }): UpdateArtistRequest {
  const sources = [defaults, base].filter((source): source is Place => source !== undefined);
  const from = base ?? defaults;
  const priority = sources.find((source) => source.priority === request.priority)?.priority ?? from?.priority;
  const sent = request.boardIds ?? [];
  const boardIds = sources.find((source) => source.boardIds !== undefined && sameBoards(source.boardIds, sent))?.boardIds ?? from?.boardIds;
  if (priority === undefined || boardIds === undefined) return request;
  return { ...request, loaded: { priority, boardIds: boardIds.filter((id): id is number => id !== undefined) } };
}
