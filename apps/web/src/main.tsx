import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
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

// A transition, so React renders the first screen in slices of a few milliseconds, yielding to
// the browser between them, instead of one long task that blocks input (the loading markup of
// index.html stays up until the screen is ready).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
