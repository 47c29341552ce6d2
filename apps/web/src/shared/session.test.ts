// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeTokenClaims, endSession, readSession, startSession, tokenEndsAt } from './session';

function base64Url(value: string): string {
  const bytes = new TextEncoder().encode(value);
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function token(claims: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256' }))}.${base64Url(JSON.stringify(claims))}.signature`;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'token=; Max-Age=0; Path=/';
});

describe('decodeTokenClaims', () => {
  it('reads username and role, including non-ASCII text', () => {
    expect(decodeTokenClaims(token({ username: '관리자', role: 'ROLE_ADMIN' }))).toEqual({ username: '관리자', role: 'ROLE_ADMIN' });
  });

  it('rejects expired and malformed tokens', () => {
    expect(() => decodeTokenClaims(token({ username: 'a', role: 'r', exp: 1 }))).toThrow(/expired/);
    expect(() => decodeTokenClaims('garbage')).toThrow();
    expect(() => decodeTokenClaims(token({ role: 'r' }))).toThrow();
  });
});

describe('session storage', () => {
  it('stores the token in local storage and a cookie, and restores it', () => {
    const value = token({ username: 'admin', role: 'ROLE_ADMIN', exp: Date.now() / 1000 + 3600 });
    expect(startSession(value)).toEqual({ token: value, username: 'admin', role: 'ROLE_ADMIN' });
    expect(localStorage.getItem('token')).toBe(value);
    expect(localStorage.getItem('role')).toBe('ROLE_ADMIN');
    expect(document.cookie).toContain(`token=${value}`);
    expect(readSession().username).toBe('admin');
  });

  it('gives empty username and role for an undecodable token and logs it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('token', 'not-a-token');
    expect(readSession()).toEqual({ token: 'not-a-token', username: '', role: '' });
    expect(log).toHaveBeenCalled();
  });

  it('clears everything on logout', () => {
    startSession(token({ username: 'admin', role: 'ROLE_ADMIN' }));
    endSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('username')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
    expect(document.cookie).not.toContain('token=');
  });
});

describe('tokenEndsAt', () => {
  const now = Math.floor(Date.now() / 1000);
  const issuedAt = (iat: number) => token({ username: 'admin', role: 'ROLE_ADMIN', iat, exp: iat + 86_400 });

  it('counts the token\'s lifetime from when this tab received it, whatever this computer\'s clock says', () => {
    // The server issued it an hour ago by this computer's clock (the clocks disagree): it ends a day after it came.
    const issued = issuedAt(now - 3600);
    const receivedAt = Date.now();
    startSession(issued, receivedAt);
    expect(tokenEndsAt(issued)).toBe(receivedAt + 86_400_000);
  });

  it('takes the token\'s own expiry for a token this tab did not receive, and nothing without one', () => {
    const other = issuedAt(now - 60);
    startSession(issuedAt(now - 120), Date.now());
    expect(tokenEndsAt(other)).toBe((now - 60 + 86_400) * 1000);
    expect(tokenEndsAt(token({ username: 'admin', role: 'ROLE_ADMIN' }))).toBeNull();
    expect(tokenEndsAt('garbage')).toBeNull();
  });

  it('forgets the note on logout', () => {
    const issued = issuedAt(now - 3600);
    startSession(issued, Date.now());
    endSession();
    expect(tokenEndsAt(issued)).toBe((now - 3600 + 86_400) * 1000);
  });
});
