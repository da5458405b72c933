import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSplitServices } from '../../split-container.js';
import { connectLive } from '../../../test/helpers/live-socket.js';
import { balanceOf, fund } from '../../../test/helpers/money.js';
import { as, createTestApp, registerUser, type TestApp } from '../../../test/helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof registerUser>>;
const call = (u: User, method: 'GET' | 'POST', url: string, payload?: object, key?: string) =>
  as(t.app, u.token, { method, url, payload, headers: key ? { 'idempotency-key': key } : {} });
const ngn = async (u: User) => (await balanceOf(t.app, u.token, 'NGN')).amount;
const notes = async (u: User) =>
  (await call(u, 'GET', '/api/notifications/unread')).json() as { title: string; body: string }[];

/** A requester asking two friends for ₦9,000 between them (3 ways would be the requester's own choice). */
async function dinner(overrides: Record<string, unknown> = {}) {
  const [requester, ada, bayo] = await Promise.all([registerUser(t.app), registerUser(t.app), registerUser(t.app)]);
  await fund(t.container, ada!.user.id, 'NGN', '10000');
  await fund(t.container, bayo!.user.id, 'NGN', '10000');
  const res = await call(
    requester!,
    'POST',
    '/api/payment-requests',
    {
      asset_symbol: 'NGN',
      total_amount: '9000',
      method: 'equal',
      recipients: [{ tag: ada!.user.tag }, { tag: bayo!.user.tag }],
      note: 'Dinner at Yellow Chilli',
      ...overrides,
    },
    randomUUID(),
  );
  expect(res.statusCode, res.body).toBe(200);
  const request = res.json();
  const itemOf = (u: User) => request.items.find((i: { tag: string }) => i.tag === u.user.tag).id as string;
  return { requester: requester!, ada: ada!, bayo: bayo!, request, itemOf };
}

describe('payment requests', () => {
  it('creates one item per recipient, notifies each, and shows the requester all and each payer their own', async () => {
    const { requester, ada, bayo, request } = await dinner();
    expect(request).toMatchObject({
      direction: 'sent',
      requester_tag: requester.user.tag,
      asset_symbol: 'NGN',
      total_amount: '9000',
      method: 'equal',
      note: 'Dinner at Yellow Chilli',
      collected_amount: '0',
      items: [
        {
          tag: ada.user.tag,
          amount: '4500',
          status: 'pending',
          tx_hash: null,
          reminder_count: 0,
          next_reminder_at: null,
        },
        { tag: bayo.user.tag, amount: '4500', status: 'pending' },
      ],
    });
    expect((await notes(ada))[0]).toMatchObject({
      title: 'Payment request',
      body: `@${requester.user.tag} asked you for ₦4,500.00 for “Dinner at Yellow Chilli”.`,
    });

    const sent = (await call(requester, 'GET', '/api/payment-requests?direction=sent')).json();
    expect(sent.map((r: { id: string }) => r.id)).toEqual([request.id]);
    const received = (await call(ada, 'GET', '/api/payment-requests')).json();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ id: request.id, direction: 'received', items: [{ tag: ada.user.tag }] });
    expect(received[0].items).toHaveLength(1);
    expect((await call(ada, 'GET', `/api/payment-requests/${request.id}`)).json().items).toHaveLength(1);

    const stranger = await registerUser(t.app);
    expect((await call(stranger, 'GET', `/api/payment-requests/${request.id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', '/api/payment-requests')).json()).toEqual([]);
  });

  it('lists what a user sent and was asked for together, newest first, filtered by direction and status', async () => {
    const { requester: me, ada, bayo, request: first, itemOf } = await dinner();
    await fund(t.container, me.user.id, 'NGN', '10000');
    const ask = async (from: User, payers: User[]) => {
      const recipients = payers.map((p) => ({ tag: p.user.tag }));
      const body = { asset_symbol: 'NGN', total_amount: '1000', method: 'equal', recipients };
      const res = await call(from, 'POST', '/api/payment-requests', body, randomUUID());
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { id: string; items: { id: string; tag: string }[] };
    };
    const asked = await ask(ada, [me, bayo]);
    const second = await ask(me, [ada, bayo]);
    const askedAgain = await ask(ada, [bayo, me]);
    const pay = async (u: User, itemId: string) =>
      expect(
        (await call(u, 'POST', `/api/payment-requests/items/${itemId}/pay`, undefined, randomUUID())).statusCode,
      ).toBe(200);
    // Ada pays her share of the first (bayo's is still pending), and I pay mine of what she asked.
    await pay(ada, itemOf(ada));
    await pay(me, asked.items.find((i) => i.tag === me.user.tag)!.id);

    const list = async (query: string) =>
      ((await call(me, 'GET', `/api/payment-requests${query}`)).json() as { id: string; direction: string }[]).map(
        (r) => `${r.direction}:${r.id}`,
      );
    expect(await list('')).toEqual([
      `received:${askedAgain.id}`,
      `sent:${second.id}`,
      `received:${asked.id}`,
      `sent:${first.id}`,
    ]);
    expect(await list('?limit=2')).toEqual([`received:${askedAgain.id}`, `sent:${second.id}`]);
    expect(await list('?direction=sent')).toEqual([`sent:${second.id}`, `sent:${first.id}`]);
    expect(await list('?direction=received&limit=1')).toEqual([`received:${askedAgain.id}`]);
    // By status: a sent request with any item in it; a received one by my own item.
    expect(await list('?status=pending')).toEqual([
      `received:${askedAgain.id}`,
      `sent:${second.id}`,
      `sent:${first.id}`,
    ]);
    expect(await list('?status=paid')).toEqual([`received:${asked.id}`, `sent:${first.id}`]);
    expect(await list('?direction=received&status=paid')).toEqual([`received:${asked.id}`]);
  });

  it('paying a share is a transfer with payment_request details, made once; a replay returns the same payment', async () => {
    const { requester, ada, request, itemOf } = await dinner();
    const key = randomUUID();
    const paid = await call(ada, 'POST', `/api/payment-requests/items/${itemOf(ada)}/pay`, undefined, key);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ data: 'success', txHash: expect.stringMatching(/^TX/) });
    expect(await ngn(ada)).toBe('5500');
    expect(await ngn(requester)).toBe('4500');

    const replay = await call(ada, 'POST', `/api/payment-requests/items/${itemOf(ada)}/pay`, undefined, key);
    expect(replay.json().txHash).toBe(paid.json().txHash);
    const twice = await call(ada, 'POST', `/api/payment-requests/items/${itemOf(ada)}/pay`, undefined, randomUUID());
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You have already paid this request');
    expect(await ngn(ada)).toBe('5500');

    const [out] = (await call(ada, 'GET', '/api/transactions?limit=1')).json();
    expect(out).toMatchObject({
      type: 'transfer_out',
      amount: '4500',
      tx_hash: paid.json().txHash,
      counterparty_tag: requester.user.tag,
      details: { kind: 'payment_request', request_id: request.id, note: 'Dinner at Yellow Chilli' },
    });
    const view = (await call(requester, 'GET', `/api/payment-requests/${request.id}`)).json();
    expect(view.collected_amount).toBe('4500');
    expect(view.items[0]).toMatchObject({ status: 'paid', tx_hash: paid.json().txHash });
    expect((await notes(requester))[0]).toMatchObject({
      title: 'Request paid',
      body: `@${ada.user.tag} paid ₦4,500.00 for “Dinner at Yellow Chilli”.`,
    });
  });

  it('a payer may decline (the requester is told); a declined share cannot be paid', async () => {
    const { requester, bayo, request, itemOf } = await dinner();
    const declined = await call(bayo, 'POST', `/api/payment-requests/items/${itemOf(bayo)}/decline`);
    expect(declined.json()).toMatchObject({ direction: 'received', items: [{ status: 'declined' }] });
    expect((await notes(requester))[0]).toMatchObject({ title: 'Request declined' });
    const pay = await call(bayo, 'POST', `/api/payment-requests/items/${itemOf(bayo)}/pay`, undefined, randomUUID());
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe('You declined this request');
    expect(await ngn(bayo)).toBe('10000');
    // Only the payer can decline; to anyone else the share does not exist.
    const other = await dinner();
    expect(
      (await call(other.requester, 'POST', `/api/payment-requests/items/${other.itemOf(other.ada)}/decline`))
        .statusCode,
    ).toBe(404);
    expect((await call(requester, 'GET', `/api/payment-requests/${request.id}`)).json().items[1].status).toBe(
      'declined',
    );
  });

  it('the requester cancels what is still pending: one share, or the rest of the request', async () => {
    const { requester, ada, bayo, request, itemOf } = await dinner();
    expect((await call(ada, 'POST', `/api/payment-requests/items/${itemOf(ada)}/cancel`)).statusCode).toBe(404);
    const one = await call(requester, 'POST', `/api/payment-requests/items/${itemOf(ada)}/cancel`);
    expect(one.json().items.map((i: { status: string }) => i.status)).toEqual(['cancelled', 'pending']);
    expect((await notes(ada))[0]).toMatchObject({ title: 'Request cancelled' });

    await call(bayo, 'POST', `/api/payment-requests/items/${itemOf(bayo)}/pay`, undefined, randomUUID());
    const rest = await call(requester, 'POST', `/api/payment-requests/${request.id}/cancel`);
    expect(rest.statusCode).toBe(409);
    expect(rest.json().message).toBe('Nothing in this request is still pending');
    expect((await call(ada, 'POST', `/api/payment-requests/${request.id}/cancel`)).statusCode).toBe(404);

    const fresh = await dinner();
    const all = await call(fresh.requester, 'POST', `/api/payment-requests/${fresh.request.id}/cancel`);
    expect(all.json().items.map((i: { status: string }) => i.status)).toEqual(['cancelled', 'cancelled']);
    const pay = await call(
      fresh.ada,
      'POST',
      `/api/payment-requests/items/${fresh.itemOf(fresh.ada)}/pay`,
      undefined,
      randomUUID(),
    );
    expect(pay.json().message).toBe('This request was cancelled');
  });

  it('paying needs the money: 422 Insufficient balance leaves the share pending', async () => {
    const { ada, request, itemOf, requester } = await dinner({ total_amount: '30000' });
    const res = await call(ada, 'POST', `/api/payment-requests/items/${itemOf(ada)}/pay`, undefined, randomUUID());
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Insufficient balance');
    expect((await call(requester, 'GET', `/api/payment-requests/${request.id}`)).json().items[0].status).toBe(
      'pending',
    );
  });

  it('reminders are rate-limited per share, on a controllable clock', async () => {
    const { requester, ada, itemOf, request } = await dinner();
    let now = new Date();
    const services = createSplitServices({ ...t.container, now: () => now });
    const first = await services.paymentRequests.remind(requester.user.id, itemOf(ada));
    expect(first.items[0]).toMatchObject({ reminder_count: 1, reminded_at: now.toISOString() });
    expect(first.items[0]!.next_reminder_at).toBe(new Date(now.getTime() + 3_600_000).toISOString());
    expect((await notes(ada))[0]).toMatchObject({
      title: 'Payment reminder',
      body: `@${requester.user.tag} is reminding you about ₦4,500.00 for “Dinner at Yellow Chilli”.`,
    });

    now = new Date(now.getTime() + 59 * 60_000);
    await expect(services.paymentRequests.remind(requester.user.id, itemOf(ada))).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: `You reminded @${ada.user.tag} recently. You can remind them again in 1 minute.`,
      retryAfterSeconds: 60,
    });
    now = new Date(now.getTime() + 61_000);
    expect((await services.paymentRequests.remind(requester.user.id, itemOf(ada))).items[0]!.reminder_count).toBe(2);

    // Over HTTP: the server's clock has not moved, so the next reminder is 429 with Retry-After.
    const http = await call(requester, 'POST', `/api/payment-requests/items/${itemOf(ada)}/remind`);
    expect(http.statusCode).toBe(429);
    expect(Number(http.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(ada, 'POST', `/api/payment-requests/items/${itemOf(ada)}/remind`)).statusCode).toBe(404);
    expect(request.id).toBeTruthy();
  });

  it('the requester sees each change live', async () => {
    const { requester, ada, bayo, request, itemOf } = await dinner();
    const live = await connectLive(t.app, requester.token);
    await live.waitFor((e) => e.type === 'ready');
    await call(ada, 'POST', `/api/payment-requests/items/${itemOf(ada)}/pay`, undefined, randomUUID());
    await call(bayo, 'POST', `/api/payment-requests/items/${itemOf(bayo)}/decline`);
    await live.waitFor((e) => e.type === 'payment_request_update' && e.item_id === itemOf(ada) && e.status === 'paid');
    const declined = await live.waitFor((e) => e.type === 'payment_request_update' && e.status === 'declined');
    expect(declined).toEqual({
      type: 'payment_request_update',
      request_id: request.id,
      item_id: itemOf(bayo),
      status: 'declined',
    });
    live.close();
  });

  it.each([
    [
      { recipients: [{ tag: 'nobody_at_all' }, { tag: 'nobody_else' }] },
      422,
      'Users not found: @nobody_at_all, @nobody_else',
    ],
    [{ note: 'x'.repeat(141) }, 400, 'Note can be at most 140 characters'],
    [{ asset_symbol: 'DOGE' }, 400, undefined],
    [
      {
        method: 'custom',
        recipients: [
          { tag: 'aaa', amount: '1' },
          { tag: 'bbb', amount: '2' },
        ],
      },
      400,
      'Amounts must add up to the total: ₦3.00 of ₦9,000.00 assigned',
    ],
  ])('refuses %j with %i', async (change, status, message) => {
    const requester = await registerUser(t.app);
    const res = await call(
      requester,
      'POST',
      '/api/payment-requests',
      {
        asset_symbol: 'NGN',
        total_amount: '9000',
        method: 'equal',
        recipients: [{ tag: 'aaa' }, { tag: 'bbb' }],
        ...change,
      },
      randomUUID(),
    );
    expect(res.statusCode).toBe(status);
    if (message) expect(res.json().message).toBe(message);
    expect((await call(requester, 'GET', '/api/payment-requests')).json()).toEqual([]);
  });
});
