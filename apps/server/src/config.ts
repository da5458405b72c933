import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
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
    /** How often background-job workers look for new work (pg-boss polling; 0.5 s at least). */
    JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(1),
  })
  .superRefine((c, ctx) => {
    const admin = [c.ADMIN_EMAIL, c.ADMIN_TAG, c.ADMIN_PASSWORD].filter(Boolean).length;
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
