import type { Transaction } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { receiptView } from './receipt-view.js';

const base: Transaction = {
  id: '0b9f2d4e-5c1a-4e8b-9f3d-2a7c6e1b0d94',
  type: 'withdrawal',
  status: 'completed',
  amount: '50000',
  fee: '75',
  token_symbol: 'NGN',
  usd_value: '32.26',
  timestamp: '2026-11-25T23:30:00.000Z',
  tx_hash: 'po_4f7q2m9kd3hz8w0a1b2c',
  from_address: null,
  to_address: null,
  user_tag: 'demo',
  counterparty_tag: null,
  chain: null,
  explorer_url: null,
  details: null,
};
const rows = (tx: Transaction, ngn = '0') =>
  Object.fromEntries(receiptView(tx, ngn).sections.flatMap((s) => s.rows.map((r) => [r.label, r.value])));

describe('receiptView', () => {
  it('a payout: the bank account masked to its last four digits, the naira paid out, Lagos date (next day at 00:30)', () => {
    const view = receiptView(
      {
        ...base,
        details: {
          kind: 'payout',
          payout_id: 'p1',
          bank_code: '058',
          bank_name: 'GTBank',
          account_number: '0123456785',
          account_name: 'ADAEZE OKAFOR',
          payout_status: 'completed',
          ngn_amount: '50000.00',
        },
      },
      '50000',
    );
    expect(view.title).toBe('Withdrawal');
    expect(view.amount).toBe('−₦50,000.00');
    expect(view.reference).toEqual({ label: 'Reference', value: 'po_4f7q2m9kd3hz8w0a1b2c' });
    const all = Object.fromEntries(view.sections.flatMap((s) => s.rows.map((r) => [r.label, r.value])));
    expect(all).toMatchObject({
      Date: '26 Nov 2026, 00:30 WAT',
      From: '@demo',
      To: 'ADAEZE OKAFOR, GTBank ******6785',
      Account: 'ADAEZE OKAFOR ******6785',
      'Paid out': '₦50,000.00',
      Fee: '₦75.00',
      Total: '₦50,075.00',
      'NGN value': '₦50,000.00',
      Network: 'Bank transfer',
    });
    expect(JSON.stringify(view)).not.toContain('0123456785');
  });

  it('an on-chain send: addresses shortened, the full hash under its network', () => {
    const hash = `0x${'ab'.repeat(32)}`;
    const to = '0x74Da71fc0A2D3A4455CB02f00e8A2622caA54808';
    const tx: Transaction = {
      ...base,
      amount: '0.015',
      fee: '0.0002',
      token_symbol: 'ETH',
      tx_hash: hash,
      to_address: to,
      chain: 'base',
    };
    expect(receiptView(tx, '36000.5').reference.label).toBe('Transaction hash');
    expect(rows(tx, '36000.5')).toMatchObject({
      To: '0x74Da71…A54808',
      Amount: '0.015 ETH',
      Fee: '0.0002 ETH',
      Total: '0.0152 ETH',
      'NGN value': '₦36,000.50',
      Network: 'Base',
      'Transaction hash': hash,
    });
  });

  it('a swap: both legs and a grouped rate', () => {
    const tx: Transaction = {
      ...base,
      type: 'swap',
      amount: '0.1',
      token_symbol: 'ETH',
      details: {
        kind: 'swap',
        from_symbol: 'ETH',
        from_amount: '0.1',
        to_symbol: 'NGN',
        to_amount: '537303.24',
        rate: '5373032.4',
        trigger: 'manual',
      },
    };
    expect(rows(tx)).toMatchObject({ Paid: '0.10 ETH', Received: '₦537,303.24', Rate: '1 ETH = 5,373,032.4 NGN' });
    // Its fees came out of what was paid: no total on top.
    expect(rows(tx)).not.toHaveProperty('Total');
  });
});
