import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './app/admin-app';
import '@shared/styles/typeface-fallback.css';
import '@shared/styles/typeface.css';
import '@shared/styles/base.css';
import './app/styles/admin-base.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <AdminApp />
  </StrictMode>,
);
