import './lib/zod-jitless';
import { startPrefetch } from './app/prefetch';
import { appStylesheet } from './lib/app-stylesheet';
import { afterPaint, nextTask } from './lib/next-task';
import { createQueryClient } from './lib/query-client';
import { initTheme } from './lib/theme';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

initTheme();
const queryClient = createQueryClient();
const prefetched = startPrefetch(queryClient, window.location.pathname);
// The rest in later tasks (see render-app.tsx): start-up never blocks input for long. The page's
// own HTML (the sign-in screen, or a spinner) is painted first: the app's code comes preloaded, and
// evaluating it straight after the HTML is parsed kept that first paint waiting (ADR 044).
await afterPaint();
// React DOM is about half of the script the app runs before its first render: evaluated in a task
// of its own, input can reach the page between it and the rest (its chunk is preloaded with the
// page, build/route-preloads.ts).
await import('react-dom/client');
await nextTask();
// The sign-in pages inline only their screen's CSS: the rest is turned on before the app renders.
const [{ renderApp }] = await Promise.all([import('./app/render-app'), appStylesheet()]);
await renderApp(container, queryClient, prefetched);
