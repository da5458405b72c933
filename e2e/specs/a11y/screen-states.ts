import { expect, type Page } from '@playwright/test';
import { VALID_GTBANK_NUBAN } from '../../helpers/identity';
import { billAccount } from '../../helpers/payments';
import type { Width } from '../../helpers/axe';

/**
 * Every screen state the axe sweep checks, at both widths and in both themes.
 *
 * Adding a screen is one entry: who is signed in, the path, and (optionally) the steps that
 * bring the page into the state to check (open a modal, pick a tab, show validation errors).
 * The page is loaded once at phone width; `setup` runs there, then the sweep widens the same
 * page to desktop and switches the theme in place.
 */
export interface ScreenState {
  name: string;
  /**
   * guest: signed out; newUser: a fresh account (KYC not started); frozenUser: a fresh account an
   * admin froze; demo: the seeded, verified user with history.
   */
  as: 'guest' | 'newUser' | 'frozenUser' | 'demo' | 'admin';
  path: string;
  setup?: (page: Page) => Promise<void>;
  /** Only checked at these widths (e.g. the phone menu drawer); both by default. */
  widths?: Width[];
}

const clickTestId = (id: string) => async (page: Page) => {
  await page.getByTestId(id).click();
};

const settingsTab = (tab: string) => async (page: Page) => {
  await page.getByTestId(`settings-tab-${tab}`).click();
  await expect(page.getByTestId(`settings-tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
};

/** The bills form filled in for a random IKEDC meter ending in the sandbox's `lastFour`. */
const billFilledIn = (lastFour: string) => async (page: Page) => {
  await page.getByTestId('bills-provider').selectOption('ikeja-electric');
  await page.getByTestId('bills-account').fill(billAccount('meter', lastFour));
  await page.getByTestId('bills-amount').fill('1000');
  await expect(page.getByTestId('bills-customer-name')).toBeVisible();
  await expect(page.getByTestId('bills-summary')).toBeVisible();
};

async function kycPersonalInfo(page: Page) {
  await page.getByTestId('kyc-start').click();
  await page.getByTestId('kyc-full-name').fill('Adaeze Okafor');
  await page.getByTestId('kyc-phone').fill('08031234567');
  await page.getByTestId('kyc-bank').selectOption('gtbank');
  await page.getByTestId('kyc-account-number').fill(VALID_GTBANK_NUBAN);
  await page.getByTestId('kyc-continue').click();
  await expect(page.getByTestId('kyc-step-title')).toHaveText('Documents');
}

/** The seeded user whose KYC waits for review, opened in Admin Users' detail modal. */
async function openPendingUser(page: Page) {
  await page.getByTestId('users-search').fill('ada_pending');
  // Rows (desktop) and cards (phone) are both in the page; once filtered there is one of each.
  await expect(page.getByTestId('user-card')).toHaveCount(1);
  await page.locator('[data-testid="user-view"]:visible').first().click();
  await expect(page.getByTestId('kyc-document-image')).toBeVisible();
}

export const screenStates: ScreenState[] = [
  // Signed out
  { name: 'auth: sign in', as: 'guest', path: '/auth' },
  {
    name: 'auth: sign in with errors',
    as: 'guest',
    path: '/auth',
    setup: async (page) => {
      await page.getByTestId('auth-submit').click();
      await expect(page.getByText('Email is required')).toBeVisible();
    },
  },
  { name: 'auth: create account', as: 'guest', path: '/auth?mode=register' },

  // Shell, on a new account
  { name: 'dashboard: new user', as: 'newUser', path: '/' },
  {
    name: 'dashboard: frozen account',
    as: 'frozenUser',
    path: '/',
    setup: async (page) => {
      await expect(page.getByTestId('account-frozen-banner')).toBeVisible();
    },
  },
  {
    name: 'notifications dropdown',
    as: 'newUser',
    path: '/',
    setup: async (page) => {
      await page.getByTestId('notification-bell').click();
      await expect(page.getByTestId('notification-item')).toHaveCount(1);
    },
  },
  {
    name: 'phone menu drawer',
    as: 'newUser',
    path: '/',
    widths: ['phone'],
    setup: async (page) => {
      await page.getByTestId('menu-button').click();
      await expect(page.getByTestId('sidebar')).toBeInViewport({ ratio: 0.99 });
    },
  },
  { name: 'api test', as: 'newUser', path: '/test/api' },

  // Identity verification
  {
    name: 'kyc: verification required modal',
    as: 'newUser',
    path: '/kyc',
    setup: async (page) => {
      await expect(page.getByTestId('kyc-required-modal')).toBeVisible();
    },
  },
  {
    name: 'kyc: personal info with errors',
    as: 'newUser',
    path: '/kyc',
    setup: async (page) => {
      await page.getByTestId('kyc-start').click();
      await page.getByTestId('kyc-continue').click();
      await expect(page.getByText('Full Name is required')).toBeVisible();
    },
  },
  { name: 'kyc: documents', as: 'newUser', path: '/kyc', setup: kycPersonalInfo },

  // Settings, each tab
  { name: 'settings: profile', as: 'newUser', path: '/settings' },
  { name: 'settings: security', as: 'newUser', path: '/settings', setup: settingsTab('security') },
  {
    name: 'settings: verification (not started)',
    as: 'newUser',
    path: '/settings',
    setup: settingsTab('verification'),
  },
  { name: 'settings: notifications', as: 'newUser', path: '/settings', setup: settingsTab('notifications') },
  { name: 'settings: preferences', as: 'newUser', path: '/settings', setup: settingsTab('preferences') },
  { name: 'settings: verification (verified)', as: 'demo', path: '/settings', setup: settingsTab('verification') },

  // The verified demo user, with balances and history
  { name: 'dashboard: demo', as: 'demo', path: '/' },
  { name: 'assets', as: 'demo', path: '/balances' },
  { name: 'receive: by tag', as: 'demo', path: '/deposits' },
  {
    name: 'receive: QR code',
    as: 'demo',
    path: '/deposits?tab=qr',
    setup: async (page) => {
      await expect(page.getByTestId('qr-code')).toBeVisible();
    },
  },
  { name: 'QR code page', as: 'demo', path: '/qr-code' },
  { name: 'send: by tag', as: 'demo', path: '/withdraw' },
  {
    name: 'send: by tag, filled in',
    as: 'demo',
    path: '/withdraw',
    setup: async (page) => {
      await page.getByTestId('send-amount').fill('1');
      await page.getByTestId('send-recipient').fill('demo_admin');
      await expect(page.getByTestId('fee-breakdown')).toBeVisible();
    },
  },
  {
    name: 'send: by tag, saved recipient picked, limit left shown',
    as: 'demo',
    path: '/withdraw',
    setup: async (page) => {
      await expect(page.getByTestId('daily-limit-left')).toBeVisible();
      await page.getByTestId('saved-recipient').first().click();
      await expect(page.getByTestId('send-recipient')).toHaveValue('ada');
      await page.getByTestId('save-recipient').check();
    },
  },
  { name: 'send: to a wallet', as: 'demo', path: '/withdraw?mode=wallet' },
  { name: 'send: to a bank', as: 'demo', path: '/withdraw', setup: clickTestId('send-mode-bank') },
  {
    name: 'send: to a bank, account named, fees shown',
    as: 'demo',
    path: '/withdraw?mode=bank',
    setup: async (page) => {
      await page.getByTestId('send-amount').fill('5000');
      await page.getByTestId('send-bank').selectOption('058');
      await page.getByTestId('send-account-number').fill(VALID_GTBANK_NUBAN);
      await expect(page.getByTestId('bank-account-name')).toBeVisible();
      await expect(page.getByTestId('fee-breakdown')).toContainText('Bank account receives');
    },
  },
  {
    name: 'send: to a bank, saved account picked',
    as: 'demo',
    path: '/withdraw?mode=bank',
    setup: async (page) => {
      await page.getByTestId('saved-recipient').first().click();
      await expect(page.getByTestId('bank-account-name')).toBeVisible();
    },
  },
  { name: 'transactions', as: 'demo', path: '/transactions' },
  {
    name: 'transaction detail',
    as: 'demo',
    path: '/transactions',
    setup: async (page) => {
      const token = await page.evaluate(() => localStorage.getItem('auth-token'));
      // A completed one: its Download and Share receipt buttons are part of the page.
      const res = await page.request.get('/api/transactions?limit=1&status=completed', {
        headers: { authorization: `Bearer ${token}` },
      });
      const [latest] = (await res.json()) as { id: string }[];
      await page.goto(`/transactions/${latest!.id}`);
      await expect(page.getByTestId('transaction-detail')).toBeVisible();
      await expect(page.getByTestId('receipt-actions')).toBeVisible();
    },
  },
  { name: 'exchange', as: 'demo', path: '/swap' },
  {
    name: 'exchange: quoted, slippage open',
    as: 'demo',
    path: '/swap?from=ETH',
    setup: async (page) => {
      await page.getByTestId('swap-settings').click();
      await page.getByTestId('swap-amount').fill('0.05');
      await expect(page.getByTestId('swap-details')).toBeVisible();
      await page.getByTestId('slippage-custom').fill('70');
      await expect(page.getByTestId('slippage-error')).toBeVisible();
    },
  },
  {
    name: 'exchange: insufficient balance',
    as: 'demo',
    path: '/swap?from=USDC',
    setup: async (page) => {
      await page.getByTestId('swap-amount').fill('999999999');
      await expect(page.getByTestId('swap-submit')).toHaveText('Insufficient balance');
    },
  },
  { name: 'pay bills', as: 'demo', path: '/bills' },
  { name: 'pay bills: filled in, customer named, summary', as: 'demo', path: '/bills', setup: billFilledIn('5678') },
  {
    name: 'pay bills: payment successful, with the token',
    as: 'demo',
    path: '/bills',
    setup: async (page) => {
      await billFilledIn('5678')(page);
      await page.getByTestId('bills-pay').click();
      await expect(page.getByTestId('bills-token')).toBeVisible();
    },
  },
  {
    name: 'pay bills: payment failed',
    as: 'demo',
    path: '/bills',
    setup: async (page) => {
      await billFilledIn('1111')(page);
      await page.getByTestId('bills-pay').click();
      await expect(page.getByTestId('bills-result-failed')).toBeVisible();
    },
  },
  {
    name: 'pay bills: cable TV with an unknown card',
    as: 'demo',
    path: '/bills',
    setup: async (page) => {
      await page.getByTestId('bills-category-cable_tv').click();
      await page.getByTestId('bills-provider').selectOption('dstv');
      await page.getByTestId('bills-bouquet').selectOption('dstv-padi');
      await page.getByTestId('bills-account').fill(billAccount('meter', '0000').slice(-10));
      await expect(page.getByTestId('bills-customer-error')).toBeVisible();
    },
  },
  { name: 'swap', as: 'demo', path: '/multi-currency' },
  {
    name: 'swap: threshold required',
    as: 'demo',
    path: '/multi-currency',
    setup: async (page) => {
      await page.getByTestId('auto-convert-save-ETH').click();
      await expect(page.getByText('Please enter an amount to auto convert')).toBeVisible();
    },
  },
  {
    name: 'swap: conversion history',
    as: 'demo',
    path: '/multi-currency',
    setup: async (page) => {
      await page.getByTestId('hub-tab-history').click();
      await expect(page.getByTestId('conversion-row').first()).toBeVisible();
    },
  },
  {
    name: 'swap: swap all dialog',
    as: 'demo',
    path: '/multi-currency',
    setup: async (page) => {
      await page.getByTestId('hub-swap-all-ETH').click();
      await expect(page.getByTestId('swap-all-in')).toBeVisible();
    },
  },
  {
    name: 'swap: portfolio analytics',
    as: 'demo',
    path: '/multi-currency',
    setup: async (page) => {
      await page.getByTestId('hub-analytics').click();
      await expect(page.getByTestId('portfolio-now')).not.toHaveText('…');
      // With its tooltip showing, as under a pointer.
      await page.locator('.recharts-surface').hover();
      await expect(page.locator('.recharts-tooltip-label')).toBeVisible();
    },
  },
  { name: 'split payment', as: 'demo', path: '/split' },
  {
    name: 'split payment: percentage split filled in',
    as: 'demo',
    path: '/split',
    setup: async (page) => {
      await page.getByTestId('split-total').fill('10000');
      await page.getByTestId('split-method-percentage').click();
      await page.getByTestId('split-recipient-tag-0').fill('ada');
      await page.getByTestId('split-recipient-tag-1').fill('nobody_here_at_all');
      await page.getByTestId('split-recipient-percent-0').fill('60');
      await expect(page.getByTestId('split-recipient-check-1')).toHaveAttribute('data-status', 'missing');
      await expect(page.getByTestId('split-summary-verdict')).toHaveText('Adjust percentages');
    },
  },
  {
    name: 'split payment: collecting shares',
    as: 'demo',
    path: '/split',
    setup: async (page) => {
      await page.getByTestId('split-mode-collect').click();
      await page.getByTestId('split-total').fill('3000');
      await page.getByTestId('split-method-custom').click();
      await expect(page.getByTestId('split-note')).toBeVisible();
    },
  },
  {
    name: 'split payment: requests received',
    as: 'demo',
    path: '/split?tab=requests',
    setup: async (page) => {
      await expect(page.getByTestId('split-received-card').first()).toBeVisible();
    },
  },
  {
    name: 'split payment: pay a request (confirmation)',
    as: 'demo',
    path: '/split?tab=requests',
    setup: async (page) => {
      await page.getByTestId('split-received-pay').first().click();
      await expect(page.getByTestId('split-pay-modal')).toBeVisible();
    },
  },
  {
    name: 'split payment: requests sent, per-person status',
    as: 'demo',
    path: '/split?tab=requests',
    setup: async (page) => {
      await page.getByTestId('split-requests-sent-tab').click();
      await expect(page.getByTestId('split-request-card').first()).toBeVisible();
    },
  },

  // Admin
  { name: 'admin: dashboard', as: 'admin', path: '/' },
  { name: 'admin: overview', as: 'admin', path: '/admin/overview' },
  { name: 'admin: users', as: 'admin', path: '/admin/users' },
  { name: 'admin: payouts', as: 'admin', path: '/admin/payouts' },
  {
    name: 'admin: analytics',
    as: 'admin',
    path: '/admin/analytics',
    setup: async (page) => {
      await expect(page.getByTestId('solvency')).toBeVisible();
    },
  },
  {
    name: 'admin: user detail (KYC pending)',
    as: 'admin',
    path: '/admin/users',
    setup: openPendingUser,
  },
  {
    name: 'admin: reject KYC dialog',
    as: 'admin',
    path: '/admin/users',
    setup: async (page) => {
      await openPendingUser(page);
      await page.getByTestId('reject-kyc').click();
      await expect(page.getByTestId('reject-kyc-dialog')).toBeVisible();
    },
  },
  {
    name: 'admin: change tier dialog',
    as: 'admin',
    path: '/admin/users',
    setup: async (page) => {
      await openPendingUser(page);
      await expect(page.getByTestId('user-detail-tier-value')).toBeVisible();
      await page.getByTestId('tier-select').selectOption('1');
      await page.getByTestId('change-tier').click();
      await expect(page.getByTestId('tier-dialog')).toBeVisible();
    },
  },
  {
    name: 'admin: freeze dialog',
    as: 'admin',
    path: '/admin/users',
    setup: async (page) => {
      await openPendingUser(page);
      await page.getByTestId('freeze-user').click();
      await expect(page.getByTestId('freeze-dialog')).toBeVisible();
    },
  },
  {
    name: 'admin: reject payout dialog',
    as: 'admin',
    path: '/admin/payouts',
    setup: async (page) => {
      await page.locator('[data-testid="payout-reject"]:visible').first().click();
      await expect(page.getByTestId('reject-payout-dialog')).toBeVisible();
    },
  },
  {
    name: 'admin: audit log',
    as: 'admin',
    path: '/admin/audit',
    setup: async (page) => {
      await expect(page.getByTestId('audit-entry').first()).toBeVisible();
    },
  },
  {
    name: 'session: the server out of reach on a reload',
    as: 'demo',
    path: '/',
    setup: async (page) => {
      await page.route('**/api/**', (route) => route.abort('connectionrefused'));
      await page.reload();
      await expect(page.getByTestId('session-unreachable')).toBeVisible();
    },
  },
];
