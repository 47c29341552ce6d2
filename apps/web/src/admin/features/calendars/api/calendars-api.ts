import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@shared/api/api-client';
import { queryKeys } from '@admin/lib/query-keys';

/** The visible days of the calendar, both included (YYYY-MM-DD). */
export type DayRange = { from: string; to: string };

/** The roster to pick an artist from (hidden artists too). */
export function useArtistsForCalendar() {
  return useQuery({ queryKey: queryKeys.artists.management(), queryFn: () => call('listArtistsForManagement') });
}

/**
 * GET /api/admin/artists/{id}/calendar for the days on screen: held days (options with their rank, confirmations)
 * and unavailable periods. While another month loads, the one before stays on screen.
 */
export function useArtistCalendar(artistId: number, range: DayRange | undefined) {
  return useQuery({
    queryKey: queryKeys.jobs.artistCalendar(artistId, range?.from ?? '', range?.to ?? ''),
    queryFn: () => call('getArtistCalendar', { params: { id: artistId }, query: range }),
    enabled: range !== undefined && artistId > 0,
    placeholderData: keepPreviousData,
  });
}

function useInvalidateJobs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all });
}

/** POST /api/admin/artists/{id}/unavailable. */
export function useAddUnavailable(artistId: number) {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: (body: { from: string; to: string; note: string }) => call('addArtistUnavailable', { params: { id: artistId }, body }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/admin/artists/{id}/unavailable/{unavailableId}. */
export function useRemoveUnavailable(artistId: number) {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: (unavailableId: number) => call('removeArtistUnavailable', { params: { id: artistId, unavailableId } }),
    onSuccess: invalidate,
  });
}

/** GET /api/admin/calendar-feeds: the agency's feed first, then each artist's. */
export function useCalendarFeeds() {
  return useQuery({ queryKey: queryKeys.jobs.feeds(), queryFn: () => call('listCalendarFeeds') });
}

/** POST /api/admin/calendar-feeds/revoke: a new link for the scope; the old one stops working. Answers every feed. */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scope: string) => call('revokeCalendarFeed', { body: { scope } }),
    onSuccess: (feeds) => queryClient.setQueryData(queryKeys.jobs.feeds(), feeds),
  });
}
