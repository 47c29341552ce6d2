import { API, type EndpointSchemas } from '@agency/contract/api';
import { DATE_RANGE_REVERSED } from '@agency/contract/common';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestAppWithAdmin } from '@test/build-test-app';

const app = useTestAppWithAdmin();

/** Every call of the API table whose query takes a day range `from`..`to` (found by its schema, not listed by hand). */
const RANGED = Object.entries(API as Record<string, EndpointSchemas & { method: string; path: string }>).filter(([, endpoint]) => {
  if (!endpoint.query || endpoint.method !== 'GET' || endpoint.path.includes(':')) return false;
  const properties = (z.toJSONSchema(endpoint.query, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> }).properties ?? {};
  return 'from' in properties && 'to' in properties;
});

describe('day ranges (issue 35)', () => {
  it('finds the history and the inbox (list and export) among the calls with a range', () => {
    expect(RANGED.map(([name]) => name).sort()).toEqual(expect.arrayContaining(['exportInquiries', 'listAudit', 'listInquiries']));
  });

  it.each(RANGED.map(([name, endpoint]) => [name, endpoint.path]))('%s answers 400 to a reversed range and 200 to one in order', async (_name, path) => {
    const get = (query: string) => app.t.app.inject({ method: 'GET', url: `${path}?${query}`, headers: app.auth });
    const reversed = await get('from=2026-11-12&to=2026-11-11');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({ message: DATE_RANGE_REVERSED });
    expect((await get('from=2026-11-11&to=2026-11-12')).statusCode).toBe(200);
    expect((await get('from=2026-11-12&to=2026-11-12')).statusCode).toBe(200);
  });
});

describe('messages in Korean (issue 35)', () => {
  it('the history retention refuses a bad value in Korean, naming the field', async () => {
    const res = await app.t.app.inject({ method: 'PUT', url: '/api/admin/audit-settings', headers: app.auth, payload: { retentionDays: 5 } });
    expect(res.statusCode).toBe(400);
    const { message } = res.json() as { message: string };
    expect(message).toMatch(/^retentionDays: /);
    expect(message).toMatch(/[가-힣]/);
    const preview = await app.t.app.inject({ method: 'GET', url: '/api/admin/audit-settings/preview?retentionDays=abc', headers: app.auth });
    expect(preview.statusCode).toBe(400);
    expect((preview.json() as { message: string }).message).toMatch(/^retentionDays: .*[가-힣]/);
  });

  it('an unknown field, a wrong type and a missing item answer in Korean', async () => {
    const unknown = await app.t.app.inject({ method: 'PUT', url: '/api/admin/audit-settings', headers: app.auth, payload: { retentionDays: 30, other: 1 } });
    expect((unknown.json() as { message: string }).message).toMatch(/[가-힣]/);
    const missing = await app.t.app.inject({ method: 'GET', url: '/api/admin/audit/999999999', headers: app.auth });
    expect((missing.json() as { message: string }).message).toMatch(/[가-힣]/);
    const image = await app.t.app.inject({ method: 'GET', url: '/img/640/media/none.jpg' });
    expect((image.json() as { message: string }).message).toMatch(/[가-힣]/);
  });

  it('a public call answers zod\'s own messages in Korean and English', async () => {
    const res = await app.t.app.inject({ method: 'POST', url: '/api/traffic/track', payload: { source: 5 } });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toMatch(/^source: .*[가-힣].* \/ source: [^가-힣]+$/);
  });
});

