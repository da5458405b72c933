import { BlockList, isIP } from 'node:net';
import { availableParallelism, hostname } from 'node:os';
import { parse as parseConnectionString } from 'pg-connection-string';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const SYMBOLS = ['NGN', 'ETH', 'USDC', 'STRK', 'CORE'];

/** `ETH=1,USDC=2`: a value per asset symbol, each checked by `value`. */
function assetMap(value: z.ZodString) {
  return z.string().transform((text, ctx) => {
    const out: Record<string, string> = {};
    for (const pair of text.split(',').filter((p) => p.trim())) {
      const [symbol, raw] = pair.split('=').map((p) => p.trim());
      if (!symbol || !SYMBOLS.includes(symbol) || raw === undefined || !value.safeParse(raw).success) {
        ctx.addIssue({ code: 'custom', message: `bad entry "${pair}": use SYMBOL=value with ${SYMBOLS.join(', ')}` });
        return z.NEVER;
      }
      out[symbol] = raw;
    }
    return out;
  });
}

/** `1=50000/300000,3=5000000/none`: daily outflow / balance cap per tier, whole naira. */
const tierLimits = z.string().transform((text, ctx) => {
  const out: Record<string, { daily_outflow: string; balance_cap: string | null }> = {};
  for (const pair of text.split(',').filter((p) => p.trim())) {
    const m = /^\s*([0-3])\s*=\s*(\d{1,12})\s*\/\s*(\d{1,12}|none)\s*$/.exec(pair);
    if (!m) {
      ctx.addIssue({ code: 'custom', message: `bad entry "${pair}": use TIER=daily/cap (cap a number or none)` });
      return z.NEVER;
    }
    out[m[1]!] = { daily_outflow: m[2]!, balance_cap: m[3] === 'none' ? null : m[3]! };
  }
  return out;
});

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /**
     * Serving processes (node:cluster); always one on the embedded database. On PostgreSQL the
     * default is one per core, or half the cores when PostgreSQL runs on this machine (ADR 057).
     */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    /**
     * Sends to a tag that come while POSTING_BATCHES_IN_FLIGHT batches are posting wait, and are
     * posted together, this many at most to a batch (ADR 026).
     */
    POSTING_BATCH_SIZE: z.coerce.number().int().min(1).max(100).default(25),
    /** Per process (ADR 046): one batch at a time, and a spare beside one held up this long. */
    POSTING_BATCHES_IN_FLIGHT: z.coerce.number().int().min(1).max(64).default(1),
    POSTING_SPARE_BATCH_AFTER_MS: z.coerce.number().int().min(1).max(60_000).default(100),
    /** After a batch, the next waits up to this long for half a batch of sends (ADR 054); 0: at once. */
    POSTING_GATHER_MS: z.coerce.number().int().min(0).max(1_000).optional(),
    ADMIN_EMAIL: z.string().email().optional(),
    ADMIN_TAG: z
      .string()
      .regex(/^[A-Za-z0-9_]{3,20}$/)
      .optional(),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    /** Seeds the demo user and admin on the first start of the embedded database. */
    SEED_DEMO: bool.optional(),
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(60 * 24 * 7),
    SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).default(30),
    /**
     * How long a process reuses a live session it looked up, in seconds (ADR 033); revocations
     * reach every process at once whatever this is. 0 asks the database on every request.
     */
    SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
    LOGIN_MAX_PER_IP: z.coerce.number().int().min(1).default(20),
    LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
    LOGIN_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .default(15 * 60),
    REGISTER_MAX_PER_IP: z.coerce.number().int().min(1).default(30),
    /** Only behind a proxy we trust may X-Forwarded-For name the client. */
    TRUST_PROXY: bool.default(false),
    /** Adds `Server-Timing: app;dur=<ms>` to API answers (the benchmark reads it). */
    SERVER_TIMING: bool.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    /** Shared secret of the sandbox funding provider's webhook (the route is absent in production). */
    SANDBOX_WEBHOOK_SECRET: z.string().min(16).default('sandbox-funding-dev-secret'),
    PRICE_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
    /** A CoinGecko-compatible `/simple/price` URL, for PRICE_PROVIDER=http. */
    PRICE_FEED_URL: z.string().url().optional(),
    /** Where uploaded files go: `local` (DATA_DIR/uploads) or an S3-compatible bucket. */
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** 32+ characters; encrypts two-factor secrets at rest. Required in production. */
    SECRETS_KEY: z.string().min(32).optional(),
    /** BIP-39 mnemonic behind every deposit address and the hot wallet. Required in production. */
    CUSTODY_MNEMONIC: z.string().optional(),
    ETHEREUM_RPC_URL: z.string().url().optional(),
    BASE_RPC_URL: z.string().url().optional(),
    CORE_RPC_URL: z.string().url().optional(),
    STARKNET_RPC_URL: z.string().url().optional(),
    /** `auto` starts local anvil nodes for EVM chains without an RPC URL (never in production). */
    DEVNET: z.enum(['auto', 'off']).default('auto'),
    DEVNET_PORT: z.coerce.number().int().min(1).max(65_000).default(8545),
    /** USDC contract on Base when BASE_RPC_URL is set (the devnet deploys its own). */
    BASE_USDC_ADDRESS: z.string().optional(),
    STARKNET_STRK_ADDRESS: z.string().default('0x04718f5a0fc34cc1af16a1cdee98ffb20c31f5cd61d6ab07201858f4287c938d'),
    /** Confirmations before a deposit is credited; defaults to 1 on a devnet and 12 elsewhere. */
    ETHEREUM_CONFIRMATIONS: z.coerce.number().int().min(1).optional(),
    BASE_CONFIRMATIONS: z.coerce.number().int().min(1).optional(),
    CORE_CONFIRMATIONS: z.coerce.number().int().min(1).optional(),
    STARKNET_CONFIRMATIONS: z.coerce.number().int().min(1).optional(),
    /** Explorer transaction URL templates with {hash}, e.g. https://sepolia.etherscan.io/tx/{hash}. */
    ETHEREUM_EXPLORER_URL: z.string().optional(),
    BASE_EXPLORER_URL: z.string().optional(),
    CORE_EXPLORER_URL: z.string().optional(),
    STARKNET_EXPLORER_URL: z.string().optional(),
    CHAIN_POLL_MS: z.coerce.number().int().min(100).default(2000),
    /** On SIGTERM: how long readiness says 503 before the server stops accepting, and the overall deadline. */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(15_000),
    /** Bank payouts: the provider tried first; the other takes over only when it refuses or is down. */
    PAYOUT_PRIMARY_PROVIDER: z.enum(['paystack', 'flutterwave']).default('paystack'),
    /** `sandbox` (embedded stand-in with the issue's test accounts) or `http` (the real API). */
    PAYSTACK_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
    PAYSTACK_BASE_URL: z.string().url().default('https://api.paystack.co'),
    /** API key; also the HMAC key of Paystack's webhooks. Required when PAYSTACK_PROVIDER=http. */
    PAYSTACK_SECRET_KEY: z.string().min(16).optional(),
    FLUTTERWAVE_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
    FLUTTERWAVE_BASE_URL: z.string().url().default('https://api.flutterwave.com/v3'),
    FLUTTERWAVE_SECRET_KEY: z.string().min(16).optional(),
    /** The webhook secret hash set on Flutterwave's dashboard. Required when FLUTTERWAVE_PROVIDER=http. */
    FLUTTERWAVE_SECRET_HASH: z.string().min(16).optional(),
    /** A payout at or above this NGN value (or by a user who is not KYC-verified) waits for an admin. */
    PAYOUT_APPROVAL_THRESHOLD_NGN: z.coerce.number().int().min(0).max(1e12).default(1_000_000),
    /** At or above this NGN value two different admins must approve (maker-checker). */
    PAYOUT_DUAL_APPROVAL_NGN: z.coerce.number().int().min(0).max(1e12).default(5_000_000),
    /** Bill aggregator: the embedded `sandbox` (test numbers in docs) or a VTpass-compatible HTTP API. */
    BILLS_PROVIDER: z.enum(['sandbox', 'vtpass']).default('sandbox'),
    /** e.g. https://sandbox.vtpass.com/api */
    BILLS_API_URL: z.string().url().optional(),
    BILLS_API_KEY: z.string().optional(),
    BILLS_SECRET_KEY: z.string().optional(),
    BILLS_PUBLIC_KEY: z.string().optional(),
    /** Sent to the aggregator as the customer phone for meters and smart cards. */
    BILLS_CONTACT_PHONE: z.string().optional(),
    /** Seconds before a pending bill payment is first requeried (and the base of its backoff). */
    BILLS_REQUERY_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
    /** A requester may remind someone of a pending share once per this many minutes. */
    PAYMENT_REQUEST_REMINDER_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
    /** SMTP server for outgoing email (`smtp://user:pass@host:587`, `smtps://…`); without it, emails are written to DATA_DIR/mail as .eml files. */
    SMTP_URL: z
      .string()
      .url()
      .refine((u) => /^smtps?:\/\//.test(u), 'an smtp:// or smtps:// URL')
      .optional(),
    /** The From of every email. */
    MAIL_FROM: z.string().min(3).default('NaijaWallet <no-reply@naijawallet.ng>'),
    /** Base delay of the email job's retries (exponential backoff from here). */
    MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** Where links in emails point (the web app's origin). */
    PUBLIC_URL: z.string().url().default('http://localhost:3000'),
    /** How often background-job workers look for new work (pg-boss polling; 0.5 s at least). */
    JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(1),
    /** Where swap prices come from: the `sandbox` liquidity desk (price table + spread) or an `http` DEX aggregator. */
    SWAP_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
    /** Base URL of a 0x-v2-style aggregator (`/swap/allowance-holder/price`), for SWAP_PROVIDER=http. */
    SWAP_QUOTE_URL: z.string().url().optional(),
    SWAP_API_KEY: z.string().optional(),
    SWAP_CHAIN_ID: z.coerce.number().int().min(1).default(8453),
    /** Token ids the aggregator knows our assets by, e.g. `ETH=0xEeee…,USDC=0x8335…`; default: the symbols. */
    SWAP_TOKENS: assetMap(z.string().min(1)).default({}),
    /** Seconds a swap quote stays locked. */
    SWAP_QUOTE_TTL_S: z.coerce.number().int().min(5).max(3600).default(30),
    /** Platform fee on swaps, in basis points of the amount paid. */
    SWAP_FEE_BPS: z.coerce.number().int().min(0).max(1000).default(30),
    /** Sandbox desk: spread under the reference price, in basis points. */
    SWAP_SPREAD_BPS: z.coerce.number().int().min(0).max(1000).default(50),
    /** Sandbox desk: network fee per swap, in USD, charged in the asset paid. */
    SWAP_NETWORK_FEE_USD: z
      .string()
      .regex(/^\d+(\.\d{1,2})?$/, 'a USD amount like 0.50')
      .default('0.50'),
    /** Sandbox desk: liquidity depth per asset in USD; a trade's price impact is size / (depth + size). */
    SWAP_DEPTH_USD: assetMap(z.string().regex(/^[1-9]\d{0,14}$/, 'a whole number of USD')).default({
      ETH: '2000000',
      USDC: '5000000',
      STRK: '250000',
      CORE: '250000',
      NGN: '3000000',
    }),
    /** Seconds after an auto-conversion before the same balance converts again. */
    AUTO_CONVERT_COOLDOWN_S: z.coerce.number().int().min(0).max(86_400).default(60),
    /** Seconds between checks while an auto-conversion waits (minimum rate, cooldown, liquidity). */
    AUTO_CONVERT_RECHECK_S: z.coerce.number().int().min(1).max(3600).default(15),
    /**
     * Limits by verification tier, whole naira: `TIER=daily/cap`, cap `none` for no cap, e.g.
     * `1=50000/300000,2=200000/500000,3=5000000/none`. Tiers not named keep the CBN tiered-KYC
     * defaults (`DEFAULT_TIER_LIMITS` in the contract; docs/limits.md).
     */
    TIER_LIMITS: tierLimits.optional(),
  })
  .superRefine((c, ctx) => {
    const admin = [c.ADMIN_EMAIL, c.ADMIN_TAG, c.ADMIN_PASSWORD].filter(Boolean).length;
    if (c.SWAP_PROVIDER === 'http' && !c.SWAP_QUOTE_URL) {
      ctx.addIssue({ code: 'custom', path: ['SWAP_QUOTE_URL'], message: 'required when SWAP_PROVIDER=http' });
    }
    if (c.PRICE_PROVIDER === 'http' && !c.PRICE_FEED_URL) {
      ctx.addIssue({ code: 'custom', path: ['PRICE_FEED_URL'], message: 'required when PRICE_PROVIDER=http' });
    }
    if (c.NODE_ENV === 'production' && !c.CUSTODY_MNEMONIC) {
      ctx.addIssue({ code: 'custom', path: ['CUSTODY_MNEMONIC'], message: 'required in production' });
    }
    if (c.STORAGE_DRIVER === 's3') {
      for (const key of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when STORAGE_DRIVER=s3' });
      }
    }
    if (c.BILLS_PROVIDER === 'vtpass') {
      for (const key of [
        'BILLS_API_URL',
        'BILLS_API_KEY',
        'BILLS_SECRET_KEY',
        'BILLS_PUBLIC_KEY',
        'BILLS_CONTACT_PHONE',
      ] as const) {
        if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when BILLS_PROVIDER=vtpass' });
      }
    }
    if (c.NODE_ENV === 'production' && !c.SECRETS_KEY) {
      ctx.addIssue({ code: 'custom', path: ['SECRETS_KEY'], message: 'required in production' });
    }
    if (c.PAYSTACK_PROVIDER === 'http' && !c.PAYSTACK_SECRET_KEY) {
      ctx.addIssue({ code: 'custom', path: ['PAYSTACK_SECRET_KEY'], message: 'required when PAYSTACK_PROVIDER=http' });
    }
    if (c.FLUTTERWAVE_PROVIDER === 'http') {
      for (const key of ['FLUTTERWAVE_SECRET_KEY', 'FLUTTERWAVE_SECRET_HASH'] as const) {
        if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when FLUTTERWAVE_PROVIDER=http' });
      }
    }
    if (c.PAYOUT_DUAL_APPROVAL_NGN < c.PAYOUT_APPROVAL_THRESHOLD_NGN) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYOUT_DUAL_APPROVAL_NGN'],
        message: 'must be at least PAYOUT_APPROVAL_THRESHOLD_NGN',
      });
    }
    if (admin !== 0 && admin !== 3) {
      ctx.addIssue({ code: 'custom', message: 'ADMIN_EMAIL, ADMIN_TAG and ADMIN_PASSWORD go together' });
    }
  });

export type Config = z.infer<typeof schema>;

/** Parses the environment once. Throws a readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(config)'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** True when demo data should be seeded: embedded database, not production, unless overridden. */
export function shouldSeedDemo(config: Config): boolean {
  if (config.NODE_ENV === 'production') return false;
  return config.SEED_DEMO ?? !config.DATABASE_URL;
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether one of a connection string's hosts is this machine: a Unix socket, loopback, or its own name. */
function isThisMachine(host: string): boolean {
  if (host === '' || host.startsWith('/')) return true;
  const name = host.toLowerCase();
  const family = isIP(name);
  if (family) return loopback.check(name, family === 4 ? 'ipv4' : 'ipv6');
  return name === 'localhost' || name.endsWith('.localhost') || name === hostname().toLowerCase();
}

/**
 * Whether PostgreSQL at `url` shares this machine's cores: every host the string names is this
 * machine (no host at all is libpq's local default).
 */
export function databaseOnThisMachine(url: string): boolean {
  const { host } = parseConnectionString(url);
  return (host ?? '').split(',').every((h) => isThisMachine(h.trim()));
}

/**
 * How many serving processes: WEB_CONCURRENCY, else one on the embedded database, and on PostgreSQL
 * one per core, or half the cores (at least one) when PostgreSQL runs on this machine (ADR 057): it
 * then spends about as much CPU per transfer as the server, on the same cores.
 */
export function serverProcesses(config: Config): number {
  // PGlite is one in-process connection: a second process could not open the same database.
  if (!config.DATABASE_URL) return 1;
  if (config.WEB_CONCURRENCY) return config.WEB_CONCURRENCY;
  const cores = availableParallelism();
  return databaseOnThisMachine(config.DATABASE_URL) ? Math.max(1, Math.floor(cores / 2)) : cores;
}

/**
 * How long a posting batch waits for more sends after the one before (ADR 054): POSTING_GATHER_MS,
 * else 1 ms with several processes, whose batches take turns on shared wallets anyway, and none with one.
 */
export function postingGatherMs(config: Config): number {
  return config.POSTING_GATHER_MS ?? (serverProcesses(config) > 1 ? 1 : 0);
}
