import { describe, expect, it } from 'vitest';
import { equalPercent, previewSplit, requestRecipients } from './split-preview';

const rows = (...r: Partial<{ tag: string; percentage: string; amount: string }>[]) =>
  r.map((x) => ({ tag: 'a', percentage: '', amount: '', ...x }));

describe('split preview', () => {
  it('equal: ₦10,000 three ways is exact, the first row carrying the odd kobo', () => {
    const p = previewSplit({ total_amount: '10000', method: 'equal', recipients: rows({}, {}, {}) }, 2);
    expect(p.amounts).toEqual([333_334n, 333_333n, 333_333n]);
    expect(equalPercent(3)).toBe('33.33');
  });

  it('percentage: exact once they add up to 100, total × p / 100 per row before that', () => {
    const done = previewSplit(
      {
        total_amount: '10000',
        method: 'percentage',
        recipients: rows({ percentage: '50' }, { percentage: '30' }, { percentage: '20' }),
      },
      2,
    );
    expect(done).toMatchObject({ amounts: [500_000n, 300_000n, 200_000n], percentSum: 10_000n, percentComplete: true });
    const partial = previewSplit(
      { total_amount: '10000', method: 'percentage', recipients: rows({ percentage: '50' }, { percentage: '' }) },
      2,
    );
    expect(partial).toMatchObject({ amounts: [500_000n, null], percentSum: null, percentComplete: false });
    const thirds = previewSplit(
      {
        total_amount: '10',
        method: 'percentage',
        recipients: rows({ percentage: '33.33' }, { percentage: '33.33' }, { percentage: '33.33' }),
      },
      6,
    );
    expect(thirds.amounts).toEqual([3_333_334n, 3_333_333n, 3_333_333n]);
  });

  it('custom: the typed amounts and what they add up to', () => {
    const p = previewSplit(
      { total_amount: '1000', method: 'custom', recipients: rows({ amount: '600.5' }, { amount: '399.5' }) },
      2,
    );
    expect(p).toMatchObject({ amounts: [60_050n, 39_950n], assigned: 100_000n });
  });

  it('builds the request rows each method needs', () => {
    const r = rows({ tag: '@Ada', percentage: '50', amount: '1' }, { tag: 'bo ', percentage: '50', amount: '2' });
    expect(requestRecipients({ method: 'percentage', recipients: r })).toEqual([
      { tag: 'Ada', percentage: 50 },
      { tag: 'bo', percentage: 50 },
    ]);
    expect(requestRecipients({ method: 'custom', recipients: r })).toEqual([
      { tag: 'Ada', amount: '1' },
      { tag: 'bo', amount: '2' },
    ]);
    expect(requestRecipients({ method: 'equal', recipients: r })).toEqual([{ tag: 'Ada' }, { tag: 'bo' }]);
  });
});
