import { useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigation, useNavigationType } from 'react-router';
import { focusMainContent, MAIN_CONTENT_ID, useFocusRescue } from '../../lib/focus';
import { isKycVerified, useCurrentUser } from '../../lib/session';
import { LG_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { prefetchNextScreens } from '../prefetch-next-screens';
import { LiveUpdatesProvider } from '../providers/live-updates-provider';
import { FrozenBanner } from './frozen-banner';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-1/3 animate-pulse bg-brand-500" />
    </div>
  );
}

/**
 * After an in-app navigation (a link, a redirect, signing in) focus moves to the new page, as a
 * page load would put it at the top; otherwise it is left on <body> when the old page unmounts.
 * A load or Back/Forward ('POP') leaves focus where the browser puts it.
 */
function useFocusPageOnNavigate() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') focusMainContent();
  }, [pathname, navigationType]);
}

/** Signed-in frame: side menu, top bar and the routed page. */
export function AppShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const isDesktop = useMediaQuery(LG_QUERY);
  const { pathname } = useLocation();
  useFocusPageOnNavigate();
  useFocusRescue(MAIN_CONTENT_ID);
  // Once the signed-in app is drawn (on a first load, or just after signing in), the code of the
  // screens the dashboard leads to is fetched (ADR 056): for a verified user, as the others cannot
  // open them yet (from the moment they are verified, then).
  const verified = isKycVerified(useCurrentUser());
  useEffect(() => {
    if (verified) prefetchNextScreens();
  }, [verified]);

  // The drawer (Radix Dialog) hands focus back to the menu button itself.
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // Following a link in the drawer closes it (state adjusted during render, not in an effect).
  const [lastPathname, setLastPathname] = useState(pathname);
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setMenuOpen(false);
  }

  return (
    <LiveUpdatesProvider>
      <div className="min-h-dvh">
        <a
          href={`#${MAIN_CONTENT_ID}`}
          className="sr-only z-[70] rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <NavigationProgress />
        <Sidebar open={menuOpen} isDesktop={isDesktop} onClose={closeMenu} />
        <div className="flex min-h-dvh flex-col lg:pl-72">
          <TopBar menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
          <main
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            className="mx-auto w-full max-w-7xl flex-1 px-4 pt-6 pb-16 focus:outline-none sm:px-6 lg:px-8 lg:pt-8"
          >
            <FrozenBanner />
            <Outlet />
          </main>
        </div>
      </div>
    </LiveUpdatesProvider>
  );
}
