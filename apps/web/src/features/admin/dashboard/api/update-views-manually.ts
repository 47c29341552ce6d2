import { apiClient } from '../../../../lib/api-client';

/** PUT /api/admin/artist/updateViewsManually: closes last month; answers a text for an alert. */
export async function updateViewsManually(): Promise<string> {
  const answer = await apiClient.put<unknown>('/admin/artist/updateViewsManually');
  if (typeof answer === 'string') return answer;
  if (answer && typeof answer === 'object' && 'message' in answer) return String((answer as { message: unknown }).message);
  return '업데이트가 완료되었습니다.';
}
