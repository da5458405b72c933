import { Menu } from 'lucide-react';
import { ThemeToggle } from '../../components/ui/theme-toggle';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { isAdmin, useCurrentUser } from '../../lib/session';
import { LiveIndicator } from './live-indicator';
import { ProfileActions } from './profile-actions';
import { SIDEBAR_ID } from './sidebar-content';

export function TopBar({ menuOpen, onOpenMenu }: { menuOpen: boolean; onOpenMenu: () => void }) {
  const user = useCurrentUser();
  const admin = isAdmin(user);
  return (
    <header
      data-testid="top-bar"
      className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/85 backdrop-blur-md dark:border-slate-800 dark:bg-slate-950/80"
    >
      <div className="flex h-16 items-center gap-2 px-3 sm:gap-3 sm:px-6 lg:px-8">
        <button
          type="button"
          onClick={onOpenMenu}
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? SIDEBAR_ID : undefined}
          data-testid="menu-button"
          className="flex size-10 shrink-0 items-center justify-center rounded-xl text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 lg:hidden dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <Menu className="size-5" aria-hidden />
        </button>
        <div className="min-w-0 flex-1">
          <div className="flex min-w-0 items-center gap-2">
            <p
              data-testid="topbar-title"
              className="truncate text-base font-bold text-slate-900 sm:text-lg dark:text-white"
            >
              {/* 'Admin' alone on a phone, as the live marker says 'Live': the whole title and the
                  marker do not fit beside the bell and the profile. The full title is still read out. */}
              {admin ? (
                <>
                  Admin<span className="sr-only sm:not-sr-only"> Dashboard</span>
                </>
              ) : (
                'Dashboard'
              )}
            </p>
            <LiveIndicator />
          </div>
          <p
            data-testid="topbar-subtitle"
            className="line-clamp-2 text-xs text-slate-600 sm:truncate sm:text-sm dark:text-slate-400"
          >
            {admin ? 'Manage users and monitor system activity' : `Welcome back, @${user.tag}`}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-0.5 sm:gap-1.5">
          <ThemeToggle className="hidden sm:flex" />
          <NotificationBell />
          <ProfileActions />
        </div>
      </div>
    </header>
  );
}
