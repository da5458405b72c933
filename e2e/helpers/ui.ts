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
 * Text the page cuts off: elements holding text whose content is wider than their box while
 * their overflow hides it (ellipsis or clip). Empty when everything can be read in full.
 * `within` scopes the check (e.g. the page's own content, not the app shell).
 */
export async function clippedText(page: Page, within = 'body'): Promise<string[]> {
  return page
    .locator(within)
    .first()
    .evaluate((root) => {
      const found: string[] = [];
      for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
        if (!(el instanceof HTMLElement) || el.closest('[role="tablist"]')) continue;
        const style = getComputedStyle(el);
        const ownText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        const hides = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
        // 2 px or less is a visually hidden label, not text anyone was meant to read.
        if (ownText && hides && el.clientWidth > 2 && el.scrollWidth > el.clientWidth + 1) {
          found.push(`"${el.innerText.trim()}" (${el.scrollWidth}px in ${el.clientWidth}px)`);
        }
      }
      return found;
    });
}
