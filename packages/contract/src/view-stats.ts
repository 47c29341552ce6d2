import { z } from 'zod';

/** A month as `YYYY-MM` (e.g. `2026-11`): the format of availableMonths and currentYearMonth. */
export const yearMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** GET /api/admin/artist/fetchViewsData */
export const viewsDataSchema = z.object({
  currentMonthData: z.array(
    z.object({ korName: z.string(), engName: z.string(), views: z.number(), urlName: z.string() }),
  ),
  totalRankingData: z.array(
    z.object({
      korName: z.string(),
      engName: z.string(),
      totalViews: z.number(),
      currentMonthViews: z.number(),
      mainImage: z.string(),
      urlName: z.string(),
    }),
  ),
  /**
   * Past months (before currentYearMonth) with at least one counted view, newest first, as `YYYY-MM`.
   * The current month is not listed: it is `currentYearMonth` ("this month" in the dashboard).
   * Split on `-` to call monthlyData/{year}/{month}.
   */
  availableMonths: z.array(yearMonthSchema),
  currentYearMonth: yearMonthSchema,
});
export type ViewsData = z.infer<typeof viewsDataSchema>;

/** Path parameters of monthlyData: a 4-digit year and a month 1 to 12 (`3` or `03`); anything else is 400. */
export const monthParamsSchema = z.object({
  year: z
    .string()
    .regex(/^\d{4}$/, '연도는 네 자리 숫자여야 합니다.')
    .transform(Number)
    .pipe(z.number().int().min(2000, '연도는 2000년 이후여야 합니다.')),
  month: z
    .string()
    .regex(/^\d{1,2}$/, '월은 1부터 12까지의 숫자여야 합니다.')
    .transform(Number)
    .pipe(z.number().int().min(1, '월은 1부터 12까지의 숫자여야 합니다.').max(12, '월은 1부터 12까지의 숫자여야 합니다.')),
});

/** GET /api/admin/artist/monthlyData/{year}/{month} */
export const monthlyArtistViewsSchema = z.array(
  z.object({ artistKorName: z.string(), artistEngName: z.string(), monthlyViews: z.number(), artistId: z.number() }),
);
export type MonthlyArtistViews = z.infer<typeof monthlyArtistViewsSchema>;

/** How many months the dashboard's per-artist trend covers (this month and the eleven before). */
export const VIEWS_TREND_MONTHS = 12;

/**
 * GET /api/admin/artist/viewsTrend: views per month of every artist over the last VIEWS_TREND_MONTHS months,
 * oldest first and ending with this month (`views[i]` belongs to `months[i]`; 0 for a month without views).
 */
export const viewsTrendSchema = z.object({
  months: z.array(yearMonthSchema),
  artists: z.array(z.object({ urlName: z.string(), views: z.array(z.number().int().min(0)) })),
});
export type ViewsTrend = z.infer<typeof viewsTrendSchema>;

export const VIEWS_MONTH_EXISTS = '지난달 데이터가 이미 존재합니다.';
/** Text answer (text/plain) of PUT /api/admin/artist/updateViewsManually. */
export const viewsMonthClosedText = (year: number, month: number) => `${year}년 ${month}월 조회수 데이터가 확정되었습니다.`;
