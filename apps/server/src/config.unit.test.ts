import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { processorHosts } from './app-context';

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

describe('processorHosts (the privacy policy\'s processors)', () => {
  it('names the SMTP and S3 hosts only, never credentials, and nothing for what stays on this server', () => {
    expect(processorHosts(loadConfig({}))).toEqual({ mailHost: '', storageHost: '' });
    const s3 = { MEDIA_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', MEDIA_PUBLIC_BASE_URL: 'https://cdn.example.com' };
    expect(processorHosts(loadConfig({ SMTP_URL: 'smtps://user:secret@smtp.mail.example.com:465', ...s3, S3_REGION: 'ap-northeast-2' }))).toEqual({
      mailHost: 'smtp.mail.example.com',
      storageHost: 's3.ap-northeast-2.amazonaws.com',
    });
    expect(processorHosts(loadConfig({ ...s3, S3_ENDPOINT: 'https://objects.example.net' })).storageHost).toBe('objects.example.net');
  });
});

describe('the CDN, purge, Redis, counter and log settings (issue 20)', () => {
  const webhook = { PURGE_DRIVER: 'webhook', PURGE_WEBHOOK_URL: 'https://cdn.example/purge', PURGE_WEBHOOK_SECRET: 'x'.repeat(32), SITE_URL: 'https://agency.example' };

  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config.publicCache).toEqual({ sMaxAge: 60, staleWhileRevalidate: 60, staleIfError: 86_400 });
    expect(config.purge).toEqual({ driver: 'none' });
    expect(config.redisUrl).toBeUndefined();
    expect(config.counterFlushMs).toBe(1000);
    expect(config.log).toEqual({ slowMs: 1000, sampleRate: 0.01 });
  });

  it('reads a complete webhook or CloudFront purge', () => {
    expect(loadConfig(webhook).purge).toEqual({ driver: 'webhook', url: 'https://cdn.example/purge', secret: 'x'.repeat(32) });
    expect(loadConfig({ PURGE_DRIVER: 'cloudfront', CLOUDFRONT_DISTRIBUTION_ID: 'E2EXAMPLE', SITE_URL: 'https://agency.example' }).purge).toEqual({
      driver: 'cloudfront',
      distributionId: 'E2EXAMPLE',
    });
  });

  it.each([
    [{ ...webhook, PURGE_WEBHOOK_URL: '' }, /PURGE_WEBHOOK_URL/],
    [{ ...webhook, PURGE_WEBHOOK_SECRET: 'short' }, /PURGE_WEBHOOK_SECRET/],
    [{ ...webhook, SITE_URL: '' }, /SITE_URL/],
    [{ PURGE_DRIVER: 'cloudfront', SITE_URL: 'https://agency.example' }, /CLOUDFRONT_DISTRIBUTION_ID/],
    [{ PURGE_DRIVER: 'fastly' }, /PURGE_DRIVER/],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, /REDIS_URL/],
    [{ PUBLIC_CACHE_S_MAXAGE: '-1' }, /PUBLIC_CACHE_S_MAXAGE/],
    [{ COUNTER_FLUSH_MS: '20000' }, /COUNTER_FLUSH_MS/],
    [{ LOG_SAMPLE_RATE: '2' }, /LOG_SAMPLE_RATE/],
  ])('stops the start on %o, naming the key', (env, key) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(key);
  });
});
