// Browser tests use Debian's Chromium (Playwright's own browser download is not available here).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath as path } from './chromium.mjs';

if (!existsSync(path)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium not found at ${path}. Install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.log('Installing Debian chromium…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
