import { loginRefusalSchema, loginRefusalText } from '@agency/contract/login-refusal';
import type { TwoFactorSetup } from '@agency/contract/two-factor';
import { ApiError, call } from '@shared/api/api-client';
import { startSession, type Session } from '@shared/session';

/** Where the password step leads: signed in, or to the second step (a code, or setting two-factor sign-in up first). */
export type LoginStep = { session: Session } | { twoFactor: 'code' | 'enrol'; challenge: string };

function sessionOf(accessToken: string): Session {
  if (typeof accessToken !== 'string' || accessToken === '') throw new Error('The login answer has no accessToken');
  return startSession(accessToken);
}

/** POST /api/loginProc (form-encoded); stores the token when there is no second step. Any failure throws. */
export async function login(username: string, password: string): Promise<LoginStep> {
  const answer = await call('login', { body: { username, password } });
  if ('challenge' in answer) return { twoFactor: answer.twoFactor, challenge: answer.challenge };
  return { session: sessionOf(answer.accessToken) };
}

/** POST /api/loginProc/two-factor: the app's code or a recovery code; stores the token. */
export async function loginWithCode(challenge: string, code: string): Promise<Session> {
  const { accessToken } = await call('loginTwoFactor', { body: { challenge, code } });
  return sessionOf(accessToken);
}

/** POST /api/loginProc/two-factor/setup: the QR code for an account that must set it up to sign in. */
export function setupAtLogin(challenge: string): Promise<TwoFactorSetup> {
  return call('loginTwoFactorSetup', { body: { challenge } });
}

/** POST /api/loginProc/two-factor/enrol: turns it on with the first code; stores the token, answers the recovery codes. */
export async function enrolAtLogin(challenge: string, code: string): Promise<string[]> {
  const { accessToken, recoveryCodes } = await call('loginTwoFactorEnrol', { body: { challenge, code } });
  sessionOf(accessToken);
  return recoveryCodes;
}

/**
 * The Korean line under the spec's red line when a sign-in was refused for another reason than a wrong password
 * (decision 104): a disabled account, or too many tries with the time to wait. Null for a wrong password or any other
 * failure.
 */
export function loginRefusalReason(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const refusal = loginRefusalSchema.safeParse(error.body);
  if (!refusal.success || !refusal.data.reason) return null;
  return loginRefusalText(refusal.data.reason, refusal.data.retryAfterSeconds);
}
