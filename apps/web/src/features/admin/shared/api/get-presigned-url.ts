import type { PresignResponse } from '@agency/contract/media';
import { apiClient } from '../../../../lib/api-client';

/** POST /api/s3/getPreSignedUrl: where to PUT a file, with which content type, and its public address. */
export function getPresignedUrl(path: string): Promise<PresignResponse> {
  return apiClient.post<PresignResponse>('/s3/getPreSignedUrl', { path });
}
