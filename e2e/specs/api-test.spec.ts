import { expect, test } from '../helpers/fixtures';
import { signInWithToken } from '../helpers';

test('the /test/api page shows the API is up', async ({ page, newUser }) => {
  await signInWithToken(page, newUser.token, '/test/api');
  await expect(page.getByTestId('page-title')).toHaveText('API Connection Test');

  const status = page.getByTestId('health-status');
  await expect(status).toHaveAttribute('data-state', 'idle');
  await expect(page.getByTestId('api-test-results-empty')).toBeVisible();

  await page.getByRole('button', { name: 'Test Health Check' }).click();
  await expect(status).toHaveAttribute('data-state', 'up');
  await expect(status).toContainText('API is up');
  const result = page.getByTestId('api-test-result');
  await expect(result).toHaveCount(1);
  await expect(result).toHaveAttribute('data-ok', 'true');
  await expect(result).toContainText('Health check');

  await page.getByRole('button', { name: 'Clear Results' }).click();
  await expect(status).toHaveAttribute('data-state', 'idle');
  await expect(page.getByTestId('api-test-results-empty')).toBeVisible();
});
