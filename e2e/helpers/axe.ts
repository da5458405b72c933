import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** axe-core's browser build, injected into the page under test (same origin, no iframes to visit). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

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
 * without a reload, so an open modal or dropdown stays open. Colours change at once (see
 * `withoutTransitions`), so axe never reads one halfway between the themes.
 */
export async function applyTheme(page: Page, theme: Theme): Promise<void> {
  await withoutTransitions(page);
  await page.evaluate((dark) => void document.documentElement.classList.toggle('dark', dark), theme === 'dark');
  await settleAnimations(page);
}

/**
 * Turns CSS transitions off on the page under check. Under reduced motion every element
 * transitions every property for 0.01 ms, so a theme switch, or a live update re-rendering part
 * of the page while axe runs, starts colour transitions; one that starts after the last wait for
 * animations shows axe its start colour (seen: a light theme's grey read in the dark theme, one
 * run in three). Users see only the end colour; so does axe now. Animations (a fade-in) still run,
 * and are waited for.
 */
async function withoutTransitions(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (document.getElementById('e2e-no-transitions')) return;
    const style = document.createElement('style');
    style.id = 'e2e-no-transitions';
    style.textContent = '*, *::before, *::after { transition: none !important; }';
    document.head.append(style);
  });
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
  await withoutTransitions(page);
  await settleAnimations(page);
  // Injected once per document and run in place: one evaluation per check, not a helper page each time.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = coloursOnly
    ? { runOnly: { type: 'rule', values: COLOUR_RULES } }
    : { runOnly: { type: 'tag', values: AXE_TAGS } };
  const results = await page.evaluate(
    (runOptions) =>
      (window as unknown as { axe: { run(c: Document, o: RunOptions): Promise<AxeResults> } }).axe.run(
        document,
        runOptions,
      ),
    options,
  );
  return results.violations.map((v) => ({
    impact: v.impact ?? 'unknown',
    blocking: BLOCKING.has(v.impact ?? ''),
    summary: `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes
      .slice(0, 5)
      .map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
      .join('\n    ')}`,
  }));
}
