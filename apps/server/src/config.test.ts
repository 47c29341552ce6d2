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
