import { expect, type Page } from '@playwright/test';
import type { Credentials } from './api';

/** localStorage key of the session token (spec §9). */
export const AUTH_TOKEN_KEY = 'auth-token';

/** Signs in through the sign-in form at /auth and waits to leave the auth page. */
export async function signInThroughUi(page: Page, creds: Pick<Credentials, 'email' | 'password'>): Promise<void> {
  if (!/^\/(auth|login)$/.test(new URL(page.url()).pathname)) await page.goto('/auth');
  await page.getByTestId('auth-email').fill(creds.email);
  await page.getByTestId('auth-password').fill(creds.password);
  await page.getByTestId('auth-submit').click();
  await expect(page).not.toHaveURL(/\/(auth|login)(\?|$)/);
  await expect(page.getByTestId('top-bar')).toBeVisible();
}

/** Starts a session from an API token (skips the form) and opens `path`. */
export async function signInWithToken(page: Page, token: string, path = '/'): Promise<void> {
  await page.goto('/auth');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [AUTH_TOKEN_KEY, token] as const);
  await page.goto(path);
  await expect(page.getByTestId('top-bar')).toBeVisible();
}

/** The page's horizontal overflow in CSS pixels (0 when nothing scrolls sideways). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const el = document.scrollingElement ?? document.documentElement;
    return el.scrollWidth - window.innerWidth;
  });
}

/**
 * Resolves once the page's live-updates socket is authenticated (the server's `ready` frame).
 * Call before navigating: it watches every socket the page opens from then on.
 */
export function liveSocketReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"type":"ready"')) resolve();
      });
    });
  });
}
