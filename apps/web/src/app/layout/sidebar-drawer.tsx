import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { ThemeToggle } from '../../components/ui/theme-toggle';
import { focusIsLost, useOpenerFocus } from '../../lib/focus';
import { panelClass, SIDEBAR_ID, SidebarContent } from './sidebar-content';

/**
 * The menu below `lg`: a drawer on Radix Dialog (`open` drives it). Focus is trapped inside, the
 * page behind is inert, Esc / the overlay / the close button call `onClose`, and focus returns to
 * the menu button — unless a link moved it to the new page. Loaded lazily by Sidebar.
 */
export default function SidebarDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const opener = useOpenerFocus();
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
          <SidebarContent
            controls={
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
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
