import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountNumber, verifyBill } from '../../../test/helpers/bills.js';
import { as, createTestApp, registerUser, type TestApp } from '../../../test/helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (token: string, url: string) => as(t.app, token, { method: 'GET', url });

describe('GET /api/bills/catalog', () => {
  it("lists the spec's five categories with their labels, every provider with limits, and the cable bouquets", async () => {
    const { token } = await registerUser(t.app);
    const res = await get(token, '/api/bills/catalog');
    expect(res.statusCode).toBe(200);
    const catalog = res.json() as {
      id: string;
      name: string;
      account_label: string;
      providers: {
        name: string;
        min_amount: string;
        max_amount: string;
        variations: { code: string; name: string; amount: string | null }[];
      }[];
    }[];
    expect(catalog.map((c) => [c.id, c.name, c.account_label])).toEqual([
      ['electricity', 'Electricity', 'Meter Number'],
      ['internet', 'Internet', 'Phone Number'],
      ['airtime', 'Airtime', 'Phone Number'],
      ['cable_tv', 'Cable TV', 'Smart Card Number'],
      ['betting', 'Betting', 'Account ID'],
    ]);
    const names = Object.fromEntries(catalog.map((c) => [c.id, c.providers.map((p) => p.name)]));
    expect(names).toEqual({
      electricity: ['AEDC', 'EKEDC', 'IKEDC', 'PHED', 'KEDCO'],
      internet: ['MTN', 'Airtel', 'Glo', '9mobile', 'Spectranet'],
      airtime: ['MTN', 'Airtel', 'Glo', '9mobile'],
      cable_tv: ['DSTV', 'GOTV', 'Startimes', 'Showmax'],
      betting: ['Bet9ja', 'Nairabet', 'SportyBet', 'BetKing', '1xBet'],
    });
    const airtime = catalog[2]!.providers[0]!;
    expect(airtime).toMatchObject({ min_amount: '50.00', max_amount: '50000.00', variations: [] });
    const dstv = catalog[3]!.providers[0]!;
    expect(dstv.variations[0]).toEqual({ code: 'dstv-padi', name: 'DStv Padi', amount: '4400.00' });
    expect(dstv).toMatchObject({ min_amount: '4400.00', max_amount: '44500.00' });
    expect(catalog[0]!.providers[0]!.variations.map((v) => v.code)).toEqual(['prepaid', 'postpaid']);
  });
});

describe('POST /api/bills/verify', () => {
  it('names the customer; for electricity also the address and meter type', async () => {
    const { token } = await registerUser(t.app);
    const meter = accountNumber('electricity', '5678');
    const res = await verifyBill(t.app, token, { provider: 'ikeja-electric', account_number: meter });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      customer_name: expect.stringMatching(/^[A-Z]+ [A-Z]+$/),
      account_number: meter,
      address: expect.any(String),
      meter_type: 'prepaid',
      min_amount: '500.00',
    });
    const again = await verifyBill(t.app, token, {
      provider: 'ikeja-electric',
      account_number: meter,
      variation_code: 'postpaid',
    });
    expect(again.json()).toMatchObject({ customer_name: res.json().customer_name, meter_type: 'postpaid' });

    const card = await verifyBill(t.app, token, {
      provider: 'dstv',
      account_number: accountNumber('cable_tv', '4321'),
    });
    expect(card.json()).toMatchObject({
      current_bouquet: expect.stringMatching(/^DStv /),
      due_date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });
  });

  it('answers 422 for an unknown customer (last four 0000), in any category', async () => {
    const { token } = await registerUser(t.app);
    for (const [provider, number] of [
      ['ikeja-electric', accountNumber('electricity', '0000')],
      ['mtn', accountNumber('phone', '0000')],
      ['gotv', accountNumber('cable_tv', '0000')],
      ['bet9ja', accountNumber('betting', '0000')],
    ] as const) {
      const res = await verifyBill(t.app, token, { provider, account_number: number });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        error: 'UNKNOWN_CUSTOMER',
        message: 'Customer not found. Check the number and try again.',
      });
    }
  });

  it.each([
    [{ provider: 'nepa', account_number: '12345678901' }, 'Unknown provider'],
    [{ provider: 'ikeja-electric', account_number: '1234' }, 'Meter Number must be 11 to 13 digits'],
    [{ provider: 'mtn', account_number: '12345678901' }, 'Phone Number must be an 11-digit number like 08031234567'],
    [
      { provider: 'ikeja-electric', account_number: '12345678901', variation_code: 'solar' },
      'IKEDC has no option solar',
    ],
    [{ provider: 'mtn', account_number: '08031234567', variation_code: 'x' }, 'MTN takes no option'],
    [{ provider: 'mtn' }, 'Account number is required'],
  ])('answers 400 for %j', async (payload, message) => {
    const { token } = await registerUser(t.app);
    const res = await verifyBill(t.app, token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
