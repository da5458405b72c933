import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { money, ts } from './common.js';
import { users } from './accounts.js';
import { ledgerTransactions } from './ledger.js';

/** How far each chain's deposit watcher has scanned. */
export const chainCursors = pgTable('chain_cursors', {
  chain: text('chain').primaryKey(),
  lastScannedBlock: bigint('last_scanned_block', { mode: 'bigint' }).notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Next nonce of the platform hot wallet per chain; its row lock serialises nonce allocation. */
export const hotWalletNonces = pgTable('hot_wallet_nonces', {
  chain: text('chain').primaryKey(),
  nextNonce: bigint('next_nonce', { mode: 'bigint' }),
});

/** On-chain withdrawals from the hot wallet: signed inside the ledger transaction, then broadcast. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    chain: text('chain').notNull(),
    asset: text('asset').notNull(),
    toAddress: text('to_address').notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    nonce: bigint('nonce', { mode: 'bigint' }).notNull(),
    txHash: text('tx_hash').notNull(),
    rawTx: text('raw_tx').notNull(),
    status: text('status', { enum: ['signed', 'broadcast', 'completed', 'failed'] }).notNull(),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('withdrawals_chain_tx_hash_key').on(t.chain, t.txHash),
    index('withdrawals_open_idx')
      .on(t.status)
      .where(sql`${t.status} in ('signed', 'broadcast')`),
  ],
);
