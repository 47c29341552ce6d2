import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@shared/api/api-client';
import { queryKeys } from '@admin/lib/query-keys';

/** SPEC section 9: the current tab refreshes every 30 seconds. */
export const REFRESH_MS = 30_000;


/** GET /api/traffic/stats, now and every 30 seconds while shown. */
export function useCurrentTraffic() {
  return useQuery({ queryKey: queryKeys.traffic.current(), queryFn: () => call('getTrafficStats'), refetchInterval: REFRESH_MS });
}

/** GET /api/traffic/monthly-stats */
export function useMonthlyTraffic() {
  return useQuery({ queryKey: queryKeys.traffic.monthly(), queryFn: () => call('getMonthlyTrafficStats') });
}

/** GET /api/admin/traffic/monthClosures: closed months, also those without counts. */
export function useTrafficMonthClosures() {
  return useQuery({ queryKey: queryKeys.traffic.closures(), queryFn: () => call('getTrafficMonthClosures') });
}

/** PUT /api/admin/updateTrafficDataManuallyAndReset: last month's rows from the counters, then counters to 0. */
export function useResetTraffic() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => call('closeTrafficMonth'), onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.traffic.all }) });
}

const CAMPAIGNS_KEY = [...queryKeys.traffic.all, 'campaigns'] as const;

/** GET, POST and DELETE /api/admin/traffic/campaigns: the campaign names that always count (decision 095). */
export function useTrafficCampaigns() {
  const queryClient = useQueryClient();
  const renew = () => queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
  return {
    campaigns: useQuery({ queryKey: CAMPAIGNS_KEY, queryFn: () => call('listTrafficCampaigns') }),
    add: useMutation({ mutationFn: (name: string) => call('addTrafficCampaign', { body: { name } }), onSuccess: renew }),
    remove: useMutation({ mutationFn: (name: string) => call('removeTrafficCampaign', { params: { name } }), onSuccess: renew }),
  };
}
