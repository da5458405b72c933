import type { KycStatus } from '@app/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildBalance } from '../../../../test/factories';
import { AssetsList } from './assets-list';

function renderList(
  kycStatus: KycStatus,
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
        kycStatus={kycStatus}
      />
    </MemoryRouter>,
  );
}

describe('AssetsList, with nothing held', () => {
  it('offers a verified user the way to receive money', () => {
    renderList('verified');
    expect(screen.getByTestId('assets-empty').textContent).toContain('Fund your wallet to see your assets here.');
    const action = screen.getByRole('link', { name: 'Receive money' });
    expect(action.getAttribute('href')).toBe('/deposits');
  });

  it('sends an unverified user to verification first, since receiving needs it', () => {
    renderList('none');
    expect(screen.getByTestId('assets-empty').textContent).toContain('Verify your identity to receive money');
    const action = screen.getByRole('link', { name: 'Verify your identity' });
    expect(action.getAttribute('href')).toBe('/kyc');
  });

  it('tells a user whose documents are in review to wait for it, not to verify again', () => {
    renderList('pending');
    expect(screen.getByTestId('assets-empty').textContent).toContain("We're reviewing your documents.");
    expect(screen.queryByRole('link', { name: 'Verify your identity' })).toBeNull();
    const action = screen.getByRole('link', { name: 'Check verification status' });
    expect(action.getAttribute('href')).toBe('/kyc');
  });
});

describe('AssetsList, when the balances could not load', () => {
  it('offers Try again and counts no assets it does not know of', () => {
    render(
      <MemoryRouter>
        <AssetsList balances={undefined} isPending={false} isError onRetry={() => {}} visible kycStatus="verified" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByTestId('asset-count')).toBeNull();
  });
});
