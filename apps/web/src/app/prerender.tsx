import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './providers/app-providers';
import { routes } from './router';

/**
 * The markup the app renders at `url` for a signed-out visitor with the light theme, which the
 * build writes into that page's HTML (ADR 044): the first paint shows the screen itself instead of
 * a spinner. The app's first render replaces it with the same screen, live.
 */
export async function prerender(url: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`prerender: ${url} answers ${context.status}`);
  return renderToString(
    <AppProviders queryClient={new QueryClient()}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppProviders>,
  );
}
