import type { AuditListQuery } from '@agency/contract/audit';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@shared/api/api-client';
import { queryKeys } from '@admin/lib/query-keys';

const HISTORY_KEY = ['history'] as const;

export type HistoryFilter = Pick<AuditListQuery, 'username' | 'target' | 'from' | 'to'>;

/** GET /api/admin/audit: the filtered history, newest first, a page at a time ("더 보기"). */
export function useHistory(filter: HistoryFilter) {
  return useInfiniteQuery({
    queryKey: [...HISTORY_KEY, 'list', filter],
    queryFn: ({ pageParam }) => call('listAudit', { query: { ...filter, ...(pageParam ? { before: pageParam } : {}) } }),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
}

/** GET /api/admin/audit/{id}: one change with the states before and after. */
export function useHistoryEntry(id: number) {
  return useQuery({ queryKey: [...HISTORY_KEY, 'entry', id], queryFn: () => call('getAuditEntry', { params: { id } }) });
}

/** POST /api/admin/audit/{id}/restore; a restore may change anything the admin shows, so every cached read is renewed. */
export function useRestore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, force }: { id: number; force: boolean }) => call('restoreAuditEntry', { params: { id }, body: { force } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

const SETTINGS_KEY = [...HISTORY_KEY, 'settings'] as const;

/** GET /api/admin/audit-settings/preview (full admins): what a retention of `days` would delete now (decision 102). */
export function previewRetention(days: number) {
  return call('previewAuditRetention', { query: { retentionDays: days } });
}

/** GET and PUT /api/admin/audit-settings (full admins): how long the history is kept. */
export function useHistorySettings(enabled: boolean) {
  const queryClient = useQueryClient();
  return {
    settings: useQuery({ queryKey: SETTINGS_KEY, queryFn: () => call('getAuditSettings'), enabled }),
    update: useMutation({
      mutationFn: (retentionDays: number | null) => call('updateAuditSettings', { body: { retentionDays } }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: HISTORY_KEY }),
    }),
  };
}

/**
 * The names a history shows instead of ids and usernames (decision 108): the artists and boards as the admin lists
 * them now, and the people's display names from the history list.
 */
export function useHistoryNameLists() {
  const artists = useQuery({ queryKey: queryKeys.artists.management(), queryFn: () => call('listArtistsForManagement') });
  const boards = useQuery({ queryKey: queryKeys.boards, queryFn: () => call('listBoardsForAdmin') });
  const people = useQuery({ queryKey: [...HISTORY_KEY, 'people'], queryFn: () => call('listAudit', { query: { limit: 1 } }), select: (list) => list.names });
  return { artists: artists.data, boards: boards.data, people: people.data };
}
