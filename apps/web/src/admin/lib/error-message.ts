import { ApiError } from '@shared/api/api-client';

/** The server's `{message}` (already extracted by the shared client) or the local error's message. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

export function statusOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** "저장에 실패했습니다: ..." and the like: a fixed prefix followed by the reason. */
export function withReason(prefix: string, error: unknown): string {
  const reason = errorMessage(error);
  return reason ? `${prefix} ${reason}` : prefix;
}
