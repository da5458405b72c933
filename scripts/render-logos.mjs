// Renders each token logo's SVG (apps/server/assets/logos/*.svg, the source) to the PNG the app
// serves beside it, 128 × 128 (a 40 px logo on a 3× screen). A PNG is decoded off the page's main
// thread; an SVG image is a small document of its own, built, laid out and painted on it.
// Run after changing a logo: node scripts/render-logos.mjs
import { chromium } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath } from './chromium.mjs';

const SIZE = 128;
const dir = join(import.meta.dirname, '..', 'apps', 'server', 'assets', 'logos');
const browser = await chromium.launch({ executablePath: chromiumPath });
try {
  const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } });
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.svg'))) {
    const svg = readFileSync(join(dir, file), 'utf8').replace('<svg ', `<svg width="${SIZE}" height="${SIZE}" `);
    await page.setContent(`<body style="margin:0;background:transparent">${svg}</body>`);
    await page.screenshot({ path: join(dir, file.replace(/\.svg$/, '.png')), omitBackground: true });
    console.log(`rendered ${file}`);
  }
} finally {
  await browser.close();
}
