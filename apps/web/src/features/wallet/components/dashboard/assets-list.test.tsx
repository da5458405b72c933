import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildBalance } from '../../../../test/factories';
import { AssetsList } from './assets-list';

function renderList(
  verified: boolean,
  balances = [buildBalance({ amount: '0', usd_value: '0.00', ngn_value: '0.00' })],
) {
  render(
    <MemoryRouter>
      <AssetsList
        balances={balances}
        isPending={false}
        isError={false}
        onRetry={() => {}}
        visible
        verified={verified}
      />
    </MemoryRouter>,
  );
}

describe('AssetsList, with nothing held', () => {
  it('offers a verified user the way to receive money', () => {
    renderList(true);
    expect(screen.getByTestId('assets-empty').textContent).toContain('Fund your wallet to see your assets here.');
    const action = screen.getByRole('link', { name: 'Receive money' });
    expect(action.getAttribute('href')).toBe('/deposits');
  });

  it('sends an unverified user to verification first, since receiving needs it', () => {
    renderList(false);
    expect(screen.getByTestId('assets-empty').textContent).toContain('Verify your identity to receive money');
    const action = screen.getByRole('link', { name: 'Verify your identity' });
    expect(action.getAttribute('href')).toBe('/kyc');
  });
});

describe('AssetsList, when the balances could not load', () => {
  it('offers Try again and counts no assets it does not know of', () => {
    render(
      <MemoryRouter>
        <AssetsList balances={undefined} isPending={false} isError onRetry={() => {}} visible verified />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByTestId('asset-count')).toBeNull();
  });
});
