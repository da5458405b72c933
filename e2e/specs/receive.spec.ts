import jsQR from 'jsqr';
import { expect, test } from '../helpers/fixtures';
import { API_URL, DEMO_USER, login, signInThroughUi } from '../helpers';

// The Receive QR must hold exactly the user's deposit address: decode what the browser shows.

const QUIET_ZONE = 24;

test('the Receive QR decodes to the signed-in user’s deposit address', async ({ page }) => {
  const { token } = await login(DEMO_USER.email, DEMO_USER.password);
  const res = await fetch(`${API_URL}/api/users/profile`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok).toBe(true);
  const profile = (await res.json()) as { tag: string; address: string | null };
  expect(profile.address, 'the demo user has an EVM deposit address').toMatch(/^0x[0-9a-fA-F]{40}$/);

  await signInThroughUi(page, DEMO_USER);
  await page.goto('/deposits');
  await expect(page.getByTestId('receive-tag')).toHaveText(`@${profile.tag}`);
  await page.getByTestId('receive-tab-qr').click();

  const eth = page.locator('[data-testid="qr-token-option"][data-symbol="ETH"]');
  await expect(eth).toHaveAttribute('data-available', 'true');
  await eth.click();
  await expect(page.getByTestId('qr-address')).toHaveText(profile.address!);
  await expect(page.getByText('Send ETH to')).toBeVisible();

  const qr = page.getByTestId('qr-code');
  await expect(qr).toBeVisible();
  const box = await qr.boundingBox();
  expect(Math.round(box!.width)).toBe(200);
  const png = await qr.screenshot();
  await test.info().attach('receive-qr.png', { body: png, contentType: 'image/png' });

  // Decode the screenshot's pixels: the browser turns the PNG into RGBA (on a white quiet zone).
  const image = await page.evaluate(
    async ({ base64, pad }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${base64}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width + pad * 2;
      canvas.height = img.height + pad * 2;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.drawImage(img, pad, pad);
      const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      return { data: Array.from(data), width, height };
    },
    { base64: png.toString('base64'), pad: QUIET_ZONE },
  );
  const decoded = jsQR(Uint8ClampedArray.from(image.data), image.width, image.height);
  expect(decoded, 'the QR decodes').not.toBeNull();
  expect(decoded!.data).toBe(profile.address);
});

test('tokens without an address are dimmed and counted out', async ({ page }) => {
  await signInThroughUi(page, DEMO_USER);
  await page.goto('/qr-code');
  const options = page.getByTestId('qr-token-option');
  await expect(options.first()).toBeVisible();
  const available = await page.locator('[data-testid="qr-token-option"][data-available="true"]').count();
  await expect(page.getByTestId('qr-available-count')).toHaveText(`${available} available`);

  const ngn = page.locator('[data-testid="qr-token-option"][data-symbol="NGN"]');
  await expect(ngn).toHaveAttribute('data-available', 'false');
  await expect(ngn).toContainText('Address not set');
  await ngn.click();
  await expect(page.getByText('Address Not Configured')).toBeVisible();
  await expect(page.getByText('Nigerian Naira wallet address is not set up yet.')).toBeVisible();
  await expect(page.getByTestId('qr-code')).toHaveCount(0);
});
