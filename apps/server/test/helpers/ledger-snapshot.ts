import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { queryRows } from '../../src/db/raw.js';

/**
 * Every account's holdings per asset (the sum of its entries, and the non-zero running balances of
 * user wallets), plus the sum of every asset across all accounts. Equal snapshots before and after
 * some requests mean those requests moved no money.
 */
export async function ledgerSnapshot(db: Db, options: { exceptKinds?: string[] } = {}) {
  // Postings of these kinds (legitimate movements a test allows, e.g. an admin's treasury top-up) are left out.
  const except = options.exceptKinds?.length
    ? sql`where e.transaction_id not in (select id from ledger_transactions where kind in ${options.exceptKinds})`
    : sql``;
  const entries = await queryRows<{ account_id: string; asset: string; total: string }>(
    db,
    sql`select e.account_id, e.asset, sum(e.amount)::text as total from ledger_entries e ${except}
         group by 1, 2 order by 1, 2`,
  );
  const wallets = await queryRows<{ id: string; asset: string; balance: string }>(
    db,
    sql`select id, asset, balance::text as balance from ledger_accounts where kind = 'user_wallet' and balance <> 0 order by id`,
  );
  const perAsset = await queryRows<{ asset: string; total: string }>(
    db,
    sql`select e.asset, sum(e.amount)::text as total from ledger_entries e ${except} group by 1 order by 1`,
  );
  return {
    entries: entries.map((r) => `${r.account_id}:${r.asset}:${r.total}`),
    wallets: wallets.map((r) => `${r.id}:${r.asset}:${r.balance}`),
    perAsset: Object.fromEntries(perAsset.map((r) => [r.asset, r.total])),
  };
}
