import { expect, test } from '@playwright/test';
import { fundUser, signInWithToken, verifiedUser } from '../helpers';

// Every row of the history opens its transaction's page, where its receipt is (issue 15).
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`a transaction in the history opens its page and receipt (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const user = await verifiedUser('hist');
    await fundUser(user.tag, '2500', 'NGN');
    await signInWithToken(page, user.token, '/transactions');
    const row = page.getByTestId('transaction-row').first();
    await expect(row).toHaveAttribute('data-type', 'deposit');
    const link = row.getByTestId('transaction-type');
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/transactions\/[0-9a-f-]{36}$/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByTestId('transaction-detail')).toContainText('Completed');
    await expect(page.getByTestId('transaction-detail')).toContainText('2,500');
    await expect(page.getByRole('button', { name: 'Download receipt' })).toBeVisible();
  });
}
