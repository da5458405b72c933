import type { Balance, DashboardSummary, PaymentRequest, Transaction, User } from '@app/contract';

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    tag: 'ada',
    email: 'ada@example.com',
    address: null,
    photo: null,
    is_verified: true,
    kyc_status: 'verified',
    role: 'user',
    frozen: false,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    last_login: null,
    ...overrides,
  };
}

export function buildBalance(overrides: Partial<Balance> = {}): Balance {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    token_name: 'USD Coin',
    token_symbol: 'USDC',
    token_logo_url: '/api/assets/logos/usdc.png',
    token_price: '1',
    amount: '100',
    usd_value: '100.00',
    ngn_value: '155000.00',
    address: '',
    auto_convert_threshold: null,
    auto_convert_min_rate: null,
    decimals: 6,
    chain: 'base',
    ...overrides,
  };
}

let txCounter = 0;
export function buildTransaction(overrides: Partial<Transaction> = {}): Transaction {
  txCounter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(txCounter).padStart(12, '0')}`,
    type: 'deposit',
    status: 'completed',
    amount: '10',
    fee: '0',
    token_symbol: 'USDC',
    usd_value: '10.00',
    timestamp: '2026-01-02T10:00:00.000Z',
    tx_hash: `REF${txCounter}`,
    from_address: null,
    to_address: null,
    user_tag: 'ada',
    counterparty_tag: null,
    chain: null,
    explorer_url: null,
    details: null,
    ...overrides,
  };
}

/** A ₦9,000 request by @ada for "Dinner", split equally, with no one asked yet. */
export function buildPaymentRequest(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    direction: 'sent',
    requester_tag: 'ada',
    asset_symbol: 'NGN',
    decimals: 2,
    total_amount: '9000',
    method: 'equal',
    note: 'Dinner',
    created_at: '2026-01-01T10:00:00.000Z',
    items: [],
    collected_amount: '0',
    ...overrides,
  };
}

/** A dashboard summary whose figures agree: all of it deposited, in NGN, nothing withdrawn. */
export function buildDashboardSummary(overrides: Partial<DashboardSummary> = {}): DashboardSummary {
  return {
    total_balance: '20.03',
    total_deposit: '20.03',
    total_withdrawal: '0.00',
    total_balance_ngn: '31054.05',
    total_deposit_ngn: '31054.05',
    total_withdrawal_ngn: '0.00',
    ngn_available: '31054.05',
    ...overrides,
  };
}
