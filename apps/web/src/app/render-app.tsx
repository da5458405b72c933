import type { QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { getToken } from '../lib/auth-token';
import { nextTask } from '../lib/next-task';
import { firstScreenReady } from './first-screen';
import { AppProviders } from './providers/app-providers';
import { preloadOnIntent } from './preload-on-intent';
import { createAppRouter, routes } from './router';

/**
 * Renders the app into `container`. Its own module (main.tsx imports it once the page's HTML has
 * been painted, ADR 044), and each step its own task: evaluating React, the router and the providers, creating
 * the router, then the render. Together they were one task that blocked input for about 30 ms on
 * a laptop, four times that on a mid-range phone.
 */
export async function renderApp(container: HTMLElement, queryClient: QueryClient, prefetched: Promise<void>) {
  await nextTask();
  const router = createAppRouter();
  preloadOnIntent(routes);
  await firstScreenReady(router, prefetched);
  const app = (
    <StrictMode>
      <Live container={container}>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </Live>
    </StrictMode>
  );
  // A transition, so React renders (or hydrates) the first screen in slices of a few milliseconds,
  // yielding to the browser between them (the page's own markup stays up until then).
  startTransition(() => {
    if (hydrates(container)) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

/**
 * A sign-in page's markup is the app's own render for a signed-out visitor (build/prerender.ts):
 * the app takes it over as it is instead of drawing it again (ADR 047), so its elements, and the
 * page's largest paint, stay. With a stored session the app renders something else (the session
 * being restored), so it draws afresh. The theme needs no such care: its hook hydrates with the
 * light theme the page was rendered in, then renders the visitor's.
 */
function hydrates(container: HTMLElement): boolean {
  return container.hasAttribute('data-prerendered') && getToken() === null;
}

/** Lets input reach the page's markup once the app's first render has committed. */
function Live({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => container.removeAttribute('inert'), [container]);
  return children;
}
