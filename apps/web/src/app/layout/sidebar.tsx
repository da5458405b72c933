import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { isAdmin, useSession } from '../../lib/session';
import { paths } from '../../paths';
import { HelpBox } from './help-box';
import { adminNavItems, userNavItems } from './nav-items';
import { SidebarNavSection } from './sidebar-nav';

export const SIDEBAR_ID = 'app-sidebar';

/**
 * Below `lg` the menu is a drawer (`open` drives it; Esc and the overlay close it, focus moves
 * in and back out). From `lg` up it is always shown and `open` is ignored.
 */
export function Sidebar({ open, isDesktop, onClose }: { open: boolean; isDesktop: boolean; onClose: () => void }) {
  const { user } = useSession();
  const panelRef = useRef<HTMLElement>(null);
  const drawerOpen = open && !isDesktop;

  useEffect(() => {
    if (!drawerOpen) return;
    panelRef.current?.querySelector<HTMLElement>('a[aria-current="page"], nav a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, [drawerOpen, onClose]);

  return (
    <>
      <div
        aria-hidden
        data-testid="sidebar-overlay"
        onClick={onClose}
        className={clsx(
          'fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-[2px] transition-opacity lg:hidden',
          drawerOpen ? 'opacity-100' : 'pointer-events-none opacity-0',
        )}
      />
      <aside
        ref={panelRef}
        id={SIDEBAR_ID}
        data-testid="sidebar"
        data-open={isDesktop || open}
        aria-label="Side menu"
        inert={!isDesktop && !open}
        {...(drawerOpen ? { role: 'dialog', 'aria-modal': true } : {})}
        className={clsx(
          'fixed inset-y-0 left-0 z-50 flex w-72 flex-col border-r border-slate-200/80 bg-white transition-transform duration-200 ease-out',
          'dark:border-slate-800 dark:bg-slate-900',
          'lg:translate-x-0',
          open ? 'translate-x-0 shadow-pop lg:shadow-none' : '-translate-x-full',
        )}
      >
        <div className="flex h-16 shrink-0 items-center justify-between px-5">
          <Link
            to={paths.home}
            className="rounded-lg focus-visible:outline-2 focus-visible:outline-brand-500"
            aria-label="Home"
          >
            <Logo />
          </Link>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 lg:hidden dark:text-slate-400 dark:hover:bg-slate-800"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        {/* One scroll area: on short screens the help box scrolls with the menu instead of covering it. */}
        <div className="flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain">
          <nav aria-label="Main" className="space-y-6 px-3 py-4">
            <SidebarNavSection title="Menu" items={userNavItems} />
            {isAdmin(user) && <SidebarNavSection title="Admin" items={adminNavItems} />}
          </nav>
          <div className="mt-auto p-4">
            <HelpBox />
          </div>
        </div>
      </aside>
    </>
  );
}
