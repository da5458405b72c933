import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw.js';
import { AppError } from '../../http/app-error.js';
import { fund } from '../../../test/helpers/money.js';
import { createAdmin, createTestApp, registerUser, type TestApp } from '../../../test/helpers/test-app.js';
import { testDriver } from '../../../test/helpers/test-db.js';
import type { Posting } from './ledger.service.js';
import type { PostingRequest } from './posting-batcher.js';
import { failInWrite } from '../../../test/helpers/fail-in-write.js';

/**
 * Batches of postings (ADR 026), on the container's batcher with one batch in flight, no spare
 * (ADR 046) and no wait for more sends after a batch (ADR 054): the first request of a wave is
 * posted alone, and the ones that come while it runs make the next batch, at once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    POSTING_BATCHES_IN_FLIGHT: '1',
    POSTING_SPARE_BATCH_AFTER_MS: '60000',
    POSTING_GATHER_MS: '0',
  });
});
afterAll(() => t.close());

const usdc = async (userId: string, app = t) =>
  (await app.container.ledgerRepository.walletFor(app.container.db, userId, 'USDC'))!;
const balance = async (userId: string, app = t) => BigInt((await usdc(userId, app)).balance);

async function person(funded = '0', app = t) {
  const { user } = await registerUser(app.app, { tier: 3 });
  if (funded !== '0') await fund(app.container, user.id, 'USDC', funded);
  return user.id;
}

/** A request that sends `amount` base units of USDC from one user to another. */
async function transfer(
  from: string,
  to: string,
  amount: bigint,
  key = randomUUID(),
  app = t,
): Promise<PostingRequest<unknown>> {
  const [payer, payee] = [await usdc(from, app), await usdc(to, app)];
  const activity = { status: 'completed' as const, asset: 'USDC' as const, amount, usdCents: 0n };
  const posting: Posting = {
    kind: 'transfer',
    status: 'completed',
    legs: [
      { accountId: payer.id, asset: 'USDC', amount: -amount },
      { accountId: payee.id, asset: 'USDC', amount },
    ],
    activities: [
      { ...activity, userId: from, type: 'transfer_out', counterpartyUserId: to },
      { ...activity, userId: to, type: 'transfer_in', counterpartyUserId: from },
    ],
  };
  return { userId: from, key, hash: `hash-${key}`, posting, answer: (result) => ({ txHash: result.reference }) };
}

/** Posts every request in the same tick; each one's outcome or error. */
const wave = (requests: PostingRequest<unknown>[]) =>
  Promise.all(requests.map((r) => t.container.postings.post(r).catch((error: unknown) => error)));

/** When each reference's ledger transaction began: one batch, one transaction, one `now()`. */
async function startedAt(outcomes: unknown[]): Promise<string[]> {
  const references = outcomes.map((o) => (o as { body: { txHash: string } }).body.txHash);
  const rows = await queryRows<{ reference: string; at: string }>(
    t.container.db,
    sql`select reference, created_at::text as at from ledger_transactions where reference in ${references}`,
  );
  const at = new Map(rows.map((r) => [r.reference, r.at]));
  return references.map((r) => at.get(r)!);
}

/** What a replay of `outcome` answers: the same, marked replayed, and untimed (it posted nothing). */
function replayOf(outcome: unknown) {
  const { timings: _, ...answer } = outcome as { timings?: unknown };
  return { ...answer, replayed: true };
}

const M = 1_000_000n; // one USDC

describe('posting batcher', () => {
  it('posts the requests that come while a batch runs in one transaction, each answered and replayable', async () => {
    const payee = await person();
    const payers = await Promise.all(Array.from({ length: 6 }, () => person('10')));
    const requests = await Promise.all(payers.map((p, i) => transfer(p, payee, BigInt(i + 1) * M)));
    const outcomes = await wave(requests);

    expect(outcomes.map((o) => (o as { status: number }).status)).toEqual([200, 200, 200, 200, 200, 200]);
    const started = await startedAt(outcomes);
    expect(new Set(started.slice(1)).size).toBe(1); // the five that waited: one batch
    expect(started[0]).not.toBe(started[1]); // the first went alone
    expect(await balance(payee)).toBe(21n * M);
    for (const [i, p] of payers.entries()) expect(await balance(p)).toBe(10n * M - BigInt(i + 1) * M);

    // Each says where its time went: the five waited for the first's transaction.
    const timings = outcomes.map((o) => (o as { timings: { queue: number; lock: number; write: number } }).timings);
    for (const t of timings) expect(Math.min(t.lock, t.write)).toBeGreaterThan(0);
    for (const t of timings.slice(1)) expect(t.queue).toBeGreaterThanOrEqual(timings[0]!.lock + timings[0]!.write);

    const replays = await wave(requests);
    expect(replays).toEqual(outcomes.map(replayOf));
    expect(await balance(payee)).toBe(21n * M);
  });

  it('a refused request in a batch gets its own error and stored answer; the others go through', async () => {
    const payee = await person();
    const payers = await Promise.all([person('5'), person('5'), person('1'), person('5')]);
    const requests = await Promise.all(payers.map((p) => transfer(p, payee, 2n * M)));
    const outcomes = await wave(requests);

    expect(outcomes[2]).toBeInstanceOf(AppError);
    expect((outcomes[2] as AppError).code).toBe('INSUFFICIENT_BALANCE');
    for (const i of [0, 1, 3]) expect(outcomes[i]).toMatchObject({ status: 200, replayed: false });
    expect(await balance(payee)).toBe(6n * M);
    expect(await balance(payers[2]!)).toBe(1n * M);
    const replay = await t.container.postings.post(requests[2]!);
    expect(replay).toMatchObject({ status: 422, replayed: true, body: { message: 'Insufficient balance' } });
  });

  it('one payer several times in a batch: each posting sees the balance the ones before it left', async () => {
    const payee = await person();
    const payer = await person('5');
    const outcomes = await wave(await Promise.all([1n, 2n, 2n, 2n].map(async (n) => transfer(payer, payee, n * M))));

    const refused = outcomes.filter((o) => o instanceof AppError);
    expect(refused.map((e) => (e as AppError).code)).toEqual(['INSUFFICIENT_BALANCE']);
    expect(await balance(payer)).toBe(0n);
    expect(await balance(payee)).toBe(5n * M);
  });

  it("a hook's refusal in a batch (a frozen payer) refuses that request only", async () => {
    const admin = await createAdmin(t.app, t.container);
    const payee = await person();
    const payers = await Promise.all([person('5'), person('5'), person('5')]);
    await t.container.freeze.freeze(payers[1]!, 'Suspected account takeover', { actorId: admin.id });
    const outcomes = await wave(await Promise.all(payers.map((p) => transfer(p, payee, 1n * M))));

    expect((outcomes[1] as AppError).code).toBe('ACCOUNT_FROZEN');
    expect(await balance(payee)).toBe(2n * M);
    expect(await balance(payers[1]!)).toBe(5n * M);
  });

  it('a key twice in one wave moves money once; the second answer is the replay', async () => {
    const payee = await person();
    const payers = await Promise.all([person('5'), person('5')]);
    const key = randomUUID();
    const first = await transfer(payers[1]!, payee, 1n * M, key);
    const outcomes = await wave([await transfer(payers[0]!, payee, 1n * M), first, { ...first }]);

    expect(outcomes[1]).toMatchObject({ status: 200, replayed: false });
    expect(outcomes[2]).toEqual(replayOf(outcomes[1]));
    expect(await balance(payers[1]!)).toBe(4n * M);
    expect(await balance(payee)).toBe(2n * M);
  });

  it('a batch that fails before commit leaves nothing; each retry then posts once', async () => {
    const payee = await person();
    const payers = await Promise.all([person('5'), person('5'), person('5'), person('5')]);
    let failing = true;
    t.container.ledger.use(
      failInWrite(
        'test-batch-dies',
        ({ wallets }) => failing && [...wallets.values()].some((w) => w.userId === payee),
        () => new Error('connection lost mid-batch'),
      ),
    );
    const requests = await Promise.all(payers.map((p) => transfer(p, payee, 1n * M)));
    const failed = await wave(requests);
    expect(failed.every((e) => e instanceof Error && e.message === 'connection lost mid-batch')).toBe(true);
    expect(await balance(payee)).toBe(0n);

    failing = false;
    const retried = await wave(requests);
    expect(retried.every((o) => (o as { status: number }).status === 200)).toBe(true);
    expect((await wave(requests)).every((o) => (o as { replayed: boolean }).replayed)).toBe(true);
    expect(await balance(payee)).toBe(4n * M);
    for (const p of payers) expect(await balance(p)).toBe(4n * M);
  });
});

describe.runIf(testDriver === 'postgres')('a batch held up on a wallet’s lock (ADR 046)', () => {
  let held: TestApp;
  beforeAll(async () => {
    held = await createTestApp({ POSTING_BATCHES_IN_FLIGHT: '1', POSTING_SPARE_BATCH_AFTER_MS: '50' });
  });
  afterAll(() => held.close());

  it('lets other people’s sends through beside it, and posts once the lock is let go', async () => {
    const [blocked, payee] = [await person('5', held), await person('0', held)];
    // Two other people: a send between them shares no wallet with the held-up one.
    const [payer, other] = [await person('5', held), await person('0', held)];
    const wallet = await usdc(blocked, held);
    // Another transaction holds the blocked payer's wallet, as a payout or an auto-conversion may.
    let letGo!: () => void;
    const lockLetGo = new Promise<void>((resolve) => (letGo = resolve));
    let holding!: () => void;
    const lockHeld = new Promise<void>((resolve) => (holding = resolve));
    const holder = held.container.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from ledger_accounts where id = ${wallet.id}::uuid for update`);
      holding();
      await lockLetGo;
    });
    await lockHeld;
    const [toPayee, toOther] = [
      await transfer(blocked, payee, 1n * M, undefined, held),
      await transfer(payer, other, 2n * M, undefined, held),
    ];
    const waiting = held.container.postings.post(toPayee);
    try {
      const sent = held.container.postings.post(toOther).then((o) => o.status);
      const tooLong = new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 3_000));
      expect(await Promise.race([sent, tooLong])).toBe(200);
      expect(await balance(other, held)).toBe(2n * M);
      expect(await balance(blocked, held)).toBe(5n * M);
    } finally {
      letGo();
      await holder;
    }
    expect((await waiting).status).toBe(200);
    expect(await balance(blocked, held)).toBe(4n * M);
    expect(await balance(payee, held)).toBe(1n * M);
  });
});

describe.runIf(testDriver === 'postgres')('the next batch before the answers (ADR 050)', () => {
  it('sends the next batch’s claims before it answers the requests of the one that just posted', async () => {
    const payee = await person();
    const payers = await Promise.all(Array.from({ length: 5 }, () => person('5')));
    const requests = await Promise.all(payers.map((p) => transfer(p, payee, 1n * M)));
    const events: string[] = [];
    const posted = (request: PostingRequest<unknown>, name: string) =>
      t.container.postings.post(request).then((o) => events.push(`answer ${name} ${o.status}`));
    const { idempotency } = t.container;
    const claimAll = idempotency.claimAll;
    let later: Promise<unknown>[] = [];
    // The first batch's claim is when two more requests come: they make the next batch.
    idempotency.claimAll = (tx, batch) => {
      events.push(`claim ${batch.length}`);
      if (!later.length) later = requests.slice(3).map((r) => posted(r, 'C'));
      return claimAll(tx, batch);
    };
    try {
      // A goes alone; B and B wait for it, and make the first batch.
      await Promise.all([posted(requests[0]!, 'A'), posted(requests[1]!, 'B'), posted(requests[2]!, 'B')]);
      await Promise.all(later);
    } finally {
      idempotency.claimAll = claimAll;
    }
    expect(events).toEqual([
      'claim 2',
      'answer A 200',
      'claim 2',
      'answer B 200',
      'answer B 200',
      'answer C 200',
      'answer C 200',
    ]);
    expect(await balance(payee)).toBe(5n * M);
  });
});

describe('the next batch gathers sends for a moment (ADR 054)', () => {
  let gathering: TestApp;
  beforeAll(async () => {
    gathering = await createTestApp({
      POSTING_BATCHES_IN_FLIGHT: '1',
      POSTING_SPARE_BATCH_AFTER_MS: '60000',
      POSTING_BATCH_SIZE: '4', // half a batch: 2
      POSTING_GATHER_MS: '400',
    });
  });
  afterAll(() => gathering.close());

  const post = (request: PostingRequest<unknown>) => gathering.container.postings.post(request);
  /** Three sends of 1 USDC from three people to a fourth, once no earlier batch's wait is left. */
  async function threeSends() {
    const payee = await person('0', gathering);
    const payers = await Promise.all([1, 2, 3].map(() => person('5', gathering)));
    const requests = await Promise.all(payers.map((p) => transfer(p, payee, 1n * M, undefined, gathering)));
    await sleep(450);
    return { payee, requests: requests as [PostingRequest<unknown>, PostingRequest<unknown>, PostingRequest<unknown>] };
  }

  it('a send soon after a batch ended joins the one left waiting, and half a batch goes at once', async () => {
    const { payee, requests } = await threeSends();
    const first = post(requests[0]); // alone, at once
    const second = post(requests[1]); // waits for the first, then for more
    await first;
    await sleep(50);
    const since = performance.now();
    const outcomes = await Promise.all([first, second, post(requests[2])]);
    expect(performance.now() - since).toBeLessThan(300); // not the rest of the 400 ms wait

    expect(outcomes.map((o) => o.status)).toEqual([200, 200, 200]);
    const transactions = await queryRows<{ at: string }>(
      gathering.container.db,
      sql`select distinct created_at::text as at from ledger_transactions
          where reference in ${outcomes.map((o) => (o.body as { txHash: string }).txHash)}`,
    );
    expect(transactions).toHaveLength(2); // the first alone, the second and third together
    expect(await balance(payee, gathering)).toBe(3n * M);
  });

  it('with no more sends, the one left waiting posts when the wait is over', async () => {
    const { payee, requests } = await threeSends();
    const first = post(requests[0]);
    const second = post(requests[1]);
    await first;
    const since = performance.now();
    expect((await second).status).toBe(200);
    expect(performance.now() - since).toBeGreaterThan(300);
    expect(await balance(payee, gathering)).toBe(2n * M);
  });
});
