import { messages } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { buildUser } from '../../../test/factories';
import { renderWithSession } from '../../../test/render';
import { AuthPage } from './auth-page';

afterEach(() => vi.unstubAllGlobals());

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('auth-submit'));
const openRegister = () => fireEvent.click(screen.getByRole('tab', { name: 'Create Account' }));

describe('sign-in form', () => {
  it('shows the required messages when submitted empty', async () => {
    const { calls } = mockFetch([]);
    renderWithSession(<AuthPage />, { path: '/auth' });
    submit();
    expect(await screen.findByText(messages.emailRequired)).toBeTruthy();
    expect(screen.getByText(messages.passwordRequired)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('says nothing about a field merely passed through, and checks one typed in and left', async () => {
    renderWithSession(<AuthPage />, { path: '/auth' });
    fireEvent.focus(screen.getByTestId('auth-email'));
    fireEvent.blur(screen.getByTestId('auth-email'));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText(messages.emailRequired)).toBeNull();
    type('auth-email', 'not-an-email');
    fireEvent.blur(screen.getByTestId('auth-email'));
    expect(await screen.findByText(messages.emailInvalid)).toBeTruthy();
  });

  it('rejects a malformed email', async () => {
    renderWithSession(<AuthPage />, { path: '/auth' });
    type('auth-email', 'not-an-email');
    submit();
    expect(await screen.findByText(messages.emailInvalid)).toBeTruthy();
  });

  it('shows the server message on failure and signs in on success', async () => {
    mockFetch([
      {
        method: 'POST',
        path: '/api/auth/login',
        status: 401,
        body: { error: 'INVALID_CREDENTIALS', message: 'Invalid credentials' },
      },
    ]);
    renderWithSession(<AuthPage />, { path: '/auth' });
    type('auth-email', 'ada@example.com');
    type('auth-password', 'wrong-password');
    submit();
    expect((await screen.findByTestId('auth-error')).textContent).toBe('Invalid credentials');

    const user = buildUser();
    const { calls } = mockFetch([{ method: 'POST', path: '/api/auth/login', body: { token: 't0k', user } }]);
    const signIn = vi.fn();
    renderWithSession(<AuthPage />, { path: '/auth', session: { signIn } });
    const forms = screen.getAllByTestId('sign-in-form');
    const form = forms.at(-1);
    if (!form) throw new Error('no form');
    fireEvent.change(form.querySelector('[name="email"]') as HTMLInputElement, {
      target: { value: ' ada@example.com ' },
    });
    fireEvent.change(form.querySelector('[name="password"]') as HTMLInputElement, {
      target: { value: 'correct-horse' },
    });
    fireEvent.submit(form);
    await waitFor(() => expect(signIn).toHaveBeenCalledWith({ token: 't0k', user }));
    expect(calls[0]?.body).toEqual({ email: 'ada@example.com', password: 'correct-horse' });
  });

  it("falls back to 'Login failed' when the server gives no message", async () => {
    mockFetch([{ method: 'POST', path: '/api/auth/login', status: 500, body: {} }]);
    renderWithSession(<AuthPage />, { path: '/auth' });
    type('auth-email', 'ada@example.com');
    type('auth-password', 'whatever1');
    submit();
    expect((await screen.findByTestId('auth-error')).textContent).toBe('Login failed');
  });

  it('asks for the code when the account has two-factor on, and shows a wrong code under its field', async () => {
    const { calls } = mockFetch([
      {
        method: 'POST',
        path: '/api/auth/login',
        status: 401,
        body: { error: 'TOTP_REQUIRED', message: 'Enter the 6-digit code from your authenticator app' },
      },
    ]);
    renderWithSession(<AuthPage />, { path: '/auth' });
    type('auth-email', 'ada@example.com');
    type('auth-password', 'correct-horse');
    submit();
    const banner = await screen.findByTestId('auth-error');
    expect(banner.textContent).toBe('Enter the 6-digit code from your authenticator app');
    expect(banner.getAttribute('role')).toBe('status');

    const invalid = 'Invalid code. Enter the 6-digit code from your authenticator app';
    const second = mockFetch([
      {
        method: 'POST',
        path: '/api/auth/login',
        status: 401,
        body: { error: 'TOTP_REQUIRED', message: invalid, details: { totp: [invalid] } },
      },
    ]);
    type('auth-totp', '12a3456');
    expect((screen.getByTestId('auth-totp') as HTMLInputElement).value).toBe('123456');
    submit();
    expect((await screen.findByTestId('totp-error')).textContent).toBe(invalid);
    expect(screen.queryByTestId('auth-error')).toBeNull();
    expect(calls[0]?.body).toEqual({ email: 'ada@example.com', password: 'correct-horse' });
    expect(second.calls[0]?.body).toEqual({ email: 'ada@example.com', password: 'correct-horse', totp: '123456' });
  });
});

describe('register form', () => {
  it('shows every required message when submitted empty', async () => {
    const { calls } = mockFetch([]);
    renderWithSession(<AuthPage />, { path: '/auth' });
    openRegister();
    submit();
    expect(await screen.findByText(messages.tagRequired)).toBeTruthy();
    expect(screen.getByText(messages.emailRequired)).toBeTruthy();
    expect(screen.getByText(messages.passwordRequired)).toBeTruthy();
    expect(screen.getByText(messages.confirmRequired)).toBeTruthy();
    expect(screen.getByText('You must accept the terms and conditions')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('validates tag format, password length and mismatch', async () => {
    renderWithSession(<AuthPage />, { path: '/auth' });
    openRegister();
    type('auth-tag', 'a!');
    type('auth-email', 'ada@example.com');
    type('auth-password', 'short');
    type('auth-confirm-password', 'different');
    submit();
    expect(await screen.findByText(messages.tagFormat)).toBeTruthy();
    expect(screen.getByText(messages.passwordMin)).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
  });

  it("says 'You must accept the terms' when the box is unticked while editing", async () => {
    renderWithSession(<AuthPage />, { path: '/auth' });
    openRegister();
    const terms = screen.getByTestId('auth-terms');
    fireEvent.click(terms);
    fireEvent.click(terms);
    expect(await screen.findByText(messages.termsRequired)).toBeTruthy();
  });

  it('posts tag, email and password and shows a taken tag once, under the field, until it is edited', async () => {
    const taken = 'The tag @ada_01 is already taken';
    const { calls } = mockFetch([
      {
        method: 'POST',
        path: '/api/auth/register',
        status: 409,
        body: { error: 'TAG_TAKEN', message: taken, details: { tag: [taken] } },
      },
    ]);
    renderWithSession(<AuthPage />, { path: '/auth' });
    openRegister();
    type('auth-tag', ' ada_01 ');
    type('auth-email', 'ada@example.com');
    type('auth-password', 'longenough');
    type('auth-confirm-password', 'longenough');
    fireEvent.click(screen.getByTestId('auth-terms'));
    submit();
    expect((await screen.findByTestId('tag-error')).textContent).toBe(taken);
    expect(screen.getAllByText(taken)).toHaveLength(1);
    expect(screen.queryByTestId('auth-error')).toBeNull();
    expect(calls[0]?.body).toEqual({ tag: 'ada_01', email: 'ada@example.com', password: 'longenough' });

    type('auth-tag', 'ada_02');
    await waitFor(() => expect(screen.queryByTestId('tag-error')).toBeNull());
  });

  it("shows an error that no field owns in the banner, else 'Registration failed'", async () => {
    mockFetch([{ method: 'POST', path: '/api/auth/register', status: 503, body: {} }]);
    renderWithSession(<AuthPage />, { path: '/auth' });
    openRegister();
    type('auth-tag', 'ada_01');
    type('auth-email', 'ada@example.com');
    type('auth-password', 'longenough');
    type('auth-confirm-password', 'longenough');
    fireEvent.click(screen.getByTestId('auth-terms'));
    submit();
    expect((await screen.findByTestId('auth-error')).textContent).toBe('Registration failed');
  });

  it('shows a mismatch as soon as the password changes under a confirmation already left', async () => {
    renderWithSession(<AuthPage />, { path: '/auth' });
    openRegister();
    type('auth-password', 'longenough');
    type('auth-confirm-password', 'longenough');
    fireEvent.blur(screen.getByTestId('auth-confirm-password'));
    type('auth-password', 'longenough2');
    expect((await screen.findByTestId('confirmPassword-error')).textContent).toBe(messages.passwordsMismatch);
    type('auth-password', 'longenough');
    await waitFor(() => expect(screen.queryByTestId('confirmPassword-error')).toBeNull());
  });

  it('switching modes clears the error and resets the form', async () => {
    renderWithSession(<AuthPage />, { path: '/auth' });
    type('auth-email', 'typed@example.com');
    submit();
    expect(await screen.findByText(messages.passwordRequired)).toBeTruthy();
    openRegister();
    fireEvent.click(screen.getByRole('tab', { name: 'Sign In' }));
    expect(screen.queryByText(messages.passwordRequired)).toBeNull();
    expect((screen.getByTestId('auth-email') as HTMLInputElement).value).toBe('');
  });
});
