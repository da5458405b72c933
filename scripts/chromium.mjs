/**
 * How every headless run starts Debian's Chromium (the e2e suite and the web benchmarks): its path
 * and its flags. Playwright's own browser download is not available here.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, and nothing in the background that would add requests or CPU to a measured page. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
