import { z } from 'zod';
import { normalizeTrafficSource } from './traffic-source';

/** POST /api/traffic/track: answers 204 with no body. */
export const trackRequestSchema = z
  .object({
    source: z.string().max(500).transform(normalizeTrafficSource).pipe(z.string().min(1, 'source에는 글자나 숫자가 있어야 합니다.')),
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

/** A name that keeps a letter or digit once normalised (docs/decisions/071): a campaign's name as staff type it. */
const campaignName = z
  .string()
  .max(500)
  .transform(normalizeTrafficSource)
  .pipe(z.string().min(1, '캠페인 이름에는 글자나 숫자가 있어야 합니다.'));

/**
 * A campaign name staff registered (docs/decisions/095): its visits always count, whatever the budget of new source
 * names (per address, per network, in all).
 */
export const trafficCampaignSchema = z.object({
  name: z.string(),
  createdAt: z.string(),
  /** The staff member who registered it. */
  createdBy: z.string(),
});
export type TrafficCampaign = z.infer<typeof trafficCampaignSchema>;
/** GET /api/admin/traffic/campaigns: in name order. */
export const trafficCampaignsSchema = z.array(trafficCampaignSchema);
/** POST /api/admin/traffic/campaigns: the name is stored as tracking spells it (`Spring Sale` is `spring_sale`). */
export const trafficCampaignInputSchema = z.object({ name: campaignName }).strict();
/** DELETE /api/admin/traffic/campaigns/:name (answers 204). */
export const trafficCampaignParamSchema = z.object({ name: campaignName });

/** Campaign names that may be registered in all. */
export const MAX_TRAFFIC_CAMPAIGNS = 200;
export const TRAFFIC_CAMPAIGN_EXISTS = '이미 등록된 캠페인 이름입니다.';
export const TRAFFIC_CAMPAIGN_NAMED_SOURCE = '기본 유입 경로는 등록하지 않아도 항상 집계됩니다.';
export const TRAFFIC_CAMPAIGN_LIMIT = `캠페인 이름은 ${MAX_TRAFFIC_CAMPAIGNS}개까지 등록할 수 있습니다.`;
export const TRAFFIC_CAMPAIGN_NOT_FOUND = '등록된 캠페인 이름이 아닙니다.';
