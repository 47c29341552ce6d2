import { describe, expect, it } from 'vitest';
import { createContentVersion } from './content-version';
import { createVersionedCache } from './versioned-cache';

describe('versioned cache', () => {
  it('loads once per key and content version', async () => {
    const version = createContentVersion();
    const cache = createVersionedCache<string>({ ttlMs: 60_000, version });
    let loads = 0;
    const load = async () => `page ${++loads}`;
    expect(await cache.get('/a', load)).toBe('page 1');
    expect(await cache.get('/a', load)).toBe('page 1');
    version.bump();
    expect(await cache.get('/a', load)).toBe('page 2');
  });

  it('drops the oldest values once they take more than maxBytes', async () => {
    const cache = createVersionedCache<string>({ ttlMs: 60_000, version: createContentVersion(), maxBytes: 25, sizeOf: (value) => value.length });
    let loads = 0;
    const load = (text: string) => async () => {
      loads += 1;
      return text;
    };
    await cache.get('/a', load('aaaaaaaaaa'));
    await cache.get('/b', load('bbbbbbbbbb'));
    await cache.get('/c', load('cccccccccc'));
    expect(loads).toBe(3);
    // /a went out to make room for /c; /b and /c are still kept.
    await cache.get('/b', load('x'));
    await cache.get('/c', load('x'));
    expect(loads).toBe(3);
    expect(await cache.get('/a', load('again'))).toBe('again');
    expect(loads).toBe(4);
  });
});
