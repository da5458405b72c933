import { useRef } from 'react';

/** Keyboard focus helpers: wherever focus goes after a change, it must never be left on <body>. */

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/** The signed-in page's <main> (AppShell); it takes focus with tabIndex -1. */
export const MAIN_CONTENT_ID = 'main-content';

/** Focuses the first focusable element inside `root`, or `root` itself. */
export function focusFirstIn(root: HTMLElement): void {
  const target = root.matches(FOCUSABLE) ? root : root.querySelector<HTMLElement>(FOCUSABLE);
  (target ?? root).focus({ preventScroll: false });
}

/** Moves focus to the page's main region (after navigation, or when its opener is gone). */
export function focusMainContent(): void {
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}

/** True when nothing meaningful has focus: <body>, or an element that left the page. */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/**
 * Remembers what had focus when an overlay opened and gives focus back to it on close (or to
 * the page when it is gone). Radix returns focus only to its own Trigger; our overlays are opened
 * by other controls, or by the page itself.
 */
export function useOpenerFocus(): { remember: () => void; restore: () => void } {
  const opener = useRef<HTMLElement | null>(null);
  return {
    remember: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    restore: () => {
      const target = opener.current;
      if (target?.isConnected) target.focus();
      else focusMainContent();
    },
  };
}
