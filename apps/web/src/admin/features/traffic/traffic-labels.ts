import type { TrafficSourceKey } from '@agency/contract/traffic';

/** Korean labels of the 21 source keys of SPEC section 9. */
export const TRAFFIC_SOURCE_LABELS: Record<TrafficSourceKey, string> = {
  direct: '직접 방문',
  google: '구글',
  naver: '네이버',
  daum: '다음',
  instagram: '인스타그램',
  facebook: '페이스북',
  youtube: '유튜브',
  tiktok: '틱톡',
  twitter: '트위터(X)',
  kakao: '카카오',
  band: '밴드',
  linkedin: '링크드인',
  pinterest: '핀터레스트',
  other_website: '기타 웹사이트',
  unknown: '알 수 없음',
  instagram_ad: '인스타그램 광고',
  facebook_ad: '페이스북 광고',
  google_ad: '구글 광고',
  naver_ad: '네이버 광고',
  email: '이메일',
  qr_code: 'QR 코드',
};

const REFERRAL_PREFIX = 'ref_';
export const REFERRAL_LABEL = '추천 링크';

function isKnown(key: string): key is TrafficSourceKey {
  return Object.hasOwn(TRAFFIC_SOURCE_LABELS, key);
}

/** Label of a source key: the Korean label, "추천 링크: rest" for ref_ keys, else the key as it is. */
export function trafficSourceLabel(key: string): string {
  if (isKnown(key)) return TRAFFIC_SOURCE_LABELS[key];
  if (key.startsWith(REFERRAL_PREFIX) && key.length > REFERRAL_PREFIX.length) return `${REFERRAL_LABEL}: ${key.slice(REFERRAL_PREFIX.length)}`;
  return key;
}
