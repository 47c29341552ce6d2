import { QUERY_KEYS } from '@agency/contract/query-keys';
import type { PageContentVideo } from '@agency/contract/page-content';
import { apiClient } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

/** Answer of fetchOneVideo: at least videoUrl and isYoutube (SPEC section 7); the rest when the server sends it. */
export type OneVideo = Pick<PageContentVideo, 'videoUrl' | 'isYoutube'> & Partial<PageContentVideo>;

/** GET /api/pageContent/fetchOneVideo/{videoId} */
export function getVideo(videoId: number): Promise<OneVideo | null> {
  return apiClient.get<OneVideo | null>(`/pageContent/fetchOneVideo/${videoId}`);
}

export function useVideo(videoId: number | null) {
  return useQuery(videoId === null ? null : QUERY_KEYS.video(videoId), () => getVideo(videoId ?? 0));
}
