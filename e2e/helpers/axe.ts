import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The widths every screen is checked at (issue 13): a small phone and a laptop. */
export const WIDTHS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;
export type Width = keyof typeof WIDTHS;
export type Theme = 'light' | 'dark';

/** WCAG 2.1 A and AA, plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** The rules whose outcome a theme can change: a theme only swaps colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Switches the theme in place, as the app's own toggle does (the `dark` class on <html>),
 * without a reload, so an open modal or dropdown stays open. Waits for the colour transitions it
 * starts to end (under reduced motion every element transitions for 0.01 ms, which a busy machine
 * can stretch over a frame or two), so axe never reads a colour halfway between the themes.
 */
export async function applyTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((dark) => void document.documentElement.classList.toggle('dark', dark), theme === 'dark');
  await settleAnimations(page);
}

/** Waits for every finite animation and transition on the page (a fade-in, a theme's colours) to end. */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

export interface AxeFinding {
  impact: string;
  blocking: boolean;
  summary: string;
}

/**
 * Runs axe on the page as it is: every WCAG 2.1 A/AA and best-practice rule, or only the colour
 * rules (`coloursOnly`, for a second theme of a layout already checked in full).
 */
export async function axeFindings(page: Page, { coloursOnly = false } = {}): Promise<AxeFinding[]> {
  await settleAnimations(page);
  const builder = new AxeBuilder({ page });
  const results = await (coloursOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(AXE_TAGS)).analyze();
  return results.violations.map((v) => ({
    impact: v.impact ?? 'unknown',
    blocking: BLOCKING.has(v.impact ?? ''),
    summary: `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes
      .slice(0, 5)
      .map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
      .join('\n    ')}`,
  }));
}
