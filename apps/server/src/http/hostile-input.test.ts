import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG, multipart } from '../../test/helpers/identity.js';
import { ledgerSnapshot } from '../../test/helpers/ledger-snapshot.js';
import { balanceOf, fund } from '../../test/helpers/money.js';
import { as, createAdmin, createTestApp, registerUser, type TestApp } from '../../test/helpers/test-app.js';
import { signWebhook } from '../modules/funding/webhook-signature.js';

let t: TestApp;
let user: Awaited<ReturnType<typeof registerUser>>;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app);
  admin = await createAdmin(t.app, t.container);
  await fund(t.container, user.user.id, 'NGN', '5000');
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<TestApp['app']['inject']>>;
/** Our error shape, a 4xx and a human message. */
function expectClientError(res: Res, status: number, code?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  for (const key of Object.keys(body)) expect(['error', 'message', 'request_id', 'details']).toContain(key);
  expect(body).toMatchObject({ error: code ?? expect.any(String), message: expect.any(String) });
  expect(body.request_id).toMatch(/^[0-9a-f-]{36}$/);
  expect(body.message.length).toBeGreaterThan(8);
  expect(body).not.toHaveProperty('code');
  expect(body).not.toHaveProperty('statusCode');
  return body as { error: string; message: string; details?: Record<string, string[]> };
}

const webhook = (body: object) => {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/sandbox-funding',
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': signWebhook(t.config.SANDBOX_WEBHOOK_SECRET, raw),
    },
  });
};

describe('control characters are refused once, before any handler', () => {
  it('in a login email', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'x\u0000@example.com', password: 'whatever-pass' },
    });
    const body = expectClientError(res, 400, 'VALIDATION_ERROR');
    expect(body.details).toEqual({ email: ['Text must not contain control characters'] });
  });

  it('in a saved recipient label, as a right-to-left override that would show it backwards', async () => {
    const res = await as(t.app, user.token, {
      method: 'POST',
      url: '/api/beneficiaries',
      payload: { kind: 'tag', tag: 'nobody_here', label: '\u202egnirts' },
    });
    expect(expectClientError(res, 400, 'VALIDATION_ERROR').details).toEqual({
      label: ['Text must not contain control characters'],
    });
  });

  it('in a register email, and no account is created', async () => {
    const payload = { tag: 'nul_user', email: 'nul@example.com\u0000', password: 'long-enough-1' };
    expectClientError(await t.app.inject({ method: 'POST', url: '/api/auth/register', payload }), 400);
    expect(await t.container.users.findByTag(t.container.db, 'nul_user')).toBeUndefined();
  });

  it('in a receiver tag, and no money moves', async () => {
    const before = await ledgerSnapshot(t.container.db);
    const ngn = await balanceOf(t.app, user.token, 'NGN');
    const res = await as(t.app, user.token, {
      method: 'POST',
      url: '/api/wallets/send-to-tag',
      headers: { 'idempotency-key': 'nul-tag-key-1' },
      payload: { balance_id: ngn.id, amount: '10', receiver_tag: 'zz\u0000' },
    });
    expect(expectClientError(res, 400).details).toHaveProperty('receiver_tag');
    expect(await ledgerSnapshot(t.container.db)).toEqual(before);
  });

  it.each([
    ['reference', { reference: 'ref\u0000x', tag: () => user.user.tag }],
    ['tag', { reference: 'ref-ok-1', tag: () => 'a\u0000' }],
  ])('in a webhook %s, and nothing is credited', async (field, shape) => {
    const before = await ledgerSnapshot(t.container.db);
    const res = await webhook({ reference: shape.reference, tag: shape.tag(), asset: 'NGN', amount: '1' });
    expect(expectClientError(res, 400).details).toHaveProperty(field);
    expect(await ledgerSnapshot(t.container.db)).toEqual(before);
  });

  it('in a multipart filename or field, and nothing is stored', async () => {
    const named = multipart([
      { field: 'file', filename: 'pass\u0000port.png', contentType: 'image/png', data: TINY_PNG },
    ]);
    const res = await as(t.app, user.token, { method: 'POST', url: '/api/uploads', ...named });
    expect(expectClientError(res, 400).details).toHaveProperty('filename');
    const field = multipart([
      { field: 'note', data: 'a\u0007b' },
      { field: 'file', filename: 'ok.png', contentType: 'image/png', data: TINY_PNG },
    ]);
    const res2 = await as(t.app, user.token, { method: 'POST', url: '/api/uploads', ...field });
    expect(expectClientError(res2, 400).details).toHaveProperty('note');
  });

  it('in query strings, path parameters, nested values and object keys', async () => {
    const query = await as(t.app, user.token, { method: 'GET', url: '/api/transactions?type=%00deposit' });
    expect(expectClientError(query, 400).details).toHaveProperty('type');
    const path = await as(t.app, user.token, { method: 'GET', url: '/api/transactions/%1b%5b31m' });
    expect(expectClientError(path, 400).details).toHaveProperty('id');
    const nested = await as(t.app, admin.token, {
      method: 'PUT',
      url: '/api/admin/prices',
      payload: { usd: { 'ETH\u0085': '1' } },
    });
    expect(expectClientError(nested, 400).details).toHaveProperty(['usd.ETH\\u0085']);
  });

  it('but ordinary non-ASCII text is fine', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'adaèze@example.com', password: 'pässwörd-ñ-2026' },
    });
    expectClientError(res, 401, 'INVALID_CREDENTIALS');
  });
});

describe('malformed multipart on POST /api/uploads', () => {
  const header = 'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';
  const png = TINY_PNG.toString('latin1');
  const long = 'b'.repeat(300);
  it.each([
    ['no closing boundary', 'multipart/form-data; boundary=XYZ', `--XYZ\r\n${header}${png}`],
    [
      'a boundary that does not match',
      'multipart/form-data; boundary=OTHER',
      `--XYZ\r\n${header}${png}\r\n--XYZ--\r\n`,
    ],
    ['no boundary', 'multipart/form-data', `--XYZ\r\n${header}${png}\r\n--XYZ--\r\n`],
    [
      'a 300-character boundary',
      `multipart/form-data; boundary=${long}`,
      `--${long}\r\n${header}${png}\r\n--${long}--\r\n`,
    ],
    ['a garbage preamble', 'multipart/form-data; boundary=XYZ', `\u0000\u0001garbage--XY\r\n--XYZ\r\n${header}${png}`],
    ['garbage only', 'multipart/form-data; boundary=XYZ', '\u0000\u0001\u0002 hello'],
    [
      'a broken part header',
      'multipart/form-data; boundary=XYZ',
      `--XYZ\r\nContent-Disposition\r\n\r\nabc\r\n--XYZ--\r\n`,
    ],
  ])('%s gets a 400', async (_, contentType, body) => {
    const res = await as(t.app, user.token, {
      method: 'POST',
      url: '/api/uploads',
      payload: Buffer.from(body, 'latin1'),
      headers: { 'content-type': contentType },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expectClientError(res, res.statusCode);
  });

  it('a well-formed upload still works', async () => {
    const ok = multipart([{ field: 'file', filename: 'ok.png', contentType: 'image/png', data: TINY_PNG }]);
    expect((await as(t.app, user.token, { method: 'POST', url: '/api/uploads', ...ok })).statusCode).toBe(201);
  });
});

describe('numbers are bounded by what their column and asset can hold', () => {
  it.each([
    ['an 80-digit amount', '9'.repeat(80)],
    ['a 70-digit amount', '9'.repeat(70)],
    ['one naira over the ceiling', '1000000000000.01'],
  ])('a signed funding webhook with %s is refused and credits nothing', async (_, amount) => {
    const before = await ledgerSnapshot(t.container.db);
    const res = await webhook({
      reference: `big-${amount.length}-${amount.at(-1)}`,
      tag: user.user.tag,
      asset: 'NGN',
      amount,
    });
    const body = expectClientError(res, 400, 'VALIDATION_ERROR');
    expect(body.message).toBe('Amount is too large: at most 1,000,000,000,000 NGN');
    expect(await ledgerSnapshot(t.container.db)).toEqual(before);
  });

  it('the ceiling itself is accepted', async () => {
    const res = await webhook({ reference: 'ceiling-1', tag: user.user.tag, asset: 'NGN', amount: '1000000000000' });
    expect(res.statusCode).toBe(200);
  });

  it('sends and fee quotes are bounded too', async () => {
    const eth = await balanceOf(t.app, user.token, 'ETH');
    const fee = await as(t.app, user.token, {
      method: 'GET',
      url: `/api/wallets/fees?balance_id=${eth.id}&mode=tag&amount=${'9'.repeat(80)}`,
    });
    expect(expectClientError(fee, 400).message).toBe('Amount is too large: at most 1,000,000,000 ETH');
  });

  it.each([
    ['an 80-digit ngn_per_usd', { ngn_per_usd: '9'.repeat(80) }, 'ngn_per_usd'],
    ['a 21-digit USD price', { usd: { ETH: '1'.repeat(21) } }, 'usd.ETH'],
  ])('PUT /api/admin/prices with %s is refused and changes nothing', async (_, payload, field) => {
    const before = (await as(t.app, admin.token, { method: 'GET', url: '/api/prices' })).json();
    const res = await as(t.app, admin.token, { method: 'PUT', url: '/api/admin/prices', payload });
    const body = expectClientError(res, 400, 'VALIDATION_ERROR');
    expect(body.details).toEqual({ [field]: ['Must be at most 1,000,000,000,000'] });
    expect(body.message).toBe(`${field}: must be at most 1,000,000,000,000`);
    expect((await as(t.app, admin.token, { method: 'GET', url: '/api/prices' })).json()).toEqual(before);
  });
});

describe('framework errors use our error shape', () => {
  it('a bad percent-encoding in the URL', async () => {
    const res = await as(t.app, admin.token, { method: 'POST', url: '/api/admin/users/%/kyc/approve' });
    expectClientError(res, 400, 'BAD_REQUEST');
  });

  it('a path parameter over 100 characters', async () => {
    const res = await as(t.app, admin.token, {
      method: 'POST',
      url: `/api/admin/users/${'a'.repeat(150)}/kyc/approve`,
    });
    expectClientError(res, 414, 'URI_TOO_LONG');
  });

  it('a multipart request where JSON is expected', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: 'abc',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expectClientError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('Retry-After is the real time left', () => {
  it('a 15-minute sign-in lock says about 900 seconds', async () => {
    const victim = await registerUser(t.app);
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: victim.user.email, password: 'wrong-password' },
        remoteAddress: '10.77.0.1',
      });
    for (let i = 0; i < t.config.LOGIN_MAX_PER_ACCOUNT; i++) expect((await attempt()).statusCode).toBe(401);
    const locked = await attempt();
    expectClientError(locked, 429, 'RATE_LIMITED');
    const seconds = Number(locked.headers['retry-after']);
    expect(seconds).toBeGreaterThan(t.config.LOGIN_WINDOW_SECONDS - 60);
    expect(seconds).toBeLessThanOrEqual(t.config.LOGIN_WINDOW_SECONDS);
  });
});
