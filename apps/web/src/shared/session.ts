import type { TokenClaims } from '@agency/contract/auth';

/** SPEC section 4: the bearer token lives in local storage and in a cookie named `token`. */
export const TOKEN_KEY = 'token';
export const ROLE_KEY = 'role';
export const USERNAME_KEY = 'username';
const COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;

export type Session = { token: string; username: string; role: string };

const EMPTY_SESSION: Session = { token: '', username: '', role: '' };

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads `username` and `role` from the token payload; throws when the token is malformed or expired. */
export function decodeTokenClaims(token: string, nowMs = Date.now()): TokenClaims {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('Token has no payload');
  const claims: unknown = JSON.parse(decodeBase64Url(payload));
  if (typeof claims !== 'object' || claims === null) throw new Error('Token payload is not an object');
  const { username, role, exp } = claims as Record<string, unknown>;
  if (typeof username !== 'string' || typeof role !== 'string') throw new Error('Token lacks username or role');
  if (exp !== undefined && (typeof exp !== 'number' || exp * 1000 <= nowMs)) throw new Error('Token has expired');
  return { username, role, ...(typeof exp === 'number' ? { exp } : {}) };
}

/** Decodes a token into a session; an undecodable token gives empty username and role (logged). */
export function sessionFromToken(token: string): Session {
  try {
    const { username, role } = decodeTokenClaims(token);
    return { token, username, role };
  } catch (error) {
    console.error('Could not decode the stored token', error);
    return { token, username: '', role: '' };
  }
}

function writeTokenCookie(token: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TOKEN_KEY}=${encodeURIComponent(token)}; Max-Age=${COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

function removeTokenCookie(): void {
  document.cookie = `${TOKEN_KEY}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/** Stores a freshly issued token (local storage + cookie) and returns the decoded session. */
export function startSession(token: string): Session {
  const session = sessionFromToken(token);
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USERNAME_KEY, session.username);
  localStorage.setItem(ROLE_KEY, session.role);
  writeTokenCookie(token);
  return session;
}

/** Restores the session from local storage on load. */
export function readSession(): Session {
  const token = localStorage.getItem(TOKEN_KEY);
  return token ? sessionFromToken(token) : EMPTY_SESSION;
}

export function getStoredToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/** Logout: removes token, username and role from storage and the token cookie. */
export function endSession(): Session {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USERNAME_KEY);
  localStorage.removeItem(ROLE_KEY);
  removeTokenCookie();
  return EMPTY_SESSION;
}
