import { z } from 'zod';
import { yearMonthSchema } from './view-stats';

/** Who closed a month: the monthly job (automatically, after the month ended) or an admin's manual button. */
export const MONTH_CLOSED_BY = ['job', 'manual'] as const;
export type MonthClosedBy = (typeof MONTH_CLOSED_BY)[number];

/**
 * GET /api/admin/traffic/monthClosures and /api/admin/artist/viewsMonthClosures: every closed month, newest first,
 * also the ones without a single count (docs/decisions/074). `closedBy` is null for months closed before it was recorded.
 */
export const monthClosuresSchema = z.array(
  z.object({ yearMonth: yearMonthSchema, closedAt: z.string(), closedBy: z.enum(MONTH_CLOSED_BY).nullable() }),
);
export type MonthClosures = z.infer<typeof monthClosuresSchema>;
export type MonthClosure = MonthClosures[number];
