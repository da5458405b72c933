import { paths } from '../../../paths';

function isSafeInAppPath(path: string): boolean {
  // `//host` would leave the app; bouncing back to the auth page would loop.
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  return path !== paths.auth && path !== paths.login;
}

/** Where to go after signing in: the page the guard bounced us from, else `fallback`. */
export function redirectTarget(state: unknown, fallback: string): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return fallback;
  const from = (state as { from: unknown }).from;
  if (typeof from === 'string') return isSafeInAppPath(from) ? from : fallback;
  if (typeof from !== 'object' || from === null) return fallback;
  const { pathname, search, hash } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
  if (typeof pathname !== 'string' || !isSafeInAppPath(pathname)) return fallback;
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}
