import { describe, expect, it } from 'vitest';
import { createContentVersion } from './content-version';
import { createLastGood } from './last-good';

describe('createLastGood', () => {
  it('keeps the last value per key until the content version changes', () => {
    const version = createContentVersion();
    const copies = createLastGood<string>({ version, maxEntries: 10, maxBytes: 1000, sizeOf: (value) => value.length });
    copies.set('/', 'first', copies.stamp());
    copies.set('/', 'second', copies.stamp());
    copies.set('/about', 'about', copies.stamp());
    expect([copies.get('/'), copies.get('/about'), copies.get('/none')]).toEqual(['second', 'about', undefined]);
    const before = copies.stamp();
    version.bump();
    expect(copies.get('/')).toBeUndefined();
    // Made from content read before the change: not kept.
    copies.set('/', 'older', before);
    expect(copies.get('/')).toBeUndefined();
  });

  it('drops the oldest beyond its entries and bytes', () => {
    const copies = createLastGood<string>({ version: createContentVersion(), maxEntries: 2, maxBytes: 10, sizeOf: (value) => value.length });
    copies.set('a', 'aaaa', 0);
    copies.set('b', 'bbbb', 0);
    copies.set('c', 'cccc', 0);
    expect([copies.get('a'), copies.get('b'), copies.get('c')]).toEqual([undefined, 'bbbb', 'cccc']);
    copies.set('d', 'dddddddd', 0);
    expect([copies.get('b'), copies.get('c'), copies.get('d')]).toEqual([undefined, undefined, 'dddddddd']);
  });
});
