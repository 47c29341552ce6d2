import { createContentVersion } from './content-version';
import { describe, expect, it } from 'vitest';
import { strongEtag } from '../plugins/etag';
import { createPublicReadCache } from './public-read-cache';

function manualTime() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

function counter<T>(values: T[]) {
  let calls = 0;
  return {
    load: async () => values[Math.min(calls++, values.length - 1)]!,
    calls: () => calls,
  };
}

describe('public read cache', () => {
  it('answers with the JSON text, its tag and the value', async () => {
    const cache = createPublicReadCache({ ttlMs: 1000, version: createContentVersion() });
    const answer = await cache.answer('a', async () => ({ id: 7, name: '서윤' }));
    expect(answer.value).toEqual({ id: 7, name: '서윤' });
    expect(answer.body).toBe('{"id":7,"name":"서윤"}');
    expect(answer.etag).toBe(strongEtag(answer.body));
  });

  it('reuses an answer for its time to live, then loads again', async () => {
    const clock = manualTime();
    const cache = createPublicReadCache({ ttlMs: 1000, now: clock.now, version: createContentVersion() });
    const source = counter(['first', 'second']);
    expect((await cache.answer('k', source.load)).value).toBe('first');
    clock.advance(999);
    expect((await cache.answer('k', source.load)).value).toBe('first');
    expect(source.calls()).toBe(1);
    clock.advance(1);
    expect((await cache.answer('k', source.load)).value).toBe('second');
    expect(source.calls()).toBe(2);
  });

  it('keeps keys apart', async () => {
    const cache = createPublicReadCache({ ttlMs: 1000, version: createContentVersion() });
    await cache.answer('a', async () => 'A');
    expect((await cache.answer('b', async () => 'B')).value).toBe('B');
    expect((await cache.answer('a', async () => 'other')).value).toBe('A');
  });

  it('shares one load among concurrent requests for the same key', async () => {
    const cache = createPublicReadCache({ ttlMs: 1000, version: createContentVersion() });
    let calls = 0;
    let release!: (value: string) => void;
    const load = () => {
      calls++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const waiting = [cache.answer('k', load), cache.answer('k', load), cache.answer('k', load)];
    release('once');
    const answers = await Promise.all(waiting);
    expect(calls).toBe(1);
    expect(answers.map((a) => a.value)).toEqual(['once', 'once', 'once']);
  });

  it('drops every answer on invalidate()', async () => {
    const cache = createPublicReadCache({ ttlMs: 60_000, version: createContentVersion() });
    const source = counter(['before', 'after']);
    await cache.answer('k', source.load);
    cache.invalidate();
    expect((await cache.answer('k', source.load)).value).toBe('after');
  });

  it('never serves a load that started before invalidate() to a later request', async () => {
    const cache = createPublicReadCache({ ttlMs: 60_000, version: createContentVersion() });
    let release!: (value: string) => void;
    const early = cache.answer('k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate();
    const late = cache.answer('k', async () => 'written');
    release('stale');
    expect((await early).value).toBe('stale');
    expect((await late).value).toBe('written');
    expect((await cache.answer('k', async () => 'unused')).value).toBe('written');
  });

  it('does not keep a failed load', async () => {
    const cache = createPublicReadCache({ ttlMs: 60_000, version: createContentVersion() });
    await expect(cache.answer('k', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect((await cache.answer('k', async () => 'recovered')).value).toBe('recovered');
  });

  it('holds at most maxEntries answers, dropping the oldest', async () => {
    const cache = createPublicReadCache({ ttlMs: 60_000, maxEntries: 2, version: createContentVersion() });
    await cache.answer('a', async () => 'a1');
    await cache.answer('b', async () => 'b1');
    await cache.answer('c', async () => 'c1');
    expect((await cache.answer('a', async () => 'a2')).value).toBe('a2');
    expect((await cache.answer('c', async () => 'c2')).value).toBe('c1');
  });

  it('loads every time when the time to live is 0', async () => {
    const cache = createPublicReadCache({ ttlMs: 0, version: createContentVersion() });
    const source = counter(['one', 'two']);
    await cache.answer('k', source.load);
    expect((await cache.answer('k', source.load)).value).toBe('two');
  });
});
