import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@shared/api/api-client';
import { queryKeys } from '@admin/lib/query-keys';


/** GET /api/admin/artist/fetchViewsData */
export function useViewsData() {
  return useQuery({ queryKey: queryKeys.views.data(), queryFn: () => call('getViewsData') });
}

/** GET /api/admin/artist/monthlyData/{year}/{month}; `yearMonth` is `YYYY-MM`. */
export function useMonthlyViews(yearMonth: string) {
  const [year, month] = yearMonth.split('-');
  return useQuery({
    queryKey: queryKeys.views.month(yearMonth),
    queryFn: () => call('getMonthlyViews', { params: { year: String(Number(year)), month: String(Number(month)) } }),
  });
}

/** GET /api/admin/artist/viewsMonthClosures: closed months, also those without views. */
export function useViewsMonthClosures() {
  return useQuery({ queryKey: queryKeys.views.closures(), queryFn: () => call('getViewsMonthClosures') });
}

/** GET /api/admin/artist/viewsTrend: views per month of every artist, the last 12 months. */
export function useViewsTrend() {
  return useQuery({ queryKey: queryKeys.views.trend(), queryFn: () => call('getViewsTrend') });
}

/** PUT /api/admin/artist/updateViewsManually: closes last month; answers a text for an alert. */
export function useCloseViewsMonth() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => call('closeViewsMonth'), onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.views.all }) });
}
