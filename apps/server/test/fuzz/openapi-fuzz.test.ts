import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { queryRows } from '../../src/db/raw.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG, uploadOk } from '../helpers/identity.js';
import { ledgerSnapshot } from '../helpers/ledger-snapshot.js';
import { balances, fund } from '../helpers/money.js';
import { createAdmin, createTestApp, registerUser, type TestApp } from '../helpers/test-app.js';
import {
  fitting,
  malformedBody,
  multipartBody,
  mutated,
  nastyString,
  nastyValue,
  operationsOf,
  type IdPool,
  type Operation,
} from './arbitraries.js';

/**
 * Fuzzes every operation of the served OpenAPI document (so endpoints added later are covered
 * without touching this file) as an anonymous caller, a user and an admin. Nothing may answer 5xx,
 * no answer may show a stack or SQL, and no money may move.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

let t: TestApp;
let operations: Operation[];
let pool: IdPool;
const who = {
  user: { email: '', password: '', token: '', ended: false },
  admin: { email: '', password: '', token: '', ended: false },
};
let before: Awaited<ReturnType<typeof ledgerSnapshot>>;
/** An admin topping up the treasury with a valid body moves money on purpose (and is audited, checked below). */
const ALLOWED_MOVEMENTS = ['treasury_top_up'];

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  operations = operationsOf(doc);
  const u = await registerUser(t.app);
  who.user = { email: u.user.email, password: u.password, token: u.token, ended: false };
  const admin = await createAdmin(t.app, t.container);
  const adminUser = await t.container.users.findById(t.container.db, admin.id);
  who.admin = { email: adminUser!.email, password: 'admin-password-1', token: admin.token, ended: false };
  await fund(t.container, u.user.id, 'NGN', '25000');
  await fund(t.container, u.user.id, 'ETH', '1.5');
  const upload = await uploadOk(t.app, u.token, TINY_PNG, 'id.png');
  const notes = (
    await t.app.inject({ method: 'GET', url: '/api/notifications/unread', headers: auth(u.token) })
  ).json();
  pool = [u.user.id, admin.id, upload.id, ...(await balances(t.app, u.token)).map((b) => b.id), notes[0].id];
  before = await ledgerSnapshot(t.container.db, { exceptKinds: ALLOWED_MOVEMENTS });
}, 120_000);
afterAll(() => t?.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Sessions the fuzzer itself ends (logout, revoke-others, a password change) are opened again,
 * each from its own address: a signed-in caller answered UNAUTHENTICATED has lost its session.
 */
let logins = 0;
async function tokenFor(identity: 'anonymous' | 'user' | 'admin'): Promise<string | undefined> {
  if (identity === 'anonymous') return undefined;
  const me = who[identity];
  if (!me.ended) return me.token;
  me.ended = false;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: me.email, password: me.password },
    remoteAddress: `10.200.${++logins >> 8}.${logins & 255}`,
  });
  if (res.statusCode !== 200) throw new Error(`re-login failed: ${res.statusCode} ${res.body}`);
  return (me.token = res.json().token as string);
}

/** Stack frames, file paths, SQL or driver names: none may reach a client. */
const LEAKS = [
  /\bat\s+\S+\s+\(?[^)]*:\d+:\d+/,
  /node_modules|\/src\/|\.ts:\d+/,
  /\bselect\b[^"]{0,200}\bfrom\b/i,
  /\binsert into\b|\bon conflict\b|\breturning\b/i,
  /violates|syntax error at|duplicate key|invalid input syntax|relation "|null value in column/i,
  /failed query|drizzle|pglite|postgres|node-postgres|sqlstate/i,
  /TypeError|ReferenceError|RangeError|Cannot read prop/i,
];

/** Percent-encodes like a browser would, lone surrogates included (they become U+FFFD). */
const encodeSegment = (s: string) =>
  encodeURIComponent(s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

function request(op: Operation) {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const idempotent = op.parameters.some((p) => p.in === 'header' && p.name === 'Idempotency-Key');
  const segment = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...pool).map(encodeSegment) },
    { weight: 2, arbitrary: fc.uuid().map(encodeSegment) },
    { weight: 3, arbitrary: nastyString.map(encodeSegment) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%00', '..', 'a'.repeat(150), '%E0%A4%A') },
  );
  const query = fc.record(
    Object.fromEntries(
      queryParams.map((p) => [
        p.name,
        fc.oneof(
          { weight: 4, arbitrary: mutated(p.schema, pool, p.name) },
          { weight: 1, arbitrary: fc.array(nastyString, { minLength: 2, maxLength: 3 }) },
        ),
      ]),
    ),
    { requiredKeys: [] },
  );
  const extraQuery = fc.option(
    fc.dictionary(fc.oneof(nastyString, fc.constantFrom('__proto__', 'constructor')), nastyString, { maxKeys: 2 }),
  );
  const json = (raw: string | undefined): Body => ({ kind: 'json', raw });
  const jsonBody: fc.Arbitrary<Body> = op.jsonBody
    ? fc.oneof(
        { weight: 3, arbitrary: mutated(op.jsonBody, pool).map((v) => json(JSON.stringify(v))) },
        { weight: 2, arbitrary: fitting(op.jsonBody, pool).map((v) => json(JSON.stringify(v))) },
        { weight: 1, arbitrary: nastyValue.map((v) => json(JSON.stringify(v) ?? 'null')) },
        { weight: 1, arbitrary: malformedBody.map(json) },
      )
    : fc.oneof(fc.constant(json(undefined)), malformedBody.map(json));
  const body: fc.Arbitrary<Body> = op.multipartField
    ? fc.oneof(
        multipartBody(op.multipartField).map((m): Body => ({ kind: 'multipart', ...m })),
        jsonBody,
      )
    : jsonBody;
  return fc.record({
    identity: fc.constantFrom('anonymous' as const, 'user' as const, 'admin' as const),
    // Many clients, so per-address limits don't end the fuzzing early.
    remoteAddress: fc.ipV4(),
    segments: fc.array(segment, { minLength: pathParams.length, maxLength: pathParams.length }),
    query,
    extraQuery,
    body,
    contentType: fc.option(
      fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/json; charset=latin1',
      ),
      { freq: 4 },
    ),
    idempotencyKey: idempotent
      ? fc.option(
          fc.oneof(
            fc.uuid(),
            // Header values are printable ASCII: an HTTP parser refuses the rest before we see it.
            nastyString.filter((s) => /^[\u0020-\u007e]*$/.test(s)),
          ),
        )
      : fc.constant(null),
  });
}

type Body = { kind: 'json'; raw: string | undefined } | { kind: 'multipart'; payload: Buffer; contentType: string };
type Generated = ReturnType<typeof request> extends fc.Arbitrary<infer R> ? R : never;

async function send(op: Operation, g: Generated) {
  let i = 0;
  const path = op.path.replace(/\{[^}]+\}/g, () => g.segments[i++] ?? 'x');
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...g.extraQuery, ...g.query })) {
    for (const one of Array.isArray(v) ? v : [v]) params.append(k, typeof one === 'string' ? one : JSON.stringify(one));
  }
  const token = await tokenFor(g.identity);
  const headers: Record<string, string> = token ? auth(token) : {};
  if (g.idempotencyKey) headers['idempotency-key'] = g.idempotencyKey;
  let payload: string | Buffer | undefined;
  if (g.body.kind === 'multipart') {
    payload = g.body.payload;
    headers['content-type'] = g.body.contentType;
  } else if (g.body.raw !== undefined) {
    payload = g.body.raw;
    headers['content-type'] = g.contentType ?? 'application/json';
  }
  const query = params.toString();
  const res = await t.app.inject({
    method: op.method as 'GET',
    url: `${path}${query ? `?${query}` : ''}`,
    payload,
    headers,
    remoteAddress: g.remoteAddress,
  });
  if (g.identity !== 'anonymous' && res.statusCode === 401 && res.json().error === 'UNAUTHENTICATED') {
    who[g.identity].ended = true;
  }
  return res;
}

describe('fuzzing every route of the OpenAPI document', () => {
  it('finds the routes to fuzz in the served document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(30);
    expect(operations.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining(['POST /api/uploads', 'POST /api/webhooks/sandbox-funding', 'PUT /api/admin/prices']),
    );
  });

  // The timeout guards a machine busy with other suites; the fuzzing itself takes 10-25 s.
  it('answers every request with a 2xx-4xx, in our error shape, leaking nothing', { timeout: 180_000 }, async () => {
    const seen = new Map<number, number>();
    for (const op of operations) {
      const statuses: number[] = [];
      const started = Date.now();
      await fc.assert(
        fc.asyncProperty(request(op), async (g) => {
          const res = await send(op, g);
          statuses.push(res.statusCode);
          seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1);
          const where = `${op.method} ${op.path} as ${g.identity} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          if (res.statusCode >= 400) {
            for (const leak of LEAKS) expect(res.body, where).not.toMatch(leak);
            const body = res.json();
            expect(body, where).toMatchObject({ error: expect.any(String), message: expect.any(String) });
            expect(body.request_id, where).toBe(res.headers['request-id'] ?? body.request_id);
            for (const key of Object.keys(body))
              expect(['error', 'message', 'request_id', 'details'], where).toContain(key);
          }
        }),
        { numRuns: RUNS },
      );
      if (process.env.FUZZ_VERBOSE) {
        console.info(`${op.method} ${op.path} (${Date.now() - started} ms): ${statuses.sort().join(' ')}`);
      }
    }
    // The fuzzer reached past validation: it saw successes, refusals and not-founds.
    expect([...seen.keys()]).toEqual(expect.arrayContaining([200, 400, 401, 404]));
  });

  it('moved no money', async () => {
    const after = await ledgerSnapshot(t.container.db, { exceptKinds: ALLOWED_MOVEMENTS });
    expect(after).toEqual(before);
    for (const total of Object.values(after.perAsset)) expect(total).toBe('0');
    // Every treasury top-up the fuzzer made as the admin is in the audit log.
    const [counts] = await queryRows<{ topUps: number; audited: number }>(
      t.container.db,
      sql`select (select count(*)::int from ledger_transactions where kind = 'treasury_top_up') as "topUps",
                 (select count(*)::int from audit_log where action = 'treasury.top_up') as audited`,
    );
    expect(counts!.audited).toBe(counts!.topUps);
  });
});
