import { lazy, Suspense } from 'react';
import { useAfterStartup } from '../../lib/use-after-startup';
import { panelClass, SIDEBAR_ID, SidebarContent } from './sidebar-content';

const SidebarDrawer = lazy(() => import('./sidebar-drawer'));

/**
 * From `lg` up the menu is always shown. Below it, it is a drawer (sidebar-drawer.tsx), whose
 * code loads just after the first screen, or at once if the menu button is pressed before that.
 */
export function Sidebar({ open, isDesktop, onClose }: { open: boolean; isDesktop: boolean; onClose: () => void }) {
  const started = useAfterStartup();
  if (isDesktop) {
    return (
      <aside id={SIDEBAR_ID} data-testid="sidebar" aria-label="Side menu" className={panelClass}>
        <SidebarContent />
      </aside>
    );
  }
  if (!started && !open) return null;
  return (
    <Suspense fallback={null}>
      <SidebarDrawer open={open} onClose={onClose} />
    </Suspense>
  );
}
