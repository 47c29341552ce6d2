import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AdminDialogsProvider } from '../components/dialogs/admin-dialogs-provider';
import { createAdminQueryClient } from './query-client';
import { createAdminRouter } from './router';

/** The admin area: its query cache, its dialogs and its data router (/login and /admin/*). */
export function AdminApp() {
  const [queryClient] = useState(createAdminQueryClient);
  const [router] = useState(createAdminRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <AdminDialogsProvider>
        <RouterProvider router={router} />
      </AdminDialogsProvider>
    </QueryClientProvider>
  );
}
