import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockRoute } from '../../../test/fetch-mock';
import { renderWithSession } from '../../../test/render';
import { TwoFactorSection } from './two-factor-section';

afterEach(() => vi.unstubAllGlobals());

const secret = { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/NaijaWallet:ada?secret=JBSWY3DPEHPK3PXP' };
const wrongPassword = {
  error: 'VALIDATION_ERROR',
  message: 'Password is incorrect',
  details: { password: ['Password is incorrect'] },
};

function submitPassword(password: string) {
  fireEvent.change(screen.getByTestId('2fa-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('2fa-password-submit'));
}

describe('two-factor section', () => {
  it('asks for the password before it shows a secret, and says so under the field when it is wrong', async () => {
    const setup: MockRoute = { method: 'POST', path: '/api/auth/2fa/setup', status: 400, body: wrongPassword };
    const { calls } = mockFetch([{ path: '/api/auth/2fa', body: { enabled: false } }, setup]);
    renderWithSession(<TwoFactorSection />);
    fireEvent.click(await screen.findByTestId('2fa-enable'));
    expect(document.activeElement).toBe(screen.getByTestId('2fa-password'));

    submitPassword('not-it');
    expect(await screen.findByText('Password is incorrect')).toBeTruthy();
    expect(screen.queryByTestId('2fa-setup')).toBeNull();

    Object.assign(setup, { status: 200, body: secret });
    submitPassword('the-real-one');
    expect((await screen.findByTestId('2fa-secret')).textContent).toBe(secret.secret);
    expect(screen.queryByTestId('2fa-password-form')).toBeNull();
    expect(calls.filter((c) => c.path === '/api/auth/2fa/setup').map((c) => c.body)).toEqual([
      { password: 'not-it' },
      { password: 'the-real-one' },
    ]);
  });

  it('sends nothing without a password', async () => {
    const { calls } = mockFetch([{ path: '/api/auth/2fa', body: { enabled: false } }]);
    renderWithSession(<TwoFactorSection />);
    fireEvent.click(await screen.findByTestId('2fa-enable'));
    fireEvent.click(screen.getByTestId('2fa-password-submit'));
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it.each(['at the password', 'at the QR code'])(
    'gives focus back to Enable when cancelled %s, not to <body>',
    async (step) => {
      mockFetch([
        { path: '/api/auth/2fa', body: { enabled: false } },
        { method: 'POST', path: '/api/auth/2fa/setup', body: secret },
      ]);
      renderWithSession(<TwoFactorSection />);
      fireEvent.click(await screen.findByTestId('2fa-enable'));
      if (step === 'at the QR code') {
        submitPassword('the-real-one');
        await screen.findByTestId('2fa-setup');
      }
      const cancel = screen.getByRole('button', { name: 'Cancel' });
      cancel.focus();
      fireEvent.click(cancel);
      await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('2fa-enable')));
      expect(screen.queryByTestId('2fa-setup')).toBeNull();
      expect(screen.queryByTestId('2fa-password-form')).toBeNull();
    },
  );
});
