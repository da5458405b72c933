import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers/app-providers';
import { startPrefetch } from './app/prefetch';
import { createAppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import { initTheme } from './lib/theme';
import './index.css';

initTheme();
const queryClient = createQueryClient();
startPrefetch(queryClient, window.location.pathname);
const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
