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

function payloadOf(token: string): unknown {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('Token has no payload');
  return JSON.parse(decodeBase64Url(payload));
}

/** Reads `username` and `role` from the token payload; throws when the token is malformed or expired. */
export function decodeTokenClaims(token: string, nowMs = Date.now()): TokenClaims {
  const claims: unknown = payloadOf(token);
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

/**
 * When this tab received its token, by its own clock (decision 101): the token's lifetime is counted from then, so a
 * computer whose clock is off still warns in time. Kept for the tab (sessionStorage), beside the spec's session data.
 */
const TOKEN_CLOCK_KEY = 'token-clock';
type TokenClock = { iat: number; exp: number; receivedAt: number };

function timesOf(token: string): { iat?: number; exp?: number } {
  try {
    const { iat, exp } = payloadOf(token) as Record<string, unknown>;
    return { ...(typeof iat === 'number' ? { iat } : {}), ...(typeof exp === 'number' ? { exp } : {}) };
  } catch {
    return {};
  }
}

function noteTokenReceived(token: string, nowMs: number): void {
  const { iat, exp } = timesOf(token);
  if (iat === undefined || exp === undefined) return;
  try {
    sessionStorage.setItem(TOKEN_CLOCK_KEY, JSON.stringify({ iat, exp, receivedAt: nowMs } satisfies TokenClock));
  } catch (error) {
    console.error('Noting when the token came failed', error);
  }
}

/**
 * When `token` stops being accepted, in this computer's time (ms): its lifetime counted from when this tab received
 * it; a token received elsewhere (another tab) by its `exp` on this computer's clock. Null for a token without `exp`.
 */
export function tokenEndsAt(token: string): number | null {
  const { iat, exp } = timesOf(token);
  if (exp === undefined) return null;
  try {
    const noted = JSON.parse(sessionStorage.getItem(TOKEN_CLOCK_KEY) ?? 'null') as TokenClock | null;
    if (noted && iat !== undefined && noted.iat === iat && noted.exp === exp) return noted.receivedAt + (exp - iat) * 1000;
  } catch {
    // An unreadable note: the token's own time.
  }
  return exp * 1000;
}

/** Stores a freshly issued token (local storage + cookie) and returns the decoded session. */
export function startSession(token: string, nowMs = Date.now()): Session {
  noteTokenReceived(token, nowMs);
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
  sessionStorage.removeItem(TOKEN_CLOCK_KEY);
  removeTokenCookie();
  return EMPTY_SESSION;
}
