import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('PUBLIC_READ_CACHE_MS', () => {
  it('defaults to one second and accepts 0 (no reuse)', () => {
    expect(loadConfig({}).publicReadCacheMs).toBe(1000);
    expect(loadConfig({ PUBLIC_READ_CACHE_MS: '0' }).publicReadCacheMs).toBe(0);
    expect(loadConfig({ PUBLIC_READ_CACHE_MS: '250' }).publicReadCacheMs).toBe(250);
  });

  it.each(['-1', '1.5', 'soon', '60001'])('stops the start on %s, naming the key', (value) => {
    expect(() => loadConfig({ PUBLIC_READ_CACHE_MS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLIC_READ_CACHE_MS: value })).toThrow(/PUBLIC_READ_CACHE_MS/);
  });
});
