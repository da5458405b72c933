import { useSyncExternalStore } from 'react';

function getMatch(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => getMatch(query),
    () => false,
  );
}

/** Tailwind's `lg` breakpoint: the side menu is fixed from here up. */
export const LG_QUERY = '(min-width: 1024px)';

/** Tailwind's `xl` breakpoint: wide enough for a full table beside the side menu. */
export const XL_QUERY = '(min-width: 1280px)';
