import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { isAdmin, useCurrentUser, useSession } from '../../lib/session';
import { paths } from '../../paths';

/** Profile chip (links to settings) and the Sign Out button. */
export function ProfileActions() {
  const user = useCurrentUser();
  const { signOut } = useSession();
  const [signingOut, setSigningOut] = useState(false);
  const admin = isAdmin(user);
  const label = admin ? 'Admin' : `@${user.tag}`;
  // The avatar's letter is the first of what the chip says: 'A' for an admin, whatever its tag.
  const initial = admin ? 'A' : (user.tag[0] ?? '?').toUpperCase();

  async function onSignOut() {
    setSigningOut(true);
    await signOut();
  }

  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <Link
        to={paths.settings}
        data-testid="profile-chip"
        className="flex items-center gap-2 rounded-full p-0.5 pr-0.5 transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 sm:pr-3 dark:hover:bg-slate-800"
      >
        <span
          aria-hidden
          data-testid="profile-chip-initial"
          className="flex size-9 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-700 text-sm font-bold text-white shadow-sm"
        >
          {initial}
        </span>
        {/* No aria-label: the name is the tag that is shown (screen-reader only on phones, where the initial shows). */}
        <span
          data-testid="profile-chip-label"
          className="hidden max-w-32 truncate text-sm font-semibold text-slate-700 sm:block dark:text-slate-200"
        >
          {label}
        </span>
        <span className="sr-only sm:hidden">{label}</span>
        <span className="sr-only">, account settings</span>
      </Link>
      <button
        type="button"
        onClick={onSignOut}
        disabled={signingOut}
        data-testid="sign-out"
        className="flex h-10 items-center gap-2 rounded-xl px-2.5 text-sm font-medium text-slate-600 transition-colors hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60 dark:text-slate-400 dark:hover:bg-red-950/40 dark:hover:text-red-400"
      >
        {signingOut ? <Spinner className="size-5" label="Signing out" /> : <LogOut className="size-5" aria-hidden />}
        <span className="sr-only md:not-sr-only">Sign Out</span>
      </button>
    </div>
  );
}
