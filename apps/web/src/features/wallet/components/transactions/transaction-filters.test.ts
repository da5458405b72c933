import { describe, expect, it } from 'vitest';
import { filtersFromSearch } from './transaction-filters';

const read = (query: string) => filtersFromSearch(new URLSearchParams(query));

describe('filtersFromSearch', () => {
  it('keeps a type, status and asset the API knows', () => {
    expect(read('type=transfer_in&status=pending&asset=USDC')).toEqual({
      type: 'transfer_in',
      status: 'pending',
      asset: 'USDC',
    });
  });

  it('drops what the API would reject, and keeps the rest', () => {
    expect(read('type=refund&status=Completed&asset=usdc')).toEqual({});
    expect(read('type=&status=failed&asset=toString')).toEqual({ status: 'failed' });
    expect(read('asset=NGN&type=constructor')).toEqual({ asset: 'NGN' });
  });

  it('reads no filter from an empty query', () => {
    expect(read('')).toEqual({});
  });
});
