import { QUERY_KEYS } from '@agency/contract/query-keys';
import { call } from '@shared/api/api-client';
import { useQuery } from '@site/lib/use-query';

/** GET /api/pageContent/fetchOneVideo/{videoId} (404 when there is no such video). */
export function useVideo(videoId: number | null) {
  return useQuery(videoId === null ? null : QUERY_KEYS.video(videoId), () => call('getVideo', { params: { videoId: videoId ?? 0 } }));
}
