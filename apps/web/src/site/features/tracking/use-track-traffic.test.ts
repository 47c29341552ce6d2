// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordTrafficSource, TRAFFIC_TRACKED_KEY } from './use-track-traffic';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('recordTrafficSource', () => {
  it('sends the source once per session, setting the flag after the call', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await recordTrafficSource('?utm_source=Naver_AD', '');
    await recordTrafficSource('?utm_source=other', '');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ source: 'naver_ad' });
    expect(sessionStorage.getItem(TRAFFIC_TRACKED_KEY)).not.toBeNull();
  });

  it('logs failures to the console only and does not set the flag', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500 })));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await recordTrafficSource('', '');
    expect(log).toHaveBeenCalled();
    expect(sessionStorage.getItem(TRAFFIC_TRACKED_KEY)).toBeNull();
  });
});
