import { expect, type Locator, type Page } from '@playwright/test';

/** What has keyboard focus, and whether it shows a focus indicator (outline or ring). */
export interface FocusState {
  /** data-testid, id, or tag name of the focused element; 'body' when focus is lost. */
  label: string;
  onBody: boolean;
  indicator: boolean;
}

export async function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { label: 'body', onBody: true, indicator: false };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    const label = el.dataset.testid ?? (el.id || el.getAttribute('aria-label') || el.tagName.toLowerCase());
    return { label, onBody: false, indicator: outline || ring };
  });
}

export async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus. Every stop on the way must be a real
 * element (never <body>) that shows a focus indicator. Returns the labels of the stops.
 */
export async function tabTo(page: Page, target: Locator, { max = 30, back = false } = {}): Promise<string[]> {
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const state = await focusState(page);
    stops.push(state.label);
    expect(state.onBody, `focus fell to <body> after ${stops.join(' → ')}`).toBe(false);
    expect(state.indicator, `no visible focus on ${state.label} (${stops.join(' → ')})`).toBe(true);
    if (await isFocused(target)) return stops;
  }
  throw new Error(`Tab never reached the target; stops: ${stops.join(' → ')}`);
}

/** Presses `key` `times` times and checks focus never leaves `container` (a modal or drawer). */
export async function expectFocusTrapped(page: Page, container: Locator, key: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    const inside = await container.evaluate((el) => el.contains(document.activeElement));
    expect(inside, `${key} #${i + 1} left the ${await container.getAttribute('data-testid')}`).toBe(true);
  }
}

/** True when `locator` is hidden from assistive tech by an open modal (aria-hidden or inert above it). */
export async function hiddenFromAssistiveTech(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el.closest('[aria-hidden="true"], [inert]') !== null);
}
