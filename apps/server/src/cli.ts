import { randomUUID } from 'node:crypto';
import { assetSymbol, parseAmount } from '@app/contract';
import { loadConfig } from './config.js';
import { assetInfo } from './modules/assets/catalogue.js';
import { SIGNATURE_HEADER, signWebhook } from './modules/funding/webhook-signature.js';
import { sendDevnetDeposit } from './providers/chains/devnet-faucet.js';

const USAGE = `Usage:
  npm run cli -- deposit <tag> <amount> <SYMBOL>   Fund a user on the running server (sandbox funding webhook)

The server is found at http://localhost:$PORT (default 3000).`;

async function deposit(args: string[]): Promise<number> {
  const [tagArg, amount, symbolArg] = args;
  const symbol = assetSymbol.safeParse(symbolArg?.toUpperCase());
  if (!tagArg || !amount || !symbol.success) {
    console.error(USAGE);
    return 2;
  }
  const parsed = parseAmount(amount, assetInfo(symbol.data).decimals);
  if (!parsed.ok) {
    console.error(
      `Invalid amount "${amount}" for ${symbol.data} (${assetInfo(symbol.data).decimals} decimals at most).`,
    );
    return 2;
  }
  const tag = tagArg.replace(/^@/, '');
  const config = loadConfig();
  const signed = async (path: string, payload: object) => {
    const body = JSON.stringify(payload);
    const url = `http://localhost:${config.PORT}/api/webhooks/${path}`;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signWebhook(config.SANDBOX_WEBHOOK_SECRET, body),
        },
        body,
      });
      return { ok: res.ok, status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, string> };
    } catch {
      throw new Error(`Could not reach the server at ${url}. Is it running (npm start)?`);
    }
  };

  // EVM assets arrive as real devnet transactions, found by the deposit watcher like any deposit.
  if (symbol.data === 'ETH' || symbol.data === 'USDC' || symbol.data === 'CORE') {
    const target = await signed('sandbox-deposit-target', { tag, asset: symbol.data });
    if (target.ok) {
      const hash = await sendDevnetDeposit({
        rpcUrl: target.body.rpc_url!,
        to: target.body.address!,
        token: target.body.token_address ?? null,
        amount: parsed.value,
      });
      console.log(`Sent ${amount} ${symbol.data} to @${tag} on the ${target.body.chain} devnet: ${hash}`);
      console.log('It is credited as soon as the deposit watcher sees it confirmed (a second or two).');
      return 0;
    }
    if (target.status !== 422 || !/No local devnet/.test(target.body.message ?? '')) {
      console.error(`Deposit refused (${target.status}): ${target.body.message ?? 'unknown error'}`);
      return 1;
    }
  }
  const answer = await signed('sandbox-funding', { reference: `cli-${randomUUID()}`, tag, asset: symbol.data, amount });
  if (!answer.ok) {
    console.error(`Deposit refused (${answer.status}): ${answer.body.message ?? 'unknown error'}`);
    return 1;
  }
  console.log(
    `Deposited ${amount} ${symbol.data} to @${tag} via the sandbox funding provider (${answer.body.transaction_id}).`,
  );
  return 0;
}

const [command, ...rest] = process.argv.slice(2);
const commands: Record<string, (args: string[]) => Promise<number>> = { deposit };
const run = command ? commands[command] : undefined;
if (!run) {
  console.error(USAGE);
  process.exit(2);
}
process.exit(
  await run(rest).catch((error: unknown) => {
    console.error((error as Error).message);
    return 1;
  }),
);
