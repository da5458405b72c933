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

/**
 * Chromium 156 loads two WebUI pages (the omnibox popups, chrome://omnibox-popup.top-chrome) for
 * every window it opens, a new browser context included: about 0.6 s of CPU each time, beside the
 * page being measured. The benchmarks turn them off. Puppeteer merges this with its own
 * `--disable-features`; Playwright does not (Chromium keeps only the last such switch, which
 * would drop Playwright's own list), so the e2e suite runs without it.
 */
export const chromiumBenchArgs = [...chromiumArgs, '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup'];
