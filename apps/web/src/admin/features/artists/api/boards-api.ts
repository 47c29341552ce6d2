import type { BoardInput } from '@agency/contract/boards';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@shared/api/api-client';
import { queryKeys } from '@admin/lib/query-keys';

/** GET /api/admin/boards: every board in its order, hidden ones too. */
export function useBoards() {
  return useQuery({ queryKey: queryKeys.boards, queryFn: () => call('listBoardsForAdmin') });
}

/** After a board write: the boards and the artists' lists (their boards) are read anew. */
function useInvalidateBoards() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.boards }), queryClient.invalidateQueries({ queryKey: queryKeys.artists.all })]);
}

/** POST /api/admin/boards, or PUT /api/admin/boards/{id} from `version`. */
export function useSaveBoard() {
  const invalidate = useInvalidateBoards();
  return useMutation({
    mutationFn: ({ id, input, version }: { id?: number; input: BoardInput; version?: number }) =>
      id === undefined ? call('createBoard', { body: input }) : call('updateBoard', { params: { id }, body: input, ifMatch: version }),
    onSuccess: invalidate,
  });
}

export function useDeleteBoard() {
  const invalidate = useInvalidateBoards();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) => call('deleteBoard', { params: { id }, ifMatch: version }),
    onSuccess: invalidate,
  });
}

/** PUT /api/admin/boards/order: every board's id in the new order, on the order's `version` the list was read at (decision 106). */
export function useOrderBoards() {
  const invalidate = useInvalidateBoards();
  return useMutation({ mutationFn: ({ ids, version }: { ids: number[]; version: number }) => call('orderBoards', { body: { ids }, ifMatch: version }), onSuccess: invalidate });
}
