import { formatLagosDateTime, type Transaction } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../test/helpers/pdf-text.js';
import { as, createTestApp, type TestApp } from '../../test/helpers/test-app.js';
import { DEMO_ACCOUNTS } from './accounts.js';
import { seedDemo } from './demo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo receipts', () => {
  it('every completed transaction of the demo user has a PDF receipt with its reference and Lagos date', async () => {
    await seedDemo(t.container);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_ACCOUNTS.user.email, password: DEMO_ACCOUNTS.user.password },
    });
    const token = login.json().token as string;
    const all = (await as(t.app, token, { method: 'GET', url: '/api/transactions?limit=500' })).json() as Transaction[];
    const completed = all.filter((tx) => tx.status === 'completed');
    // The kinds the demo has completed (others may come): each kind's receipt is drawn below.
    expect([...new Set(completed.map((tx) => tx.type))]).toEqual(
      expect.arrayContaining(['deposit', 'transfer_in', 'swap', 'bill', 'split']),
    );
    for (const tx of completed) {
      const res = await as(t.app, token, { method: 'GET', url: `/api/transactions/${tx.id}/receipt.pdf` });
      expect(res.statusCode, `${tx.type} ${tx.id}: ${res.body.slice(0, 120)}`).toBe(200);
      const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
      expect(text).toContain('NaijaWallet');
      expect(text.replace(/ /g, '')).toContain(tx.tx_hash);
      expect(text).toContain(formatLagosDateTime(tx.timestamp));
      if (tx.details?.kind === 'bill' && tx.details.token) expect(text).toContain('Token');
    }
    for (const tx of all.filter((x) => x.status !== 'completed')) {
      const res = await as(t.app, token, { method: 'GET', url: `/api/transactions/${tx.id}/receipt.pdf` });
      expect(res.statusCode).toBe(422);
    }
  });
});
