import { call } from '@shared/api/api-client';
import { startSession, type Session } from '@shared/session';

/** POST /api/loginProc (form-encoded); stores the token on success. Any failure throws. */
export async function login(username: string, password: string): Promise<Session> {
  const { accessToken } = await call('login', { body: { username, password } });
  if (typeof accessToken !== 'string' || accessToken === '') throw new Error('The login answer has no accessToken');
  return startSession(accessToken);
}
