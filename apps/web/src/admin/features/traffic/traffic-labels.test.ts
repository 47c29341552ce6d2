import { TRAFFIC_SOURCE_KEYS } from '@agency/contract/traffic';
import { describe, expect, it } from 'vitest';
import { TRAFFIC_SOURCE_LABELS, trafficSourceLabel } from './traffic-labels';

describe('trafficSourceLabel', () => {
  it('has a distinct Korean label for each of the 21 keys', () => {
    expect(TRAFFIC_SOURCE_KEYS).toHaveLength(21);
    const labels = TRAFFIC_SOURCE_KEYS.map(trafficSourceLabel);
    expect(new Set(labels).size).toBe(21);
    for (const [index, key] of TRAFFIC_SOURCE_KEYS.entries()) expect(labels[index]).not.toBe(key);
    expect(Object.keys(TRAFFIC_SOURCE_LABELS).sort()).toEqual([...TRAFFIC_SOURCE_KEYS].sort());
  });

  it('labels some keys naturally', () => {
    expect(trafficSourceLabel('direct')).toBe('직접 방문');
    expect(trafficSourceLabel('other_website')).toBe('기타 웹사이트');
    expect(trafficSourceLabel('qr_code')).toBe('QR 코드');
  });

  it('shows ref_ keys as a referral followed by the rest of the key', () => {
    expect(trafficSourceLabel('ref_partner')).toBe('추천 링크: partner');
    expect(trafficSourceLabel('ref_spring_2026')).toBe('추천 링크: spring_2026');
  });

  it('shows unknown keys as they are', () => {
    expect(trafficSourceLabel('newsletter')).toBe('newsletter');
    expect(trafficSourceLabel('ref_')).toBe('ref_');
    expect(trafficSourceLabel('toString')).toBe('toString');
  });
});
