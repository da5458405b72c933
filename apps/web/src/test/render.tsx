import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { SessionContext, type Session } from '../lib/session';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders `ui` at `path` with a query client and a fixed session (no provider logic). */
export function renderWithSession(
  ui: ReactElement,
  { session = {}, path = '/' }: { session?: Partial<Session>; path?: string } = {},
) {
  const value: Session = {
    user: null,
    isRestoring: false,
    restoreFailed: false,
    retryRestore: async () => undefined,
    signIn: () => undefined,
    signOut: async () => undefined,
    ...session,
  };
  const routes: RouteObject[] = [
    {
      path: '*',
      element: ui,
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <SessionContext value={value}>
        <RouterProvider router={router} />
      </SessionContext>
    </QueryClientProvider>,
  );
}
