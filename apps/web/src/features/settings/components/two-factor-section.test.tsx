import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithSession } from '../../../test/render';
import { TwoFactorSection } from './two-factor-section';

afterEach(() => vi.unstubAllGlobals());

describe('two-factor section (keyboard)', () => {
  it('gives focus back to Enable when the setup is cancelled, not to <body>', async () => {
    mockFetch([
      { path: '/api/auth/2fa', body: { enabled: false } },
      {
        method: 'POST',
        path: '/api/auth/2fa/setup',
        body: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/NaijaWallet:ada?secret=JBSWY3DPEHPK3PXP' },
      },
    ]);
    renderWithSession(<TwoFactorSection />);
    fireEvent.click(await screen.findByTestId('2fa-enable'));
    await screen.findByTestId('2fa-setup');
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    cancel.focus();
    fireEvent.click(cancel);
    await waitFor(() => expect(screen.queryByTestId('2fa-setup')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('2fa-enable')));
  });
});
