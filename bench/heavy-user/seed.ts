/**
 * Years of history for one user, and a crowd of others, written straight into a migrated database
 * in a few set-based statements (minutes through the API, seconds this way). Every movement is a
 * balanced ledger transaction (its entries sum to zero per asset, checked by the ledger's own
 * statement trigger), wallet balances are set to the sum of their entries at the end, and each
 * user-facing activity points at its ledger transaction, like the posting code writes them.
 *
 * The heavy user (`tag`, default the demo user) gets `activities` movements across every asset and
 * kind (deposits, sends and receives by tag, swaps to naira, bills, bank payouts with their payout
 * rows, splits), `notifications` notifications (60% unread), `beneficiaries` saved recipients and
 * `requests` payment requests (two thirds sent, a third received). `users` other users each get a
 * wallet per asset and three deposits; the first 500 are the heavy user's counterparties, and every
 * other user sends one payment request to another.
 */
import type pg from 'pg';

export interface HeavySeed {
  tag: string;
  activities: number;
  users: number;
  notifications: number;
  beneficiaries: number;
  requests: number;
}

export const defaultSeed: HeavySeed = {
  tag: 'demo',
  activities: 50_000,
  users: 20_000,
  notifications: 5_000,
  beneficiaries: 500,
  requests: 3_000,
};

const ASSETS = `(values ('NGN', 0, 1000::numeric), ('ETH', 1, 1000000000000000::numeric), ('USDC', 2, 100000::numeric),
  ('STRK', 3, 100000000000000000::numeric), ('CORE', 4, 10000000000000000::numeric)) as x(asset, n, step)`;

export async function seedHeavyUser(client: pg.Client, seed: HeavySeed = defaultSeed): Promise<void> {
  const n = (v: number) => Math.floor(v).toString();
  const run = (text: string) => client.query(text);
  await run('begin');
  await run('select setseed(0.42)');
  await run(`create temp table hv_assets on commit drop as select * from ${ASSETS}`);
  await run(`create temp table hv_platform on commit drop as
    select kind, asset, id from ledger_accounts where user_id is null`);
  const [me] = (await client.query<{ id: string }>(`select id from users where lower(tag) = lower($1)`, [seed.tag]))
    .rows;
  if (!me) throw new Error(`no user @${seed.tag}`);

  // The crowd: users in every KYC state over three years, a wallet per asset, three deposits each.
  await run(`insert into users (tag, email, password_hash, role, kyc_status, created_at, updated_at, last_login)
    select 'hv' || lpad(i::text, 6, '0'), 'hv' || i || '@crowd.test', 'not-a-hash', 'user',
           (array['none', 'pending', 'verified', 'rejected'])[1 + i % 4],
           now() - random() * interval '1095 days', now(),
           case when i % 3 = 0 then now() - random() * interval '60 days' end
      from generate_series(1, ${n(seed.users)}) i`);
  await run(`insert into ledger_accounts (kind, user_id, asset)
    select 'user_wallet', u.id, x.asset from users u cross join hv_assets x where u.email like 'hv%@crowd.test'`);
  await run(`create temp table hv_crowd on commit drop as
    select row_number() over (order by u.tag) as n, u.id, u.tag from users u where u.email like 'hv%@crowd.test'`);
  await run(`create index on hv_crowd (n)`);
  await run(`create temp table hv_wallets on commit drop as
    select a.user_id, a.asset, a.id from ledger_accounts a where a.kind = 'user_wallet'`);
  await run(`create unique index on hv_wallets (user_id, asset)`);
  await run(`analyze hv_crowd; analyze hv_wallets`);

  // Every movement, one row each: 30% deposits, 20% sends, 15% receives, 10% swaps to naira, 10%
  // bills, 10% bank payouts, 5% splits. The crowd's deposits follow as kind 'crowd_deposit'.
  await run(`create temp table hv_plan on commit drop as
    with base as (
      select i, i % 20 as r, now() - ((${n(seed.activities)} - i)::float / ${n(seed.activities)}) * interval '1095 days'
               + random() * interval '1 hour' as created_at,
             1 + floor(random() * 1000)::numeric as units
        from generate_series(1, ${n(seed.activities)}) i)
    select b.i, gen_random_uuid() as tx_id, b.created_at,
           case when b.r < 6 then 'deposit' when b.r < 10 then 'transfer_out' when b.r < 13 then 'transfer_in'
                when b.r < 15 then 'swap' when b.r < 17 then 'bill' when b.r < 19 then 'withdrawal' else 'split' end as type,
           x.asset, x.step * b.units * (case when b.r < 6 then 20 else 1 end) as amount,
           ${lit(me.id)}::uuid as user_id, c1.id as cp1, c2.id as cp2, c1.tag as cp1_tag, c2.tag as cp2_tag
      from base b
      join hv_assets x on x.n = case when b.r >= 15 then 0 when b.r in (13, 14) then 1 + (b.i / 20) % 4 else (b.i / 20) % 5 end
      join hv_crowd c1 on c1.n = 1 + (b.i * 7919) % least(500, ${n(seed.users)})
      join hv_crowd c2 on c2.n = 1 + (b.i * 7919 + 1) % least(500, ${n(seed.users)})`);
  await run(`insert into hv_plan (i, tx_id, created_at, type, asset, amount, user_id)
    select ${n(seed.activities)} + row_number() over (), gen_random_uuid(), c.created_at, 'crowd_deposit', x.asset,
           x.step * (100000 + floor(random() * 100000)::numeric), c.id
      from (select u.id, u.created_at + random() * (now() - u.created_at) as created_at, floor(random() * 5)::int as asset_n
              from hv_crowd cr join users u on u.id = cr.id, generate_series(1, 3)
            union all -- the counterparties hold every asset
            select u.id, u.created_at, x.n from hv_crowd cr join users u on u.id = cr.id cross join hv_assets x where cr.n <= 500) c
      join hv_assets x on x.n = c.asset_n`);
  await run(`alter table hv_plan add column fee numeric not null default 0, add column ngn numeric not null default 0`);
  await run(`update hv_plan set fee = case when type in ('transfer_out', 'swap', 'bill', 'withdrawal') then amount / 100 else 0 end,
                                ngn = case when type = 'swap' then 10000 + floor(random() * 1000000)::numeric else 0 end`);

  await run(`insert into ledger_transactions (id, kind, reference, source, status, metadata, created_at)
    select tx_id, case type when 'deposit' then 'deposit' when 'crowd_deposit' then 'deposit' when 'swap' then 'swap'
                            when 'bill' then 'bill_payment' when 'withdrawal' then 'payout' when 'split' then 'split'
                            else 'transfer' end,
           'HV' || lpad(i::text, 8, '0'),
           case when type in ('deposit', 'crowd_deposit') then 'sandbox-funding' when type = 'withdrawal' then 'payout' else 'internal' end,
           case when type = 'withdrawal' and i % 50 = 0 then 'pending' else 'completed' end,
           jsonb_build_object('seed', 'heavy-user'), created_at
      from hv_plan order by created_at`);

  const w = (user: string, asset: string) => `(select id from hv_wallets where user_id = ${user} and asset = ${asset})`;
  const platform = (kind: string, asset: string) =>
    `(select id from hv_platform where kind = '${kind}' and asset = ${asset})`;
  await run(`insert into ledger_entries (transaction_id, account_id, asset, amount, created_at)
    select p.tx_id, e.account_id, e.asset, e.amount, p.created_at
      from hv_plan p cross join lateral (values
        -- deposits: from the outside world into the wallet
        (case when p.type in ('deposit', 'crowd_deposit') then ${platform('external', 'p.asset')} end, p.asset, -p.amount),
        (case when p.type in ('deposit', 'crowd_deposit') then ${w('p.user_id', 'p.asset')} end, p.asset, p.amount),
        -- a send by tag: the amount to the counterparty, the fee to the fee account
        (case when p.type = 'transfer_out' then ${w('p.user_id', 'p.asset')} end, p.asset, -(p.amount + p.fee)),
        (case when p.type = 'transfer_out' then ${w('p.cp1', 'p.asset')} end, p.asset, p.amount),
        (case when p.type = 'transfer_out' then ${platform('fees', 'p.asset')} end, p.asset, p.fee),
        (case when p.type = 'transfer_in' then ${w('p.cp1', 'p.asset')} end, p.asset, -p.amount),
        (case when p.type = 'transfer_in' then ${w('p.user_id', 'p.asset')} end, p.asset, p.amount),
        -- a swap to naira against the treasury
        (case when p.type = 'swap' then ${w('p.user_id', 'p.asset')} end, p.asset, -p.amount),
        (case when p.type = 'swap' then ${platform('fees', 'p.asset')} end, p.asset, p.fee),
        (case when p.type = 'swap' then ${platform('treasury', 'p.asset')} end, p.asset, p.amount - p.fee),
        (case when p.type = 'swap' then ${platform('treasury', "'NGN'")} end, 'NGN', -p.ngn),
        (case when p.type = 'swap' then ${w('p.user_id', "'NGN'")} end, 'NGN', p.ngn),
        -- a bill: to the biller's clearing account; a payout: to the payout clearing account
        (case when p.type in ('bill', 'withdrawal') then ${w('p.user_id', 'p.asset')} end, p.asset, -(p.amount + p.fee)),
        (case when p.type = 'bill' then ${platform('bill_clearing', 'p.asset')} end, p.asset, p.amount),
        (case when p.type = 'withdrawal' then ${platform('clearing', 'p.asset')} end, p.asset, p.amount),
        (case when p.type in ('bill', 'withdrawal') then ${platform('fees', 'p.asset')} end, p.asset, p.fee),
        -- a split: the total shared between two counterparties
        (case when p.type = 'split' then ${w('p.user_id', 'p.asset')} end, p.asset, -p.amount),
        (case when p.type = 'split' then ${w('p.cp1', 'p.asset')} end, p.asset, p.amount / 2),
        (case when p.type = 'split' then ${w('p.cp2', 'p.asset')} end, p.asset, p.amount - p.amount / 2)
      ) as e(account_id, asset, amount)
     where e.account_id is not null
     order by p.created_at`);

  // The activities, oldest first (so their seq follows time), the counterparties' sides included.
  await run(`insert into activities (id, user_id, transaction_id, type, status, asset, amount, fee, usd_cents, reference,
                                     counterparty_user_id, from_address, to_address, details, created_at, updated_at)
    select gen_random_uuid(), a.user_id, p.tx_id, a.type, t.status, p.asset, p.amount, a.fee, 100 + floor(random() * 500000),
           'HV' || lpad(p.i::text, 8, '0'), a.cp, a.from_address, a.to_address, a.details, p.created_at, p.created_at
      from hv_plan p join ledger_transactions t on t.id = p.tx_id
      cross join lateral (values
        (p.user_id, case when p.type = 'crowd_deposit' then 'deposit' else p.type end,
         case when p.type = 'swap' then p.fee when p.type in ('transfer_out', 'bill', 'withdrawal') then p.fee else 0 end,
         case when p.type in ('transfer_out', 'transfer_in') then p.cp1 end,
         case when p.type in ('deposit', 'crowd_deposit') then 'Sandbox funding' when p.type = 'transfer_in' then '@' || p.cp1_tag
              when p.type = 'swap' then p.asset || ' balance' else '@${seed.tag}' end,
         case when p.type in ('deposit', 'crowd_deposit') then '@wallet' when p.type = 'transfer_out' then '@' || p.cp1_tag
              when p.type = 'transfer_in' then '@${seed.tag}' when p.type = 'swap' then 'NGN balance'
              when p.type = 'bill' then 'Ikeja Electric ' || (10000000 + p.i) when p.type = 'withdrawal' then 'GTBank 0123456785'
              else '@' || p.cp1_tag || ', @' || p.cp2_tag end,
         case p.type
           when 'swap' then jsonb_build_object('kind', 'swap', 'rate', '1550', 'trigger', 'manual', 'to_amount', (p.ngn / 100)::text,
                                               'to_symbol', 'NGN', 'from_amount', p.amount::text, 'from_symbol', p.asset)
           when 'bill' then jsonb_build_object('kind', 'bill', 'token', null, 'units', null, 'category', 'electricity',
                                               'provider', 'ikeja-electric', 'request_id', 'HV' || p.i, 'customer_name', 'ADA OBI',
                                               'provider_name', 'Ikeja Electric', 'account_number', (10000000 + p.i)::text)
           when 'withdrawal' then jsonb_build_object('kind', 'payout', 'bank_code', '058', 'bank_name', 'GTBank',
                                               'payout_id', p.tx_id, 'ngn_amount', (p.amount / 100)::text, 'account_name', 'ADA OBI',
                                               'payout_status', case when p.i % 50 = 0 then 'pending' else 'completed' end,
                                               'account_number', '0123456785')
           when 'split' then jsonb_build_object('kind', 'split', 'method', 'equal', 'recipients',
                                               jsonb_build_array(jsonb_build_object('tag', p.cp1_tag), jsonb_build_object('tag', p.cp2_tag)))
         end),
        (case when p.type in ('transfer_out', 'transfer_in') then p.cp1 end,
         case when p.type = 'transfer_out' then 'transfer_in' else 'transfer_out' end, 0::numeric, p.user_id,
         case when p.type = 'transfer_out' then '@${seed.tag}' else '@' || p.cp1_tag end,
         case when p.type = 'transfer_out' then '@' || p.cp1_tag else '@${seed.tag}' end, null::jsonb),
        (case when p.type = 'split' then p.cp1 end, 'transfer_in', 0::numeric, p.user_id, '@${seed.tag}', '@' || p.cp1_tag, null::jsonb),
        (case when p.type = 'split' then p.cp2 end, 'transfer_in', 0::numeric, p.user_id, '@${seed.tag}', '@' || p.cp2_tag, null::jsonb)
      ) as a(user_id, type, fee, cp, from_address, to_address, details)
     where a.user_id is not null
     order by p.created_at, p.i`);

  await run(`insert into payouts (id, user_id, reference, transaction_id, activity_id, asset, amount, fee, ngn_amount, bank_code,
                                  bank_name, account_number, account_name, status, requires_approval, approvals_required,
                                  kyc_verified_at_request, provider, created_at, updated_at, completed_at)
    select p.tx_id, p.user_id, 'po_hv' || p.i, p.tx_id, a.id, p.asset, p.amount, p.fee, p.amount, '058', 'GTBank', '0123456785',
           'ADA OBI', case when p.i % 50 = 0 then 'requires_approval' else 'completed' end, p.i % 50 = 0,
           case when p.i % 50 = 0 then 1 else 0 end, true, case when p.i % 50 = 0 then null else 'paystack' end,
           p.created_at, p.created_at, case when p.i % 50 = 0 then null else p.created_at end
      from hv_plan p join activities a on a.transaction_id = p.tx_id and a.user_id = p.user_id
     where p.type = 'withdrawal'`);

  await run(`update ledger_accounts a set balance = s.total
      from (select account_id, sum(amount) as total from ledger_entries group by account_id) s
     where s.account_id = a.id and a.kind = 'user_wallet'`);

  await run(`insert into notifications (user_id, title, body, created_at, read_at)
    select ${lit(me.id)}, 'Money received', 'You received ₦' || i || '.00 from @hv' || lpad((1 + i % 500)::text, 6, '0') || '.',
           now() - (i::float / ${n(seed.notifications)}) * interval '1095 days',
           case when i % 5 < 2 then now() - (i::float / ${n(seed.notifications)}) * interval '1000 days' end
      from generate_series(1, ${n(seed.notifications)}) i`);

  await run(`insert into beneficiaries (user_id, kind, key, label, tag, chain, address, bank_code, account_number, account_name,
                                        last_used_at, created_at)
    select ${lit(me.id)}, k.kind, k.kind || ':' || i, 'Saved ' || i,
           case when k.kind = 'tag' then 'hv' || lpad((1 + i % 500)::text, 6, '0') end,
           case when k.kind = 'wallet' then 'base' end,
           case when k.kind = 'wallet' then '0x' || lpad(to_hex(i), 40, '0') end,
           case when k.kind = 'bank' then '058' end, case when k.kind = 'bank' then lpad(i::text, 10, '0') end,
           case when k.kind = 'bank' then 'ADA OBI' end,
           now() - random() * interval '700 days', now() - interval '800 days'
      from generate_series(1, ${n(seed.beneficiaries)}) i
      join (values (0, 'tag'), (1, 'wallet'), (2, 'bank')) as k(n, kind) on k.n = i % 3`);

  // Payment requests: the heavy user's (sent to two counterparties, or received from one) and one
  // per other user, to the next user; items pending, declined or cancelled.
  await run(`create temp table hv_requests on commit drop as
    select gen_random_uuid() as id, i,
           case when i <= ${n(seed.requests)} and i % 3 <> 0 then ${lit(me.id)}::uuid
                when i <= ${n(seed.requests)} then c1.id else c3.id end as requester,
           case when i <= ${n(seed.requests)} and i % 3 <> 0 then c1.id
                when i <= ${n(seed.requests)} then ${lit(me.id)}::uuid else c4.id end as payer1,
           case when i <= ${n(seed.requests)} and i % 3 <> 0 then c2.id end as payer2,
           now() - random() * interval '1095 days' as created_at
      from generate_series(1, ${n(seed.requests + seed.users)}) i
      join hv_crowd c1 on c1.n = 1 + (i * 31) % least(500, ${n(seed.users)})
      join hv_crowd c2 on c2.n = 1 + (i * 31 + 1) % least(500, ${n(seed.users)})
      join hv_crowd c3 on c3.n = 1 + i % ${n(seed.users)}
      join hv_crowd c4 on c4.n = 1 + (i + 1) % ${n(seed.users)}`);
  await run(`insert into payment_requests (id, requester_id, asset, total_amount, method, note, created_at, updated_at)
    select id, requester, 'NGN', 200000, 'equal', 'Dinner ' || i, created_at, created_at from hv_requests`);
  await run(`insert into payment_request_items (request_id, payer_id, position, amount, status, created_at, updated_at)
    select r.id, p.payer, p.position, case when r.payer2 is null then 200000 else 100000 end,
           (array['pending', 'declined', 'cancelled'])[1 + r.i % 3], r.created_at, r.created_at
      from hv_requests r cross join lateral (values (r.payer1, 0), (r.payer2, 1)) as p(payer, position)
     where p.payer is not null`);
  await run('commit');
  await run('analyze');
}

const lit = (uuid: string) => `'${uuid.replace(/[^0-9a-f-]/gi, '')}'`;
