/**
 * How the API answers a user with years of history, and an admin over a crowd of users. Prints
 * p50/p99 per endpoint; asserts nothing.
 *
 * Runs against a server that is already up (HEAVY_URL, default http://127.0.0.1:3300) on a
 * PostgreSQL database seeded with the demo data (SEED_DEMO=true) whose URL is DATABASE_URL. On its
 * first run against that database it adds the heavy history (`seed.ts`: 50,000 movements for @demo,
 * 20,000 other users, …; HEAVY_ACTIVITIES and HEAVY_USERS change the sizes) and notes it in
 * app_meta, so later runs (another commit's server on the same data) measure the same rows.
 *
 *   createdb heavy
 *   DATABASE_URL=postgres://…/heavy SEED_DEMO=true PORT=3300 npm start   # in another shell
 *   DATABASE_URL=postgres://…/heavy npm run bench:heavy-user
 *
 * HEAVY_SAMPLES sets the requests per endpoint (default 40, after 3 unmeasured), one at a time.
 */
import pg from 'pg';
import { request } from 'undici';
import { percentiles } from '../ledger/percentiles.js';
import { defaultSeed, seedHeavyUser } from './seed.js';

const base = process.env.HEAVY_URL ?? 'http://127.0.0.1:3300';
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL: the database the server at HEAVY_URL uses');
const samples = Number(process.env.HEAVY_SAMPLES ?? 40);

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const seeded = await db.query(`select value from app_meta where key = 'bench-heavy-user'`);
if (!seeded.rowCount) {
  const seed = {
    ...defaultSeed,
    activities: Number(process.env.HEAVY_ACTIVITIES ?? defaultSeed.activities),
    users: Number(process.env.HEAVY_USERS ?? defaultSeed.users),
  };
  const started = performance.now();
  await seedHeavyUser(db, seed);
  await db.query(`insert into app_meta (key, value) values ('bench-heavy-user', $1)`, [JSON.stringify(seed)]);
  console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
const sizes = (
  await db.query<Record<string, string>>(
    `select (select count(*) from users) as users, (select count(*) from activities) as activities,
            (select count(*) from activities a join users u on u.id = a.user_id where u.tag = 'demo') as demo_activities,
            (select count(*) from ledger_entries) as entries,
            (select count(*) from notifications n join users u on u.id = n.user_id where u.tag = 'demo' and n.read_at is null) as demo_unread,
            (select count(*) from payment_requests) as payment_requests, (select count(*) from payouts) as payouts`,
  )
).rows[0]!;
console.log(
  'Data:',
  Object.entries(sizes)
    .map(([k, v]) => `${k} ${v}`)
    .join(', '),
);
const deepRow = (
  await db.query<{ id: string }>(
    `select a.id from activities a join users u on u.id = a.user_id where u.tag = 'demo' order by a.seq desc offset 40000 limit 1`,
  )
).rows[0]!.id;
const oldUser = (await db.query<{ id: string }>(`select id from users order by created_at, id offset 100 limit 1`))
  .rows[0]!.id;
await db.end();

async function login(email: string, password: string): Promise<string> {
  const res = await request(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.body.json()) as { token?: string };
  if (!body.token) throw new Error(`login ${email}: ${res.statusCode} ${JSON.stringify(body)}`);
  return body.token;
}
const user = await login('demo@wallet.test', 'demo-pass-2026');
const admin = await login('admin@wallet.test', 'admin-pass-2026');

async function get(token: string, path: string): Promise<{ status: number; body: Buffer }> {
  const res = await request(`${base}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: Buffer.from(await res.body.arrayBuffer()) };
}

async function measure(label: string, token: string, path: string, count = samples) {
  const times: number[] = [];
  let status = 0;
  let bytes = 0;
  for (let i = 0; i < count + 3; i++) {
    const started = performance.now();
    const res = await get(token, path);
    if (i >= 3) times.push(performance.now() - started);
    status = res.status;
    bytes = res.body.length;
  }
  const { p50, p99 } = percentiles(times);
  console.log(`${label.padEnd(44)} ${p50.toFixed(1).padStart(8)} ${p99.toFixed(1).padStart(8)}  ${status} ${bytes} B`);
}

const first = JSON.parse((await get(user, '/transactions?limit=1')).body.toString()) as { id: string }[];
const txId = first[0]!.id;

console.log(`${'endpoint'.padEnd(44)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
await measure('dashboard summary', user, '/users/dashboard-summary');
await measure('balances', user, '/balances');
await measure('transactions, first page (25)', user, '/transactions?limit=25');
await measure('transactions, page at row 40,000', user, `/transactions?limit=25&before=${deepRow}`);
await measure('transactions, type=bill', user, '/transactions?limit=25&type=bill');
await measure('transactions, status=pending (rare)', user, '/transactions?limit=25&status=pending');
await measure('transactions, status=failed (none)', user, '/transactions?limit=25&status=failed');
await measure('transactions, asset=USDC', user, '/transactions?limit=25&asset=USDC');
await measure('transactions, limit=500 (export page)', user, '/transactions?limit=500');
await measure('transaction detail', user, `/transactions/${txId}`);
await measure('receipt PDF', user, `/transactions/${txId}/receipt.pdf`);
await measure('notifications, unread', user, '/notifications/unread');
await measure('beneficiaries', user, '/beneficiaries');
await measure('payment requests', user, '/payment-requests');
await measure('payment requests, received', user, '/payment-requests?direction=received');
await measure('payment requests, status=pending', user, '/payment-requests?status=pending');
await measure('payouts (own)', user, '/payouts');
await measure('conversions', user, '/conversions');
await measure('portfolio history 7d', user, '/portfolio/history?range=7d');
await measure('portfolio history 90d', user, '/portfolio/history?range=90d');
await measure('bill payments', user, '/bills/payments');
await measure('tag lookup', user, '/users/lookup?tag=hv000123', 20);
await measure('admin users', admin, '/admin/users');
await measure('admin users, page after an old user', admin, `/admin/users?before=${oldUser}`);
await measure('admin users, search "hv01234"', admin, '/admin/users?q=hv01234');
await measure('admin users, search with no match', admin, '/admin/users?q=nobody-here');
await measure('admin users, kyc_status=pending', admin, '/admin/users?kyc_status=pending');
await measure('admin payouts', admin, '/admin/payouts');
await measure('admin payouts, requires_approval', admin, '/admin/payouts?status=requires_approval');
await measure('admin payouts, search @demo', admin, '/admin/payouts?q=demo');
await measure('admin payout stats', admin, '/admin/payouts/stats');
await measure('admin overview', admin, '/admin/overview', 15);
await measure('admin analytics 30d', admin, '/admin/analytics?days=30', 15);
await measure('admin analytics 365d', admin, '/admin/analytics?days=365', 15);

// The web app's CSV export: every page of 500 until a short one.
const exportTimes: number[] = [];
for (let run = 0; run < 3; run++) {
  const started = performance.now();
  let before: string | undefined;
  let rows = 0;
  for (;;) {
    const res = await get(user, `/transactions?limit=500${before ? `&before=${before}` : ''}`);
    const page = JSON.parse(res.body.toString()) as { id: string }[];
    rows += page.length;
    if (page.length < 500) break;
    before = page.at(-1)!.id;
  }
  exportTimes.push(performance.now() - started);
  if (run === 0) console.log(`CSV export pages every row: ${rows} rows`);
}
console.log(
  `${'CSV export, all pages (3 runs: min, max)'.padEnd(44)} ${Math.min(...exportTimes)
    .toFixed(0)
    .padStart(8)} ${Math.max(...exportTimes)
    .toFixed(0)
    .padStart(8)}`,
);
