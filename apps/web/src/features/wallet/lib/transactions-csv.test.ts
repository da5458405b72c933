import { describe, expect, it } from 'vitest';
import { buildTransaction } from '../../../test/factories';
import { transactionsToCsv, TRANSACTIONS_CSV_HEADER } from './transactions-csv';

describe('transactions CSV', () => {
  it('has a header row and keeps exact amounts, escaping awkward fields', () => {
    const csv = transactionsToCsv([
      buildTransaction({
        type: 'transfer_in',
        amount: '1500.000001',
        from_address: 'Ada, "the payer"',
        tx_hash: 'REF-1',
      }),
    ]);
    const [header, row, end] = csv.split('\r\n');
    expect(header).toBe(TRANSACTIONS_CSV_HEADER.join(','));
    expect(row).toContain(',Received,completed,USDC,1500.000001,');
    expect(row).toContain(',"Ada, ""the payer""",@ada,REF-1,');
    expect(end).toBe('');
  });
});
