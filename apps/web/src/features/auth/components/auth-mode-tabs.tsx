import { clsx } from 'clsx';
import { useRef, type KeyboardEvent } from 'react';

export type AuthMode = 'signin' | 'register';

const tabs: { mode: AuthMode; label: string }[] = [
  { mode: 'signin', label: 'Sign In' },
  { mode: 'register', label: 'Create Account' },
];

export function authPanelId(mode: AuthMode): string {
  return `auth-panel-${mode}`;
}

export function AuthModeTabs({ mode, onChange }: { mode: AuthMode; onChange: (mode: AuthMode) => void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const index = tabs.findIndex((t) => t.mode === mode);
    const next = (index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length;
    const target = tabs[next];
    if (!target) return;
    onChange(target.mode);
    refs.current[next]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label="Sign in or create an account"
      onKeyDown={onKeyDown}
      className="grid grid-cols-2 rounded-xl bg-slate-100 p-1 dark:bg-slate-800/80"
    >
      {tabs.map((tab, i) => {
        const selected = tab.mode === mode;
        return (
          <button
            key={tab.mode}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`auth-tab-${tab.mode}`}
            aria-selected={selected}
            aria-controls={authPanelId(tab.mode)}
            tabIndex={selected ? 0 : -1}
            data-testid={`auth-tab-${tab.mode}`}
            onClick={() => onChange(tab.mode)}
            className={clsx(
              'h-10 rounded-lg text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-brand-500',
              selected
                ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                : 'text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-200',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
