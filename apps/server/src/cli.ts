import { randomUUID } from 'node:crypto';
import { assetSymbol, parseAmount } from '@app/contract';
import { loadConfig } from './config.js';
import { assetInfo } from './modules/assets/catalogue.js';
import { SIGNATURE_HEADER, signWebhook } from './modules/funding/webhook-signature.js';

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
  const config = loadConfig();
  const body = JSON.stringify({
    reference: `cli-${randomUUID()}`,
    tag: tagArg.replace(/^@/, ''),
    asset: symbol.data,
    amount,
  });
  const url = `http://localhost:${config.PORT}/api/webhooks/sandbox-funding`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signWebhook(config.SANDBOX_WEBHOOK_SECRET, body),
      },
      body,
    });
  } catch {
    console.error(`Could not reach the server at ${url}. Is it running (npm start)?`);
    return 1;
  }
  const answer = (await res.json().catch(() => ({}))) as { message?: string; transaction_id?: string };
  if (!res.ok) {
    console.error(`Deposit refused (${res.status}): ${answer.message ?? 'unknown error'}`);
    return 1;
  }
  console.log(
    `Deposited ${amount} ${symbol.data} to @${tagArg.replace(/^@/, '')} (transaction ${answer.transaction_id}).`,
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
process.exit(await run(rest));
