import { z } from 'zod';
import { yearMonthSchema } from './view-stats';

/** Who closed a month: the monthly job (automatically, after the month ended) or an admin's manual button. */
export const MONTH_CLOSED_BY = ['job', 'manual'] as const;
export type MonthClosedBy = (typeof MONTH_CLOSED_BY)[number];

/** A closed month; `closedBy` is null for months closed before it was recorded. */
export const monthClosureSchema = z.object({ yearMonth: yearMonthSchema, closedAt: z.string(), closedBy: z.enum(MONTH_CLOSED_BY).nullable() });
export type MonthClosure = z.infer<typeof monthClosureSchema>;

/**
 * GET /api/admin/traffic/monthClosures and /api/admin/artist/viewsMonthClosures: every closed month, newest first,
 * also the ones without a single count (docs/decisions/074), and `lastMonth`, the month that ended last in the
 * statistics' time zone: the one the manual buttons close (they show only while it is open; decision 075).
 */
export const monthClosuresSchema = z.object({ lastMonth: yearMonthSchema, closures: z.array(monthClosureSchema) });
export type MonthClosures = z.infer<typeof monthClosuresSchema>;

/** The closure of the month that ended last, or undefined while it is still open. */
export function lastMonthClosure({ lastMonth, closures }: MonthClosures): MonthClosure | undefined {
  return closures.find((closure) => closure.yearMonth === lastMonth);
}
