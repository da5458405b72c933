import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** The toasts on screen, newest first, as the user sees them (dismissed ones excluded). */
export function shownToasts(): HTMLElement[] {
  return within(screen.getByTestId('toaster'))
    .queryAllByTestId('toast')
    .filter((el) => el.dataset.visible === 'true');
}

/** Waits for the newest toast to read `text` and returns it. */
export async function findToast(text: string | RegExp): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = shownToasts()[0];
    expect(found?.textContent ?? '').toMatch(typeof text === 'string' ? new RegExp(`^${escape(text)}$`) : text);
  });
  return found!;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
