import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { criticalCss } from './critical-css';

const stylesheet = join(import.meta.dirname, '..', 'src', 'index.css');

describe('criticalCss', () => {
  const markup =
    '<div class="bg-brand-600 dark:bg-slate-950 hover:bg-brand-700"><svg class="animate-spin"></svg></div>';

  it('holds the rules of the classes in the markup, with their variants, theme variables and keyframes', async () => {
    const css = await criticalCss(stylesheet, markup);
    expect(css).toContain('.bg-brand-600{');
    expect(css).toMatch(/\.dark\\:bg-slate-950:where\(\.dark,\s?\.dark \*\)/);
    expect(css).toContain('.hover\\:bg-brand-700:hover');
    expect(css).toContain('@keyframes spin');
    expect(css).toContain('--color-brand-600:');
    // The base styles: the page's own rules in src/index.css, and Tailwind's preflight.
    expect(css).toContain('box-sizing:border-box');
  });

  it("leaves out other screens' utilities and the theme variables only they read", async () => {
    const css = await criticalCss(stylesheet, markup);
    const withRed = await criticalCss(stylesheet, `${markup}<p class="text-red-600"></p>`);
    expect(css).not.toContain('.text-red-600');
    expect(css).not.toContain('--color-red-600:');
    expect(withRed).toContain('.text-red-600{');
    expect(withRed).toContain('--color-red-600:');
  });
});
