import { z } from 'zod';
import { normalizeTrafficSource } from './traffic-source';

/** POST /api/traffic/track: answers 204 with no body. */
export const trackRequestSchema = z
  .object({
    source: z.string().max(500).transform(normalizeTrafficSource).pipe(z.string().min(1, 'source needs a letter or digit')),
  })
  .strict();
export type TrackRequest = z.input<typeof trackRequestSchema>;

/** Source keys with a Korean label in the admin (SPEC section 9). */
export const TRAFFIC_SOURCE_KEYS = [
  'direct', 'google', 'naver', 'daum', 'instagram', 'facebook', 'youtube', 'tiktok', 'twitter', 'kakao', 'band',
  'linkedin', 'pinterest', 'other_website', 'unknown', 'instagram_ad', 'facebook_ad', 'google_ad', 'naver_ad',
  'email', 'qr_code',
] as const;
export type TrafficSourceKey = (typeof TRAFFIC_SOURCE_KEYS)[number];

/** GET /api/traffic/stats: current counters, highest count first. */
export const trafficStatSchema = z.object({
  id: z.number(),
  name: z.string(),
  count: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const trafficStatsSchema = z.array(trafficStatSchema);
export type TrafficStat = z.infer<typeof trafficStatSchema>;

/** GET /api/traffic/monthly-stats: newest month first, then highest count first. */
export const trafficMonthlyStatSchema = z.object({
  year: z.number(),
  month: z.number(),
  sourceName: z.string(),
  monthlyCount: z.number(),
  createdAt: z.string(),
});
export const trafficMonthlyStatsSchema = z.array(trafficMonthlyStatSchema);
export type TrafficMonthlyStat = z.infer<typeof trafficMonthlyStatSchema>;

/** 409 message of PUT /api/admin/updateTrafficDataManuallyAndReset when the month is already closed. */
export const TRAFFIC_MONTH_EXISTS = '해당 월별 데이터가 이미 존재합니다.';
/** Text answer (text/plain) of PUT /api/admin/updateTrafficDataManuallyAndReset. */
export const TRAFFIC_UPDATE_SUCCESS = '월별 데이터가 성공적으로 업데이트되었습니다.';
