/**
 * How amounts read, everywhere: the web app and the server's notifications alike. Amounts arrive
 * as decimal strings (DESIGN §2) and are formatted without ever passing through a JS number, so
 * "0.000000000000000001" ETH stays exact.
 */
import { formatAmount } from './money.js';

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

export interface DecimalFormat {
  minFraction?: number;
  maxFraction?: number;
  /** Thousands separators (default true). */
  group?: boolean;
  /** `half-even` (default), or `down`: toward zero, for what someone holds (`formatBalance`). */
  rounding?: 'half-even' | 'down';
}

function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Rounds (half to even, or down) and formats a decimal string; unparsable input is returned unchanged. */
export function formatDecimal(value: string | number, opts: DecimalFormat = {}): string {
  const { minFraction = 0, maxFraction = 2, group = true, rounding = 'half-even' } = opts;
  const text = typeof value === 'number' ? numberToDecimal(value) : value.trim();
  const m = DECIMAL.exec(text);
  if (!m) return text;
  const negative = m[1] === '-';
  const whole = m[2] ?? '0';
  const fraction = m[3] ?? '';

  let units = BigInt(whole + fraction.slice(0, maxFraction).padEnd(maxFraction, '0'));
  const rest = fraction.slice(maxFraction);
  if (rounding === 'half-even' && rest && /[1-9]/.test(rest)) {
    const first = Number(rest[0]);
    const tail = /[1-9]/.test(rest.slice(1));
    if (first > 5 || (first === 5 && (tail || units % 2n === 1n))) units += 1n;
  }

  const digits = units.toString().padStart(maxFraction + 1, '0');
  const intPart = digits.slice(0, digits.length - maxFraction) || '0';
  let fracPart = maxFraction ? digits.slice(digits.length - maxFraction) : '';
  fracPart = fracPart.replace(/0+$/, '');
  if (fracPart.length < minFraction) fracPart = fracPart.padEnd(minFraction, '0');

  const isZero = units === 0n;
  const sign = negative && !isZero ? '-' : '';
  const grouped = group ? groupThousands(intPart) : intPart;
  return `${sign}${grouped}${fracPart ? `.${fracPart}` : ''}`;
}

function numberToDecimal(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  // toFixed avoids exponent notation for the magnitudes a wallet shows.
  return value.toFixed(20).replace(/\.?0+$/, '');
}

const currencySymbols: Record<string, string> = { NGN: '₦', USD: '$' };

/** `₦1,550.00`, `$12.40`: fiat with exactly 2 decimals (spec §9). */
export function formatFiat(value: string | number, currency: 'NGN' | 'USD' = 'NGN'): string {
  const formatted = formatDecimal(value, { minFraction: 2, maxFraction: 2 });
  const symbol = currencySymbols[currency] ?? `${currency} `;
  return formatted.startsWith('-') ? `-${symbol}${formatted.slice(1)}` : `${symbol}${formatted}`;
}

export const formatNgn = (value: string | number): string => formatFiat(value, 'NGN');
export const formatUsd = (value: string | number): string => formatFiat(value, 'USD');

/** A unit price: cents for normal prices, up to 6 decimals below one cent (e.g. NGN at $0.000645). */
export function formatPrice(value: string, currency: 'NGN' | 'USD' = 'USD'): string {
  const tiny = /^0\.0[0-9]*$/.test(value.trim()) && /[1-9]/.test(value);
  if (!tiny) return formatFiat(value, currency);
  return `${currencySymbols[currency] ?? ''}${formatDecimal(value, { minFraction: 2, maxFraction: 6 })}`;
}

/** Token amounts: 2 to 6 decimals (spec §9), e.g. `0.015 ETH`. */
export function formatToken(value: string | number, symbol?: string, maxFraction = 6): string {
  const formatted = formatDecimal(value, { minFraction: 2, maxFraction });
  return symbol ? `${formatted} ${symbol}` : formatted;
}

/**
 * What someone holds, as `formatToken` writes it but rounded down: a balance never reads as more
 * than there is, so the figure shown as available can be typed and sent (1.14898471 ETH reads
 * 1.148984, not 1.148985).
 */
export function formatBalance(value: string, symbol?: string): string {
  const formatted = formatDecimal(value, { minFraction: 2, maxFraction: 6, rounding: 'down' });
  return symbol ? `${formatted} ${symbol}` : formatted;
}

/**
 * An amount of an asset as people read it: `₦1,000.00` for naira, `0.015 ETH` or `1,500.00 USDC`
 * for tokens, exact (an amount someone sent is never rounded away), at least 2 decimals.
 */
export function formatMoney(value: bigint, asset: { symbol: string; decimals: number }): string {
  const text = formatAmount(value, asset.decimals);
  return asset.symbol === 'NGN' ? formatFiat(text, 'NGN') : formatToken(text, asset.symbol, asset.decimals);
}

const lagosFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Lagos',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** `25 Nov 2026, 07:52 WAT`: a moment in Lagos time (receipts and emails, read in Nigeria). */
export function formatLagosDateTime(at: Date | string): string {
  return `${lagosFormat.format(new Date(at))} WAT`;
}

/** A bank account number with all but its last four digits hidden: `******6785`. */
export function maskAccountNumber(account: string): string {
  return account.length <= 4 ? account : `${'*'.repeat(account.length - 4)}${account.slice(-4)}`;
}

/** A long address shortened for print, `0x1a2b3c…9f8e`; tags and short values stay as they are. */
export function shortenAddress(value: string): string {
  return /^0x[0-9a-fA-F]{16,}$/.test(value) ? `${value.slice(0, 8)}…${value.slice(-6)}` : value;
}

/** Prepaid tokens read best in groups of four: `1234 5678 9012 3456 7890`. */
export function groupToken(token: string): string {
  return token.replace(/\s+/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');
}
