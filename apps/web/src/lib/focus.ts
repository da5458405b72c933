import { useEffect, useEffectEvent, useRef } from 'react';

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
 * Keeps focus in `root` (the signed-in page's <main>) when the element that had it leaves the page:
 * a button that goes away once used, a step that replaces the form it was in. A screen that knows a
 * better place moves focus there itself; if none has by the frame after, the region takes it,
 * rather than <body>, from where the next Tab would start at the top of the page. Focus inside an
 * overlay (rendered outside `root`) is the overlay's to restore.
 */
export function useFocusRescue(rootId: string): void {
  useEffect(() => {
    const root = document.getElementById(rootId);
    if (!root) return;
    let last: Element | null = null;
    let frame: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onFocusIn = (event: FocusEvent) => {
      last = event.target instanceof Element && root.contains(event.target) ? event.target : null;
    };
    const observer = new MutationObserver(() => {
      if (!last || last.isConnected || !focusIsLost() || frame !== undefined) return;
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => {
          frame = undefined;
          if (last && !last.isConnected && focusIsLost()) root.focus({ preventScroll: true });
          last = null;
        }, 0);
      });
    });
    document.addEventListener('focusin', onFocusIn);
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [rootId]);
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

/**
 * Calls `focus` once on mount when `enabled`, after the screen has painted. `autoFocus` focuses
 * while React commits: the browser must then lay the page out in the middle of the commit, and
 * the focus events re-render synchronously, which made the sign-in screen's first commit one long
 * task. A frame later, the layout is already done.
 */
export function useFocusAfterPaint(focus: () => void, enabled: boolean): void {
  const run = useEffectEvent(focus);
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame's callback runs before it paints; the timer's task after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(run, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
    // Once, on mount: `enabled` is read then and later changes do not move focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
