import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { ThemeToggle } from '../../components/ui/theme-toggle';
import { focusIsLost, useOpenerFocus } from '../../lib/focus';
import { isAdmin, useSession } from '../../lib/session';
import { paths } from '../../paths';
import { HelpBox } from './help-box';
import { adminNavItems, userNavItems } from './nav-items';
import { SidebarNavSection } from './sidebar-nav';

export const SIDEBAR_ID = 'app-sidebar';

const panelClass =
  'fixed inset-y-0 left-0 z-50 flex w-72 flex-col border-r border-slate-200/80 bg-white dark:border-slate-800 dark:bg-slate-900';

function SidebarContent({ inDrawer }: { inDrawer: boolean }) {
  const { user } = useSession();
  return (
    <>
      <div className="flex h-16 shrink-0 items-center justify-between gap-2 px-5">
        <Link to={paths.home} className="rounded-lg focus-visible:outline-2 focus-visible:outline-brand-500">
          <Logo />
          <span className="sr-only"> home</span>
        </Link>
        {inDrawer && (
          <div className="-mr-2 flex items-center gap-1">
            {/* Phones have no room for the toggle in the top bar; it lives in the menu. */}
            <ThemeToggle className="size-9" />
            <Dialog.Close
              aria-label="Close menu"
              className="flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
        )}
      </div>
      {/* One scroll area: on short screens the help box scrolls with the menu instead of covering it. */}
      <div className="flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain">
        <nav aria-label="Main" className="space-y-5 px-3 py-3">
          <SidebarNavSection title="Menu" items={userNavItems} />
          {isAdmin(user) && <SidebarNavSection title="Admin" items={adminNavItems} />}
        </nav>
        <div className="mt-auto px-4 pt-2 pb-4">
          <HelpBox />
        </div>
      </div>
    </>
  );
}

/**
 * From `lg` up the menu is always shown. Below it, it is a drawer on Radix Dialog (`open` drives
 * it): focus is trapped inside, the page behind is inert, Esc / the overlay / the close button
 * call `onClose`, and focus returns to the menu button — unless a link moved it to the new page.
 */
export function Sidebar({ open, isDesktop, onClose }: { open: boolean; isDesktop: boolean; onClose: () => void }) {
  const opener = useOpenerFocus();
  if (isDesktop) {
    return (
      <aside id={SIDEBAR_ID} data-testid="sidebar" aria-label="Side menu" className={panelClass}>
        <SidebarContent inDrawer={false} />
      </aside>
    );
  }
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="sidebar-overlay"
          className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
        />
        <Dialog.Content
          id={SIDEBAR_ID}
          data-testid="sidebar"
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            opener.remember();
            // Start on the current page's entry rather than the logo.
            const current = (event.currentTarget as HTMLElement).querySelector<HTMLElement>('a[aria-current="page"]');
            if (!current) return;
            event.preventDefault();
            current.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // Following a link has handed focus to the new page; a plain close returns it to the menu button.
            if (focusIsLost()) opener.restore();
          }}
          className={clsx(
            panelClass,
            'shadow-pop outline-none data-[state=closed]:animate-drawer-out data-[state=open]:animate-drawer-in',
          )}
        >
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <SidebarContent inDrawer />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
