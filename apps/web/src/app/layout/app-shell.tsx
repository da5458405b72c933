import { useCallback, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { LG_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { LiveUpdatesProvider } from '../providers/live-updates-provider';
import { LiveBanner } from './live-banner';
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

/** Signed-in frame: side menu, top bar and the routed page. */
export function AppShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const isDesktop = useMediaQuery(LG_QUERY);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Esc, the overlay and the close button all hand focus back to the menu button.
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    menuButtonRef.current?.focus();
  }, []);

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
          href="#main-content"
          className="sr-only z-[70] rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <NavigationProgress />
        <Sidebar open={menuOpen} isDesktop={isDesktop} onClose={closeMenu} />
        <div className="flex min-h-dvh flex-col lg:pl-72">
          <TopBar menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} menuButtonRef={menuButtonRef} />
          <main
            id="main-content"
            tabIndex={-1}
            className="mx-auto w-full max-w-7xl flex-1 px-4 pt-6 pb-16 focus:outline-none sm:px-6 lg:px-8 lg:pt-8"
          >
            <Outlet />
          </main>
        </div>
        <LiveBanner />
      </div>
    </LiveUpdatesProvider>
  );
}
