import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { readInitialData } from './lib/initial-data';
import { seedQueries } from './lib/use-query';
import './app/global.css';

// The answers of the page's first API reads came with the page: it draws without waiting for them.
seedQueries(readInitialData());

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
