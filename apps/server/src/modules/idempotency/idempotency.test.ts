import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../../test/helpers/test-app.js';
import type { Tx } from '../../db/client.js';
import { q, raw, run } from '../../db/prepared.js';
import type { Answer } from './idempotency.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const key = () => `test-${randomUUID()}`;

describe('an answer stored by the work’s own statement', () => {
  it('is replayed like one stored after the work, and the work runs once', async () => {
    const { user } = await registerUser(t.app);
    const k = key();
    let runs = 0;
    const work = async (tx: Tx, answer: Answer) => {
      runs++;
      const part = answer.inStatement({ done: true });
      await run(tx, q`with ${raw(part.name)} as (${part.query}) select 1`);
      return { done: true };
    };
    const first = await t.container.idempotency.run(user.id, k, 'hash-1', work);
    const again = await t.container.idempotency.run(user.id, k, 'hash-1', work);
    expect(first).toEqual({ status: 200, body: { done: true }, replayed: false });
    expect(again).toEqual({ status: 200, body: { done: true }, replayed: true });
    expect(runs).toBe(1);
  });

  it('refuses a work that returns another answer than it stored, and keeps nothing', async () => {
    const { user } = await registerUser(t.app);
    const k = key();
    await expect(
      t.container.idempotency.run(user.id, k, 'hash-2', async (tx, answer) => {
        const part = answer.inStatement({ amount: 1 });
        await run(tx, q`with ${raw(part.name)} as (${part.query}) select 1`);
        return { amount: 2 };
      }),
    ).rejects.toThrow(/another answer/);
    // Rolled back: the key is free, and a retry does the work.
    const retry = await t.container.idempotency.run(user.id, k, 'hash-2', async () => ({ amount: 3 }));
    expect(retry).toEqual({ status: 200, body: { amount: 3 }, replayed: false });
  });
});
