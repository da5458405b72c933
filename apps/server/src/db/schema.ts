// The drizzle schema, one file per area; drizzle-kit and the app read it through this index.
export * from './schema/accounts.js';
export * from './schema/ledger.js';
export * from './schema/chains.js';
export * from './schema/identity.js';
export * from './schema/exchange.js';
export * from './schema/payouts.js';
export * from './schema/bills.js';
export * from './schema/split.js';
export * from './schema/live.js';
export * from './schema/mail.js';
export * from './schema/limits.js';
export * from './schema/rollups.js';
