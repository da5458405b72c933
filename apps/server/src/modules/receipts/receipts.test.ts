import { randomBytes, randomUUID } from 'node:crypto';
import { formatLagosDateTime, groupToken, type Transaction } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountNumber, payBill } from '../../../test/helpers/bills.js';
import { fund, sendToTag } from '../../../test/helpers/money.js';
import { pdfText } from '../../../test/helpers/pdf-text.js';
import { as, createTestApp, registerUser, type TestApp } from '../../../test/helpers/test-app.js';
import { centsToKobo } from '../prices/rates.js';
import { fiat } from '../wallet/wallet.dto.js';
import { parseAmountFor } from '../wallet/wallet.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (token: string, url: string) => as(t.app, token, { method: 'GET', url });
const receiptOf = (token: string, id: string) => get(token, `/api/transactions/${id}/receipt.pdf`);
async function only(token: string, type: string): Promise<Transaction> {
  const list = (await get(token, `/api/transactions?type=${type}`)).json() as Transaction[];
  expect(list).toHaveLength(1);
  return list[0]!;
}
async function textOf(token: string, id: string): Promise<string> {
  const res = await receiptOf(token, id);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="naijawallet-receipt-[A-Za-z0-9]+\.pdf"$/);
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(res.rawPayload);
}

describe('GET /api/transactions/:id/receipt.pdf', () => {
  it('a prepaid electricity bill: brand, reference, Lagos time, amount, fee, NGN value, customer, token and units', async () => {
    const user = await registerUser(t.app);
    await fund(t.container, user.user.id, 'NGN', '20000');
    const meter = accountNumber('electricity', '5678');
    const paid = (
      await payBill(t.app, user.token, { provider: 'ikeja-electric', account_number: meter, amount: '5000' })
    ).json();
    const tx = await only(user.token, 'bill');
    const text = await textOf(user.token, tx.id);
    expect(text).toContain('NaijaWallet');
    expect(text).toContain('Bill payment');
    expect(text).toContain(paid.txHash);
    expect(text).toContain(formatLagosDateTime(tx.timestamp));
    expect(text).toMatch(/WAT/);
    expect(text).toContain('−₦5,000.00');
    expect(text).toMatch(/Fee\s+₦50\.00/);
    expect(text).toMatch(/NGN value\s+₦5,000\.00/);
    expect(text).toContain(`From @${user.user.tag}`);
    expect(text).toContain(meter);
    expect(text).toContain(tx.details?.kind === 'bill' ? tx.details.customer_name! : 'no customer');
    expect(text).toContain(groupToken(paid.token));
    expect(text).toMatch(/Units\s+23\.8 kWh/);
  });

  it('a transfer by tag: both sides get a receipt with the two tags', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await fund(t.container, alice.user.id, 'NGN', '1000');
    const balanceId = (await get(alice.token, '/api/balances'))
      .json()
      .find((b: { token_symbol: string }) => b.token_symbol === 'NGN').id;
    const sent = await sendToTag(t.app, alice.token, {
      balance_id: balanceId,
      receiver_tag: bob.user.tag,
      amount: '250.5',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const out = await only(alice.token, 'transfer_out');
    const outText = await textOf(alice.token, out.id);
    expect(outText).toContain('Money sent');
    expect(outText).toContain(`From @${alice.user.tag}`);
    expect(outText).toContain(`To @${bob.user.tag}`);
    expect(outText).toContain('−₦250.50');
    expect(outText).toContain(out.tx_hash);
    const inTx = await only(bob.token, 'transfer_in');
    const inText = await textOf(bob.token, inTx.id);
    expect(inText).toContain('Money received');
    expect(inText).toContain('+₦250.50');
    expect(inText).toContain(`From @${alice.user.tag}`);
  });

  it('an on-chain deposit: network, full hash, shortened sender address, NGN value at the rate of the day', async () => {
    const user = await registerUser(t.app);
    const hash = `0x${randomBytes(32).toString('hex')}`;
    const from = `0x${randomBytes(20).toString('hex')}`;
    await t.container.funding.creditInbound({
      source: 'chain:ethereum',
      reference: `${hash}:0`,
      displayReference: hash,
      userId: user.user.id,
      asset: 'ETH',
      amount: parseAmountFor('ETH', '0.25'),
      chain: 'ethereum',
      fromAddress: from,
    });
    const tx = await only(user.token, 'deposit');
    const text = await textOf(user.token, tx.id);
    expect(text).toContain('Deposit');
    expect(text).toContain('+0.25 ETH');
    expect(text).toContain('Ethereum');
    expect(text.replace(/\s+/g, '')).toContain(hash);
    expect(text).toContain(`${from.slice(0, 8)}…${from.slice(-6)}`);
    const rates = await t.container.prices.current();
    const kobo = centsToKobo(BigInt(tx.usd_value.replace('.', '')), rates.ngnPerUsd);
    const naira = Number(fiat(kobo)).toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(text).toContain(`NGN value ₦${naira}`);
  });

  it('refuses what has no receipt: another user’s (404), unknown (404), junk ids (400), not completed (422), signed out (401)', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    await fund(t.container, owner.user.id, 'NGN', '20000');
    const deposit = await only(owner.token, 'deposit');
    expect((await receiptOf(other.token, deposit.id)).statusCode).toBe(404);
    expect((await receiptOf(other.token, deposit.id)).json()).toMatchObject({
      error: 'NOT_FOUND',
      request_id: expect.any(String),
    });
    expect((await receiptOf(owner.token, randomUUID())).statusCode).toBe(404);
    for (const junk of ['123', 'not-a-uuid', '%27%20or%201%3D1', 'a'.repeat(80)]) {
      const res = await receiptOf(owner.token, junk);
      expect(res.statusCode, junk).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', message: 'Invalid id' });
    }
    // A bill the biller has not confirmed yet (account ending 2222 stays pending).
    const pending = await payBill(t.app, owner.token, {
      provider: 'ikeja-electric',
      account_number: accountNumber('electricity', '2222'),
      amount: '1000',
    });
    expect(pending.json().status).toBe('pending');
    const bill = await only(owner.token, 'bill');
    const res = await receiptOf(owner.token, bill.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('A receipt is available once the transaction has completed');
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/transactions/${deposit.id}/receipt.pdf` });
    expect(anonymous.statusCode).toBe(401);
  });
});
