import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLive } from '../../../test/helpers/live-socket.js';
import { balanceOf, fund, sendToTag } from '../../../test/helpers/money.js';
import { as, createTestApp, registerUser, type TestApp } from '../../../test/helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/api/ws live updates', () => {
  it('pushes balance, transaction and notification events to the user concerned only, after commit', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const carol = await registerUser(t.app);
    await fund(t.container, alice.user.id, 'USDC', '50');
    const bobLive = await connectLive(t.app, bob.token);
    const carolLive = await connectLive(t.app, carol.token);
    await bobLive.waitFor((e) => e.type === 'ready');
    await carolLive.waitFor((e) => e.type === 'ready');

    const wallet = await balanceOf(t.app, alice.token, 'USDC');
    expect(
      (await sendToTag(t.app, alice.token, { balance_id: wallet.id, amount: '5', receiver_tag: bob.user.tag }))
        .statusCode,
    ).toBe(200);
    await bobLive.waitFor((e) => e.type === 'balance_update' && e.asset === 'USDC');
    await bobLive.waitFor((e) => e.type === 'transaction_update' && e.status === 'completed');
    await bobLive.waitFor((e) => e.type === 'notification' && e.title === 'Money received');
    // A failed transfer commits nothing, so announces nothing.
    const before = bobLive.events.length;
    expect(
      (await sendToTag(t.app, alice.token, { balance_id: wallet.id, amount: '5000', receiver_tag: bob.user.tag }))
        .statusCode,
    ).toBe(422);
    await new Promise((r) => setTimeout(r, 300));
    expect(bobLive.events.length).toBe(before);
    expect(carolLive.events.filter((e) => e.type !== 'ready')).toEqual([]);
    bobLive.close();
    carolLive.close();
  });

  it('closes the sockets of a session as it ends (sign-out, device revoked), well before the heartbeat', async () => {
    const u = await registerUser(t.app);
    const login = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: u.user.email, password: u.password },
        })
      ).json().token as string;
    const [other, keptToken] = [await login(), await login()];
    const [signedOut, revoked, kept] = await Promise.all([u.token, other, keptToken].map((k) => connectLive(t.app, k)));
    for (const live of [signedOut!, revoked!, kept!]) await live.waitFor((e) => e.type === 'ready');

    expect((await as(t.app, u.token, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    const sessions = (await as(t.app, keptToken, { method: 'GET', url: '/api/auth/sessions' })).json();
    const otherId = sessions.find((s: { current: boolean }) => !s.current).id as string;
    const revoke = await as(t.app, keptToken, { method: 'DELETE', url: `/api/auth/sessions/${otherId}` });
    expect(revoke.statusCode).toBe(200);

    // The heartbeat (30 s) would close them too, far later: the revocation closes them at once.
    const within = (ms: number) => new Promise<string>((r) => setTimeout(() => r('still open'), ms));
    expect(await Promise.race([signedOut!.closed, within(3_000)])).toBe(4401);
    expect(await Promise.race([revoked!.closed, within(3_000)])).toBe(4401);
    await fund(t.container, u.user.id, 'USDC', '1');
    await kept!.waitFor((e) => e.type === 'balance_update');
    kept!.close();
  });

  it('closes a socket whose token is not valid (4401)', async () => {
    const bad = await connectLive(t.app, 'not-a-real-token');
    expect(await bad.closed).toBe(4401);
  });

  it.each(['null', '1', '"auth"', '[]', '{}'])(
    'closes a socket whose first message is %s (4400), and keeps serving',
    async (raw) => {
      const odd = await connectLive(t.app, '', raw);
      expect(await odd.closed).toBe(4400);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    },
  );
});
