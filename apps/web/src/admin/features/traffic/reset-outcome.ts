import { ApiError } from '@shared/api/api-client';
import { trafficTexts as t } from './traffic-texts';

/** The text shown after the manual update-and-reset failed: 409, the server's text, or the generic text. */
export function resetFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 409) return t.resetExists;
    if (typeof error.body === 'string' && error.body.trim() !== '') return error.body;
    if (error.body && typeof error.body === 'object' && 'message' in error.body) {
      const { message } = error.body as { message: unknown };
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
  }
  return t.resetFailed;
}
