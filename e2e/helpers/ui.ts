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
  // Stored before the app's first script runs, so one navigation signs in. Only on the first load
  // after this call (per token): a later sign-out and reload stay signed out.
  await page.addInitScript(
    ([key, value]) => {
      const flag = `e2e-signed-in:${value}`;
      if (sessionStorage.getItem(flag)) return;
      sessionStorage.setItem(flag, '1');
      localStorage.setItem(key, value);
    },
    [AUTH_TOKEN_KEY, token] as const,
  );
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

/**
 * Amounts the page breaks across lines ("₦900,000.0" then "0"): each figure in the page's text
 * (a currency sign, a thousands separator or decimals; not digits inside an id, a hash or an
 * email, which may break) that is laid out on more than one line. A figure broken mid-way
 * misreads; the text around it should wrap instead.
 */
export async function brokenFigures(page: Page, within = 'body'): Promise<string[]> {
  return page
    .locator(within)
    .first()
    .evaluate((root) => {
      const figure = /(?<![\w@./:-])[-+−]?[₦$€£]?\d[\d,]*(\.\d+)?(?![\w@]|\.\d)/g;
      const found: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(figure)) {
          if (match[0].length < 4 || !/[₦$€£,.]/.test(match[0])) continue;
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            Array.from(range.getClientRects())
              .filter((r) => r.width > 0)
              .map((r) => Math.round(r.top)),
          );
          if (lines.size > 1) found.push(`"${match[0]}" on ${lines.size} lines`);
        }
      }
      return found;
    });
}

/**
 * Controls and marked content of the page (buttons, links, fields, data-testid elements in
 * <main>) that a fixed-position element (a floating pill, a banner) lies over, anywhere down the
 * page: it scrolls through in half-screen steps. Hit testing would miss an overlay with
 * pointer-events: none, so this compares boxes.
 */
export async function contentUnderFixedElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 2 && r.height > 2 && r.bottom > 0 && r.top < window.innerHeight && el.checkVisibility();
    };
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const content = Array.from(
      document.querySelectorAll('main button, main a, main input, main select, main [data-testid]'),
    );
    const found = new Set<string>();
    const step = Math.max(1, Math.floor(window.innerHeight / 2));
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      const fixed = Array.from(document.querySelectorAll('body *')).filter((el) => {
        const style = getComputedStyle(el);
        if (style.position !== 'fixed' || el.closest('main') || !visible(el)) return false;
        // An empty, transparent container (a toast area with no toast) covers nothing.
        const painted = !/rgba\(.*, 0\)|transparent/.test(style.backgroundColor);
        return painted || Boolean(el.textContent?.trim());
      });
      for (const control of content) {
        if (!visible(control)) continue;
        const cover = fixed.find((el) => overlaps(control.getBoundingClientRect(), el.getBoundingClientRect()));
        if (cover)
          found.add(
            `${control.textContent?.trim() || control.getAttribute('name') || control.tagName} under ${cover.textContent?.trim() || cover.outerHTML.slice(0, 80)}`,
          );
      }
    }
    window.scrollTo(0, 0);
    return Array.from(found);
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
