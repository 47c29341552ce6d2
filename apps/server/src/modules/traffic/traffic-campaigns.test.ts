import { ROLE_EDITOR } from '@agency/contract/auth';
import {
  MAX_TRAFFIC_CAMPAIGNS,
  TRAFFIC_CAMPAIGN_EXISTS,
  TRAFFIC_CAMPAIGN_LIMIT,
  TRAFFIC_CAMPAIGN_NAMED_SOURCE,
  TRAFFIC_CAMPAIGN_NOT_FOUND,
} from '@agency/contract/traffic';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN, type TestApp } from '@test/build-test-app';
import { hashPassword } from '../auth/password';
import { upsertUser } from '../auth/users-repository';
import { MAX_NEW_SOURCES_PER_DAY, MAX_NEW_SOURCES_PER_NETWORK_PER_DAY, MAX_SOURCES } from './traffic-service';

/**
 * The budget of new traffic-source names (decisions 071, 095): per address and per network (IPv4 /24, IPv6 /64), and
 * campaign names staff register, which always count.
 */
let t: TestApp;
/** Headers of a staff member's fresh token (the test clock moves across days; a token lasts one). */
type Who = 'admin' | 'marketer';
const as = async (who: Who) => {
  const password = who === 'admin' ? TEST_ADMIN.password : 'marketer-password-1';
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/loginProc',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: who, password }).toString(),
  });
  return { authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}` };
};

beforeAll(async () => {
  t = await buildTestApp({ now: '2026-11-15T03:00:00.000Z' });
  await upsertUser(t.database.handle.db, { username: 'marketer', passwordHash: await hashPassword('marketer-password-1'), role: ROLE_EDITOR, now: t.clock.now().toISOString() });
});
afterAll(() => t.close());

const track = (source: string, remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/traffic/track', payload: { source }, remoteAddress });
const counters = async () =>
  Object.fromEntries(((await t.app.inject({ method: 'GET', url: '/api/traffic/stats', headers: await as('admin') })).json() as { name: string; count: number }[]).map((s) => [s.name, s.count]));
const created = async (prefix: string) => Object.keys(await counters()).filter((name) => name.startsWith(prefix));
const headersOf = async (who: Who | { authorization: string }) => (typeof who === 'string' ? as(who) : who);
const campaigns = async (who: Who = 'admin') => t.app.inject({ method: 'GET', url: '/api/admin/traffic/campaigns', headers: await as(who) });
const addCampaign = async (name: unknown, who: Who | { authorization: string } = 'admin') =>
  t.app.inject({ method: 'POST', url: '/api/admin/traffic/campaigns', headers: await headersOf(who), payload: { name } });
const removeCampaign = async (name: string, who: Who | { authorization: string } = 'admin') =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/traffic/campaigns/${encodeURIComponent(name)}`, headers: await headersOf(who) });
const clearCounts = async () => {
  await t.database.handle.db.deleteFrom('traffic_sources').execute();
  await t.database.handle.db.deleteFrom('traffic_new_sources').execute();
  await t.database.handle.db.deleteFrom('traffic_campaigns').execute();
};

describe('new source names per network', () => {
  beforeEach(clearCounts);

  it('lets the addresses of one IPv4 /24 create at most 20 new names a day together', async () => {
    // Three addresses of 203.0.113.0/24, each within its own 10: the network's 20 are what holds.
    for (const host of [1, 2, 3]) {
      for (let i = 0; i < MAX_NEW_SOURCES_PER_DAY; i++) expect((await track(`net4_${host}_${i}`, `203.0.113.${host}`)).statusCode).toBe(204);
    }
    expect(await created('net4_')).toHaveLength(MAX_NEW_SOURCES_PER_NETWORK_PER_DAY);
    expect((await counters()).unknown).toBe(3 * MAX_NEW_SOURCES_PER_DAY - MAX_NEW_SOURCES_PER_NETWORK_PER_DAY);
    // Another /24 and the next day have their own budget; an address written as IPv6 is its IPv4 network.
    expect((await track('net4_other_network', '203.0.114.1')).statusCode).toBe(204);
    expect((await track('net4_mapped', '::ffff:203.0.113.9')).statusCode).toBe(204);
    t.clock.advance(24 * 60 * 60 * 1000);
    expect((await track('net4_next_day', '203.0.113.4')).statusCode).toBe(204);
    expect(await created('net4_')).toEqual(expect.arrayContaining(['net4_other_network', 'net4_next_day']));
    expect(await created('net4_')).not.toContain('net4_mapped');
  });

  it('lets the addresses of one IPv6 /64 create at most 20 new names a day together, however they are written', async () => {
    const addresses = ['2001:db8:aa:1::1', '2001:0db8:00aa:0001:ffff::2', '2001:db8:aa:1:1:2:3:4'];
    for (const [n, address] of addresses.entries()) {
      for (let i = 0; i < MAX_NEW_SOURCES_PER_DAY; i++) expect((await track(`net6_${n}_${i}`, address)).statusCode).toBe(204);
    }
    expect(await created('net6_')).toHaveLength(MAX_NEW_SOURCES_PER_NETWORK_PER_DAY);
    expect((await track('net6_other_network', '2001:db8:aa:2::1')).statusCode).toBe(204);
    expect(await created('net6_other_network')).toHaveLength(1);
  });
});

describe('registered campaign names', () => {
  beforeEach(clearCounts);

  it('are counted whatever the budget: the address’s, the network’s, and all names', async () => {
    expect((await addCampaign('Spring Sale')).statusCode).toBe(200);
    const from = '198.51.100.77';
    for (let i = 0; i < MAX_NEW_SOURCES_PER_DAY; i++) await track(`spam_${i}`, from);
    // The address has no new name left today: an unregistered one is unknown, the registered one counts.
    await track('not_registered', from);
    await track('SPRING SALE', from);
    expect(await counters()).toMatchObject({ unknown: 1, spring_sale: 1 });

    // Every name of the site's budget taken (by spam from everywhere).
    await t.database.handle.db.deleteFrom('traffic_sources').execute();
    const now = t.clock.now().toISOString();
    await t.database.handle.db
      .insertInto('traffic_sources')
      .values(Array.from({ length: MAX_SOURCES }, (_, i) => ({ name: `filler_${i}`, count: 1, created_at: now, updated_at: now })))
      .execute();
    expect((await addCampaign('autumn_launch')).statusCode).toBe(200);
    await track('autumn_launch', '192.0.2.10');
    await track('autumn_launch', '192.0.2.11');
    await track('fresh_but_unregistered', '192.0.2.12');
    const stats = await counters();
    expect(stats).toMatchObject({ autumn_launch: 2, unknown: 1 });
    expect(stats.fresh_but_unregistered).toBeUndefined();
  });

  it('are registered, listed and removed by any staff member, normalised as tracking spells them, and recorded with who did it', async () => {
    t.clock.set('2026-11-20T03:00:00.000Z');
    const added = await addCampaign('  Summer Lookbook 2026 ', 'marketer');
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ name: 'summer_lookbook_2026', createdAt: '2026-11-20T03:00:00.000Z', createdBy: 'marketer' });
    expect((await addCampaign('카카오 채널')).statusCode).toBe(200);
    expect((await campaigns('marketer')).json()).toEqual([
      { name: 'summer_lookbook_2026', createdAt: expect.any(String), createdBy: 'marketer' },
      { name: '카카오_채널', createdAt: expect.any(String), createdBy: 'admin' },
    ]);

    expect((await removeCampaign('Summer Lookbook 2026', 'admin')).statusCode).toBe(204);
    expect((await campaigns()).json()).toEqual([expect.objectContaining({ name: '카카오_채널' })]);

    const history = (await t.app.inject({ method: 'GET', url: '/api/admin/audit?target=campaign', headers: await as('marketer') })).json() as {
      entries: { username: string; action: string; target: string; targetLabel: string; restorable: boolean; id: number }[];
    };
    const mine = history.entries.filter((entry) => ['campaign:summer_lookbook_2026', 'campaign:카카오_채널'].includes(entry.target));
    expect(mine.map(({ username, action, target }) => ({ username, action, target }))).toEqual([
      { username: 'admin', action: 'campaign.remove', target: 'campaign:summer_lookbook_2026' },
      { username: 'admin', action: 'campaign.add', target: 'campaign:카카오_채널' },
      { username: 'marketer', action: 'campaign.add', target: 'campaign:summer_lookbook_2026' },
    ]);
    // Putting the removal back registers the name again, for whoever registered it.
    const restored = await t.app.inject({ method: 'POST', url: `/api/admin/audit/${mine[0]!.id}/restore`, headers: await as('admin'), payload: {} });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await campaigns()).json()).toEqual([
      expect.objectContaining({ name: 'summer_lookbook_2026', createdBy: 'marketer' }),
      expect.objectContaining({ name: '카카오_채널' }),
    ]);
  });

  it('refuses a duplicate, a built-in source, a name without letters, an unknown name and the 201st name with a message', async () => {
    expect((await addCampaign('newsletter')).statusCode).toBe(200);
    expect(await addCampaign('NEWSLETTER')).toMatchObject({ statusCode: 409 });
    expect((await addCampaign('newsletter')).json()).toEqual({ message: TRAFFIC_CAMPAIGN_EXISTS });
    expect((await addCampaign('Instagram')).json()).toEqual({ message: TRAFFIC_CAMPAIGN_NAMED_SOURCE });
    for (const name of ['', '!!!', 'a'.repeat(501), 3, null]) {
      const res = await addCampaign(name);
      expect(res.statusCode, String(name)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const unknown = await removeCampaign('never_registered');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: TRAFFIC_CAMPAIGN_NOT_FOUND });
    expect((await removeCampaign('!!!')).statusCode).toBe(400);

    const now = t.clock.now().toISOString();
    await t.database.handle.db
      .insertInto('traffic_campaigns')
      .values(Array.from({ length: MAX_TRAFFIC_CAMPAIGNS - 1 }, (_, i) => ({ name: `bulk_${i}`, created_at: now, created_by: 'admin' })))
      .execute();
    const full = await addCampaign('one_too_many');
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: TRAFFIC_CAMPAIGN_LIMIT });
  });

  it('need a staff token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/traffic/campaigns' })).statusCode).toBe(401);
    expect((await addCampaign('x', { authorization: '' })).statusCode).toBe(401);
    expect((await removeCampaign('x', { authorization: '' })).statusCode).toBe(401);
  });
});
