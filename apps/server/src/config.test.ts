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

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.7,::1,2001:db8::/32', ['10.0.0.0/8', '192.168.1.7', '::1', '2001:db8::/32']],
  ])('reads %s as Fastify reads trustProxy', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['yes', '10.0.0.300', '10.0.0.0/33', '::1/129', '10.0.0.1,', 'nginx', '-1'])('stops the start on %s, naming the key', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});
