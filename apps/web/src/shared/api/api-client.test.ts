// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endedSessionPath } from '@shared/session-ended';
import { ApiError, authFailureRedirect, call, onAuthFailure } from './api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(authFailureRedirect, 'go').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

function requestOf(fetchMock: ReturnType<typeof vi.fn>): [string, RequestInit] {
  return fetchMock.mock.calls[0] as unknown as [string, RequestInit];
}

describe('call', () => {
  it('takes method and path from the contract, fills and encodes path parameters, sends the bearer token', async () => {
    localStorage.setItem('token', 'abc');
    const fetchMock = vi.fn(async () => json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(call('getArtist', { params: { urlName: '한 a/b' } })).resolves.toEqual({ ok: true });
    const [url, init] = requestOf(fetchMock);
    expect(url).toBe('/api/artist/getDetails/%ED%95%9C%20a%2Fb');
    expect(init.method).toBe('GET');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer abc');
  });

  it('sends JSON bodies and query strings', async () => {
    const fetchMock = vi.fn(async () => json(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    await call('setArtistVisibility', { params: { id: 7 }, body: { isHidden: true } });
    const [url, init] = requestOf(fetchMock);
    expect([url, init.method, init.body]).toEqual(['/api/artist/7/visibility', 'PUT', '{"isHidden":true}']);
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    fetchMock.mockClear();
    await call('listInquiries', { query: { page: 2, pageSize: 20 } });
    expect(requestOf(fetchMock)[0]).toBe('/api/admin/inquiries?page=2&pageSize=20');
  });

  it('sends the login form-encoded (SPEC section 7)', async () => {
    const fetchMock = vi.fn(async () => json(200, { accessToken: 't' }));
    vi.stubGlobal('fetch', fetchMock);
    await call('login', { body: { username: 'admin', password: 'p&w' } });
    const [url, init] = requestOf(fetchMock);
    expect([url, init.method, init.body]).toEqual(['/api/loginProc', 'POST', 'username=admin&password=p%26w']);
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/x-www-form-urlencoded');
  });

  it.each([401, 403])('ends the session and goes home on %i, after the auth-failure handlers ran', async (status) => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('role', 'ROLE_ADMIN');
    localStorage.setItem('username', 'admin');
    const seen: string[] = [];
    const remove = onAuthFailure(async () => {
      seen.push(`handler saw token ${localStorage.getItem('token')}`);
    });
    vi.stubGlobal('fetch', vi.fn(async () => json(status, { message: 'Unauthorized' })));
    await expect(call('getViewsData')).rejects.toMatchObject({ status, message: 'Unauthorized' });
    remove();
    expect(seen).toEqual(['handler saw token abc']);
    expect(localStorage.length).toBe(0);
    expect(authFailureRedirect.go).toHaveBeenCalledWith('/');
  });

  it('notes the screen the session ended on, for the home page\'s way back (decision 101)', async () => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/admin/about/editPage?tab=2');
    localStorage.setItem('token', 'abc');
    vi.stubGlobal('fetch', vi.fn(async () => json(401, { message: 'Unauthorized' })));
    await expect(call('getViewsData')).rejects.toMatchObject({ status: 401 });
    expect(endedSessionPath()).toBe('/admin/about/editPage?tab=2');
    expect(authFailureRedirect.go).toHaveBeenCalledWith('/');
  });

  it('leaves the session alone when a sign-in call fails (a wrong password or two-factor code)', async () => {
    localStorage.setItem('token', 'old');
    vi.stubGlobal('fetch', vi.fn(async () => json(401, { message: 'Invalid' })));
    const error = await call('login', { body: { username: 'a', password: 'b' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    await expect(call('loginTwoFactor', { body: { challenge: 'c', code: '123456' } })).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('token')).toBe('old');
    expect(authFailureRedirect.go).not.toHaveBeenCalled();
  });

  it('turns a network failure into status 0 and reads text answers', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(call('listArtists')).rejects.toMatchObject({ status: 0, message: 'Failed to fetch' });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('월별 데이터', { status: 200, headers: { 'Content-Type': 'text/plain' } })));
    await expect(call('closeTrafficMonth')).resolves.toBe('월별 데이터');
  });
});
