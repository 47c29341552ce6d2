import { describe, expect, it } from 'vitest';
import { toSourceShares } from './traffic-shares';

describe('toSourceShares', () => {
  it('computes one-decimal shares with a 2% minimum bar, biggest first', () => {
    const shares = toSourceShares([
      { key: 'google', count: 1 },
      { key: 'direct', count: 198 },
      { key: 'ref_partner', count: 1 },
    ]);
    expect(shares.map((share) => [share.label, share.percentText, share.barWidth])).toEqual([
      ['직접 방문', '99.0%', 99],
      ['구글', '0.5%', 2],
      ['추천 링크: partner', '0.5%', 2],
    ]);
  });

  it('handles an all-zero list', () => {
    expect(toSourceShares([{ key: 'naver', count: 0 }])).toEqual([{ key: 'naver', label: '네이버', count: 0, percentText: '0.0%', barWidth: 2 }]);
  });
});
