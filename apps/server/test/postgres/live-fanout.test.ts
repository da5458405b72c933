import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createContainer } from '../../src/container.js';
import { connectLive } from '../helpers/live-socket.js';
import { balanceOf, fund, sendToTag } from '../helpers/money.js';
import { createTestApp, registerUser, type TestApp } from '../helpers/test-app.js';
import type { FastifyInstance } from 'fastify';

/** Two server instances on one PostgreSQL database: an event committed on A reaches a socket on B. */
let a: TestApp;
let b: FastifyInstance;
beforeAll(async () => {
  a = await createTestApp({}, 'postgres');
  const container = createContainer(a.config, a.container.database);
  b = await buildApp({ config: a.config, database: a.container.database, container });
  await b.ready();
});
afterAll(async () => {
  await b.close();
  await a.close();
});

describe('live fan-out through LISTEN/NOTIFY', () => {
  it('a transfer made on instance A is pushed to the receiver connected to instance B', async () => {
    const alice = await registerUser(a.app);
    const bob = await registerUser(a.app);
    await fund(a.container, alice.user.id, 'USDC', '20');
    const onB = await connectLive(b, bob.token);
    await onB.waitFor((e) => e.type === 'ready');
    const wallet = await balanceOf(a.app, alice.token, 'USDC');
    const res = await sendToTag(a.app, alice.token, { balance_id: wallet.id, amount: '7', receiver_tag: bob.user.tag });
    expect(res.statusCode).toBe(200);
    await onB.waitFor((e) => e.type === 'balance_update' && e.asset === 'USDC');
    await onB.waitFor((e) => e.type === 'notification' && e.title === 'Money received');
    onB.close();
  });
});
