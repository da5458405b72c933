import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../../test/helpers/money.js';
import { as, createTestApp, registerUser, type TestApp } from '../../../test/helpers/test-app.js';
import { SIGNATURE_HEADER, signWebhook } from './webhook-signature.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const webhook = (body: object, signature?: string) => {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/sandbox-funding',
    payload: raw,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signature ?? signWebhook(t.config.SANDBOX_WEBHOOK_SECRET, raw),
    },
  });
};

describe('sandbox funding webhook', () => {
  it('credits a signed deposit exactly once per reference, recorded as a deposit with a notification', async () => {
    const { token, user } = await registerUser(t.app);
    const body = { reference: `ref-${user.id}`, tag: user.tag, asset: 'ETH', amount: '0.25' };
    const first = await webhook(body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ credited: true });
    const again = await webhook(body);
    expect(again.json()).toEqual({ credited: false, transaction_id: first.json().transaction_id });
    expect((await balanceOf(t.app, token, 'ETH')).amount).toBe('0.25');
    const [tx] = (await as(t.app, token, { method: 'GET', url: '/api/transactions' })).json();
    expect(tx).toMatchObject({
      type: 'deposit',
      status: 'completed',
      amount: '0.25',
      token_symbol: 'ETH',
      usd_value: '875.00',
      tx_hash: body.reference,
    });
    const [note] = (await as(t.app, token, { method: 'GET', url: '/api/notifications/unread' })).json();
    expect(note).toMatchObject({ title: 'Deposit received', body: '0.25 ETH has been added to your wallet.' });
  });

  it('writes naira in notifications the way the app shows it', async () => {
    const { user, token } = await registerUser(t.app);
    const res = await webhook({ reference: `ngn-${user.id}`, tag: user.tag, asset: 'NGN', amount: '1000' });
    expect(res.statusCode).toBe(200);
    const [note] = (await as(t.app, token, { method: 'GET', url: '/api/notifications/unread' })).json();
    expect(note.body).toBe('₦1,000.00 has been added to your wallet.');
  });

  it('refuses a bad or missing signature (401) and a stale timestamp', async () => {
    const { user } = await registerUser(t.app);
    const body = { reference: `bad-${user.id}`, tag: user.tag, asset: 'USDC', amount: '5' };
    expect((await webhook(body, 't=1,v1=00')).statusCode).toBe(401);
    expect((await webhook(body, signWebhook('a-different-secret-value', JSON.stringify(body)))).statusCode).toBe(401);
    const stale = signWebhook(
      t.config.SANDBOX_WEBHOOK_SECRET,
      JSON.stringify(body),
      Math.floor(Date.now() / 1000) - 3600,
    );
    expect((await webhook(body, stale)).statusCode).toBe(401);
    const noHeader = await t.app.inject({ method: 'POST', url: '/api/webhooks/sandbox-funding', payload: body });
    expect(noHeader.statusCode).toBe(401);
  });

  it('checks the signature before the body: an unsigned request of any shape learns nothing of the fields', async () => {
    for (const url of ['/api/webhooks/sandbox-funding', '/api/webhooks/sandbox-deposit-target']) {
      const res = await t.app.inject({ method: 'POST', url, payload: { nothing: 'like it' } });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ error: 'UNAUTHENTICATED', message: 'Invalid webhook signature' });
    }
  });

  it('answers 422 for an unknown tag and 400 for a bad amount or asset', async () => {
    expect((await webhook({ reference: 'r1', tag: 'nobody_here', asset: 'ETH', amount: '1' })).statusCode).toBe(422);
    const { user } = await registerUser(t.app);
    expect((await webhook({ reference: 'r2', tag: user.tag, asset: 'USDC', amount: '1.1234567' })).statusCode).toBe(
      400,
    );
    expect((await webhook({ reference: 'r3', tag: user.tag, asset: 'DOGE', amount: '1' })).statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/sandbox-funding',
      payload: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('in production', () => {
  it('the sandbox webhook route does not exist', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      const res = await prod.app.inject({ method: 'POST', url: '/api/webhooks/sandbox-funding', payload: {} });
      expect(res.statusCode).toBe(404);
      const doc = (await prod.app.inject({ method: 'GET', url: '/api/docs' })).json();
      expect(doc.paths['/api/webhooks/sandbox-funding']).toBeUndefined();
    } finally {
      await prod.close();
    }
  });
});
