import type { AdminAnalytics } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { analyticsCsvFilename, analyticsToCsv } from './analytics-csv';

const sample: AdminAnalytics = {
  days: 2,
  from: '2026-05-01',
  to: '2026-05-02',
  series: [
    {
      date: '2026-05-01',
      volume_usd: { deposit: '10.00', withdrawal: '0.00', transfer: '2.50', swap: '0.00', bill: '0.00', split: '0.00' },
      new_users: 3,
      fees_usd: '0.01',
    },
    {
      date: '2026-05-02',
      volume_usd: { deposit: '0.00', withdrawal: '40.00', transfer: '0.00', swap: '0.00', bill: '0.00', split: '0.00' },
      new_users: 0,
      fees_usd: '5.04',
    },
  ],
  totals: { volume_usd: '52.50', new_users: 3, fees_usd: '5.05' },
  solvency: [
    {
      asset: 'NGN',
      owed: '1000',
      owed_usd: '0.65',
      held: '70000000',
      held_usd: '45161.29',
      coverage: '7000000.00',
      status: 'covered',
      sources: [],
      ledger: { treasury: '-62000', fees: '7.75', clearing: '0' },
    },
  ],
  generated_at: '2026-05-02T10:00:00.000Z',
};

describe('analytics CSV', () => {
  it('has a row per day and a row per asset, in the order shown on screen', () => {
    const lines = analyticsToCsv(sample).split('\r\n');
    expect(lines[0]).toBe(
      'date,deposit_usd,withdrawal_usd,transfer_usd,swap_usd,bill_usd,split_usd,new_users,fees_usd',
    );
    expect(lines[1]).toBe('2026-05-01,10.00,0.00,2.50,0.00,0.00,0.00,3,0.01');
    expect(lines[2]).toBe('2026-05-02,0.00,40.00,0.00,0.00,0.00,0.00,0,5.04');
    expect(lines[4]).toBe('asset,owed_to_users,held,coverage_percent,status,treasury,fees,clearing');
    expect(lines[5]).toBe('NGN,1000,70000000,7000000.00,covered,-62000,7.75,0');
    expect(analyticsCsvFilename(sample)).toBe('naijawallet-analytics-2026-05-01-to-2026-05-02.csv');
  });
});
