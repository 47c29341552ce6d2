// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, authFailureRedirect } from './api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(authFailureRedirect, 'go').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('prefixes /api and sends the bearer token', async () => {
    localStorage.setItem('token', 'abc');
    const fetchMock = vi.fn(async () => json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/artist/getAll')).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/artist/getAll');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer abc');
  });

  it.each([401, 403])('ends the session and goes home on %i', async (status) => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('role', 'ROLE_ADMIN');
    localStorage.setItem('username', 'admin');
    vi.stubGlobal('fetch', vi.fn(async () => json(status, { message: 'Unauthorized' })));
    await expect(apiRequest('/admin/x')).rejects.toMatchObject({ status, message: 'Unauthorized' });
    expect(localStorage.length).toBe(0);
    expect(authFailureRedirect.go).toHaveBeenCalledWith('/');
  });

  it('leaves the session alone when the login call fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(401, { message: 'Invalid' })));
    const error = await apiRequest('/loginProc', { method: 'POST', form: { username: 'a', password: 'b' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(authFailureRedirect.go).not.toHaveBeenCalled();
  });
});
