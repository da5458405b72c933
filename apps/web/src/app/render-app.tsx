import type { QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { nextTask } from '../lib/next-task';
import { firstScreenReady } from './first-screen';
import { AppProviders } from './providers/app-providers';
import { createAppRouter } from './router';

/**
 * Renders the app into `container`. Its own module (main.tsx imports it once the page's HTML has
 * been painted, ADR 044), and each step its own task: evaluating React, the router and the providers, creating
 * the router, then the render. Together they were one task that blocked input for about 30 ms on
 * a laptop, four times that on a mid-range phone.
 */
export async function renderApp(container: HTMLElement, queryClient: QueryClient, prefetched: Promise<void>) {
  await nextTask();
  const router = createAppRouter();
  await firstScreenReady(router, prefetched);
  // A transition, so React renders the first screen in slices of a few milliseconds, yielding to
  // the browser between them (the loading markup of index.html stays up until the screen is ready).
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
}
