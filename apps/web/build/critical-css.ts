import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';

/**
 * The part of the app's stylesheet that `html` uses (ADR 047): Tailwind's own compiler, given the
 * class names its scanner finds in the markup instead of in the source files. So every variant of
 * those classes is there (`dark:`, `hover:`, `focus-visible:`), with the base styles, the theme
 * variables they read and their keyframes; the utilities of the other screens are not.
 * `stylesheet` is the app's source CSS (`src/index.css`), compiled as the Vite plugin compiles it.
 */
export async function criticalCss(stylesheet: string, html: string): Promise<string> {
  const compiler = await compile(readFileSync(stylesheet, 'utf8'), {
    base: dirname(stylesheet),
    onDependency: () => {},
  });
  const candidates = new Scanner({}).scanFiles([{ content: html, extension: 'html' }]);
  return optimize(compiler.build(candidates), { minify: true }).code;
}
