import type { MonthlyArtistViews } from '@agency/contract/view-stats';
import { apiClient } from '../../../../lib/api-client';
import { useLoad } from '../../shared/use-load';

/** GET /api/admin/artist/monthlyData/{year}/{month}; `yearMonth` is `YYYY-MM`. */
export function getMonthlyViews(yearMonth: string, signal?: AbortSignal): Promise<MonthlyArtistViews> {
  const [year, month] = yearMonth.split('-');
  return apiClient.get<MonthlyArtistViews>(`/admin/artist/monthlyData/${Number(year)}/${Number(month)}`, signal);
}

export function useMonthlyViews(yearMonth: string) {
  return useLoad(`monthly-views/${yearMonth}`, (signal) => getMonthlyViews(yearMonth, signal));
}
