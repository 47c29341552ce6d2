import type { LoginResponse } from '@agency/contract/auth';
import { apiRequest } from '../../../../lib/api-client';
import { startSession, type Session } from '../../../../lib/session';

/** POST /api/loginProc (form-encoded); stores the token on success. Any failure throws. */
export async function login(username: string, password: string): Promise<Session> {
  const answer = await apiRequest<LoginResponse>('/loginProc', { method: 'POST', form: { username, password } });
  if (!answer || typeof answer.accessToken !== 'string' || answer.accessToken === '') {
    throw new Error('The login answer has no accessToken');
  }
  return startSession(answer.accessToken);
}
