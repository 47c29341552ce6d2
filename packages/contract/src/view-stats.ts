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
  /** Months with monthly data, newest first, as `YYYY-MM`. */
  availableMonths: z.array(yearMonthSchema),
  currentYearMonth: yearMonthSchema,
});
export type ViewsData = z.infer<typeof viewsDataSchema>;

export const monthParamsSchema = z.object({
  year: z.coerce.number().int().min(2000).max(9999),
  month: z.coerce.number().int().min(1).max(12),
});

/** GET /api/admin/artist/monthlyData/{year}/{month} */
export const monthlyArtistViewsSchema = z.array(
  z.object({ artistKorName: z.string(), artistEngName: z.string(), monthlyViews: z.number(), artistId: z.number() }),
);
export type MonthlyArtistViews = z.infer<typeof monthlyArtistViewsSchema>;

export const VIEWS_MONTH_EXISTS = '지난달 데이터가 이미 존재합니다.';
