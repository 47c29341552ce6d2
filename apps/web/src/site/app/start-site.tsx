import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@site/app/providers';
import { AppRoutes } from '@site/app/router';
import { releaseBootShell } from '@site/lib/boot-shell';
import { readInitialData } from '@site/lib/initial-data';
import { loadTypeface } from '@site/lib/load-typeface';
import { seedQueries } from '@site/lib/use-query';
import '@site/app/shared-page-modules';

/** Draws the site into #root, in place of the server's loading frame (imported by src/site/main.tsx). */
export function startSite(): void {
  // The answers of the page's first API reads came with the page: it draws without waiting for them.
  seedQueries(readInitialData());

  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  releaseBootShell(container);

  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </StrictMode>,
  );

  loadTypeface();
}
