import { z } from 'zod';
import { ACCOUNT_DISABLED } from './accounts';

/**
 * Why a sign-in was refused when it was not (only) a wrong password (decision 104): the account is disabled (said only
 * to someone who gave its right password), or too many tries were made and the next one must wait.
 */
export const LOGIN_REFUSAL_REASONS = ['disabled', 'locked'] as const;
export type LoginRefusalReason = (typeof LOGIN_REFUSAL_REASONS)[number];

/**
 * The body of a refused POST /api/loginProc (and of its two-factor steps): `message` as every error answers it, and
 * beside it the machine-readable reason, its Korean text for the login screen's second line, and for `locked` the
 * seconds to wait (the same as the Retry-After header). A wrong password answers `message` alone.
 */
export const loginRefusalSchema = z.object({
  message: z.string(),
  reason: z.enum(LOGIN_REFUSAL_REASONS).optional(),
  reasonText: z.string().optional(),
  retryAfterSeconds: z.number().int().positive().optional(),
});

/** The Korean line for a reason: whole minutes to wait (rounded up), or seconds under a minute. */
export function loginRefusalText(reason: LoginRefusalReason, retryAfterSeconds = 0): string {
  if (reason === 'disabled') return ACCOUNT_DISABLED;
  const wait = retryAfterSeconds < 60 ? `${Math.max(1, retryAfterSeconds)}초` : `${Math.ceil(retryAfterSeconds / 60)}분`;
  return `로그인 시도가 너무 많습니다. ${wait} 후 다시 시도하세요.`;
}
