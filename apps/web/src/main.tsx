import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { createGuardedHistory } from './lib/navigation/guarded-history';
import { readInitialData } from './lib/initial-data';
import { seedQueries } from './lib/use-query';
import './app/global.css';
import './app/shared-page-modules';

// The answers of the page's first API reads came with the page: it draws without waiting for them.
seedQueries(readInitialData());

const history = createGuardedHistory();
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </AppProviders>
  </StrictMode>,
);
