import { clsx } from 'clsx';
import { NavLink, useLocation } from 'react-router';
import type { NavItem } from './nav-items';

function NavEntry({ item }: { item: NavItem }) {
  const { pathname } = useLocation();
  const Icon = item.icon;
  const alsoActive = item.alsoActiveOn?.includes(pathname) ?? false;
  return (
    <li>
      <NavLink
        to={item.to}
        end={item.end}
        data-testid={`nav-${item.to === '/' ? 'dashboard' : item.to.slice(1).replace(/\//g, '-')}`}
        className={({ isActive }) =>
          clsx(
            'group flex items-center gap-3 rounded-xl px-3 py-2 text-sm font-medium transition-colors',
            'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
            isActive || alsoActive
              ? 'bg-brand-50 text-brand-700 dark:bg-brand-500/10 dark:text-brand-300'
              : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800/70 dark:hover:text-white',
          )
        }
        aria-current={alsoActive ? 'page' : undefined}
      >
        {({ isActive }) => (
          <>
            <Icon
              className={clsx(
                'size-5 shrink-0 transition-colors',
                isActive || alsoActive
                  ? 'text-brand-600 dark:text-brand-400'
                  : 'text-slate-500 group-hover:text-slate-700 dark:text-slate-400 dark:group-hover:text-slate-200',
              )}
              aria-hidden
            />
            {item.label}
          </>
        )}
      </NavLink>
    </li>
  );
}

export function SidebarNavSection({ title, items }: { title: string; items: NavItem[] }) {
  const headingId = `nav-section-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <div>
      <p
        id={headingId}
        className="mb-1.5 px-3 text-[11px] font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400"
      >
        {title}
      </p>
      <ul aria-labelledby={headingId} className="space-y-0.5">
        {items.map((item) => (
          <NavEntry key={item.to} item={item} />
        ))}
      </ul>
    </div>
  );
}
