import { describe, expect, it } from 'vitest';
import { prerender } from './prerender';

describe('prerender', () => {
  it("renders the sign-in screen at /auth: the page's title and the form", async () => {
    const html = await prerender('/auth');
    expect(html).toContain('Welcome back');
    expect(html).toContain('data-testid="auth-email"');
    expect(html).not.toContain('Create your account');
  });

  it('renders the register screen for ?mode=register', async () => {
    const html = await prerender('/auth?mode=register');
    expect(html).toContain('Create your account');
    expect(html).toContain('data-testid="auth-confirm-password"');
  });

  it('renders what the app renders: the spinner of a session being restored, with a stored token', async () => {
    localStorage.setItem('auth-token', 'a-token');
    try {
      const html = await prerender('/auth');
      expect(html).not.toContain('Welcome back');
      expect(html).toContain('Restoring your session');
    } finally {
      localStorage.removeItem('auth-token');
    }
  });
});
