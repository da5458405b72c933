import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxAccount } from '../../../test/helpers/payouts.js';
import { as, createTestApp, registerUser, type TestApp } from '../../../test/helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const save = (token: string, payload: object) =>
  as(t.app, token, { method: 'POST', url: '/api/beneficiaries', payload });
const list = (token: string, query = '') => as(t.app, token, { method: 'GET', url: `/api/beneficiaries${query}` });
const remove = (token: string, id: string) => as(t.app, token, { method: 'DELETE', url: `/api/beneficiaries/${id}` });

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('/api/beneficiaries', () => {
  it('saves a tag, a wallet address with its chain and a bank account with its resolved name', async () => {
    const me = await registerUser(t.app);
    const friend = await registerUser(t.app);

    const tag = await save(me.token, { kind: 'tag', tag: `@${friend.user.tag.toUpperCase()}`, label: 'Flatmate' });
    expect(tag.statusCode).toBe(201);
    expect(tag.json()).toMatchObject({ kind: 'tag', tag: friend.user.tag, label: 'Flatmate', address: null });

    const wallet = await save(me.token, { kind: 'wallet', chain: 'base', address: EVM.toLowerCase() });
    expect(wallet.statusCode).toBe(201);
    expect(wallet.json()).toMatchObject({ kind: 'wallet', chain: 'base', address: EVM, label: null });

    const account = sandboxAccount('', '058');
    const bank = await save(me.token, { kind: 'bank', bank_code: '058', account_number: account });
    expect(bank.statusCode).toBe(201);
    expect(bank.json()).toMatchObject({
      kind: 'bank',
      bank_code: '058',
      bank_name: 'GTBank',
      account_number: account,
      account_name: expect.stringMatching(/\S/),
    });

    const saved = (await list(me.token)).json();
    expect(saved.map((b: { kind: string }) => b.kind)).toEqual(['bank', 'wallet', 'tag']);
    expect((await list(me.token, '?kind=wallet')).json()).toHaveLength(1);
  });

  it('saving a recipient again marks it used: it comes first, once', async () => {
    const me = await registerUser(t.app);
    const [a, b] = [await registerUser(t.app), await registerUser(t.app)];
    const first = (await save(me.token, { kind: 'tag', tag: a.user.tag })).json();
    await save(me.token, { kind: 'tag', tag: b.user.tag });
    const again = await save(me.token, { kind: 'tag', tag: a.user.tag.toLowerCase() });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.id);
    expect((await list(me.token)).json().map((x: { tag: string }) => x.tag)).toEqual([a.user.tag, b.user.tag]);
  });

  it("answers 404 for another user's saved recipient and leaves it in place", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const friend = await registerUser(t.app);
    const saved = (await save(owner.token, { kind: 'tag', tag: friend.user.tag })).json();
    expect((await remove(other.token, saved.id)).statusCode).toBe(404);
    expect((await list(other.token)).json()).toEqual([]);
    expect((await list(owner.token)).json()).toHaveLength(1);
    expect((await remove(owner.token, saved.id)).json()).toEqual({ ok: true });
    expect((await list(owner.token)).json()).toEqual([]);
    expect((await remove(owner.token, saved.id)).statusCode).toBe(404);
    expect((await remove(owner.token, 'nope')).statusCode).toBe(400);
  });

  it('refuses bad recipients with a clear 4xx and saves nothing', async () => {
    const me = await registerUser(t.app);
    const cases: [object, number, string][] = [
      [{ kind: 'tag', tag: 'no_such_user_zz' }, 422, 'No user with the tag @no_such_user_zz'],
      [{ kind: 'tag', tag: me.user.tag }, 400, 'You cannot save your own tag as a recipient'],
      [{ kind: 'tag', tag: 'a!' }, 400, 'Enter a tag of 3-20 letters, digits or underscores'],
      [
        { kind: 'wallet', chain: 'base', address: '0x123' },
        400,
        'Enter a wallet address: 0x followed by 40 hex characters',
      ],
      [{ kind: 'wallet', chain: 'solana', address: EVM }, 400, 'Chain must be ethereum, base, starknet or core'],
      [{ kind: 'wallet', chain: 'ethereum', address: EVM.replace('E7', 'e7') }, 400, 'checksum'],
      [{ kind: 'bank', bank_code: '058', account_number: '0123456789' }, 400, 'not valid for the selected bank'],
      [{ kind: 'bank', bank_code: '999', account_number: '0123456785' }, 400, 'Choose a bank from the list'],
      [{ kind: 'bank', bank_code: '058', account_number: sandboxAccount('999') }, 422, 'Account not found'],
      [{ kind: 'phone', tag: 'x' }, 400, 'Kind must be tag, wallet or bank'],
      [{ kind: 'tag', tag: 'abc', label: 'x'.repeat(41) }, 400, 'Name must be at most 40 characters'],
      [[1, 2], 400, ''],
    ];
    for (const [payload, status, message] of cases) {
      const res = await save(me.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect((await list(me.token)).json()).toEqual([]);
    expect((await list(me.token, '?kind=phone')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/beneficiaries' })).statusCode).toBe(401);
  });
});
