import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { isAdmin, useSession } from '../../lib/session';
import { paths } from '../../paths';
import { HelpBox } from './help-box';
import { adminNavItems, userNavItems } from './nav-items';
import { SidebarNavSection } from './sidebar-nav';

export const SIDEBAR_ID = 'app-sidebar';

export const panelClass =
  'fixed inset-y-0 left-0 z-50 flex w-72 flex-col border-r border-slate-200/80 bg-white dark:border-slate-800 dark:bg-slate-900';

/** The menu itself; `controls` sit beside the logo (the drawer's theme toggle and close button). */
export function SidebarContent({ controls }: { controls?: ReactNode }) {
  const { user } = useSession();
  return (
    <>
      <div className="flex h-16 shrink-0 items-center justify-between gap-2 px-5">
        <Link to={paths.home} className="rounded-lg focus-visible:outline-2 focus-visible:outline-brand-500">
          <Logo />
          <span className="sr-only"> home</span>
        </Link>
        {controls}
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
