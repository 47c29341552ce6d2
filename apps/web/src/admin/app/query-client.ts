import { QueryClient } from '@tanstack/react-query';

/**
 * Admins must see what is stored: every screen reads fresh data when it opens (what was read before is shown
 * meanwhile), a failure shows the screen's load-failure text at once instead of retrying, and switching tabs
 * does not reload a form being edited.
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 0, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
