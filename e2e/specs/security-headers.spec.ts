import { expect, test } from '../helpers/fixtures';
import { DEMO_USER, liveSocketReady, signInThroughUi } from '../helpers';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

test('the app works under its Content-Security-Policy: no violation on any screen', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    // A header the browser cannot read in full is one it does not apply in full.
    if (/content security policy|refused to|permissions-policy/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window.cspViolations ??= []).push(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      ),
    );
  });
  const live = liveSocketReady(page);

  const response = await page.goto('/auth');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');

  await signInThroughUi(page, DEMO_USER);
  await live; // the WebSocket connects under connect-src 'self'
  const screens = ['/', '/balances', '/deposits', '/qr-code', '/withdraw', '/transactions', '/settings', '/kyc'];
  for (const path of screens) {
    await page.goto(path);
    await expect(page.getByTestId('top-bar')).toBeVisible();
    await expect(page.getByTestId('page-title')).toBeVisible();
    if (path === '/deposits') {
      // The QR code is drawn on a canvas: it must render under the policy too.
      await page.getByTestId('receive-tab-qr').click();
      await expect(page.getByTestId('qr-code')).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.cspViolations ?? []), path).toEqual([]);
  }
  expect(messages).toEqual([]);
});
