/** Display formatting. Amounts are formatted by the contract's `display.ts`, shared with the server. */

export {
  formatDecimal,
  formatFiat,
  formatNgn,
  formatPrice,
  formatToken,
  formatUsd,
  type DecimalFormat,
} from '@app/contract';

/** Allocation share with 1 decimal, e.g. `42.5%`. */
export function formatPercent(value: number, fractionDigits = 1): string {
  return `${value.toFixed(fractionDigits)}%`;
}

/** Dots in place of a hidden balance. */
export const MASKED_VALUE = '••••••';

/**
 * Formatters are made on first use, not when this module loads: the first Intl object of a page
 * initialises the browser's locale data (tens of milliseconds on a phone), and screens that show
 * no date, such as sign-in, should not pay for it before they can be used.
 */
function lazyFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat('en-NG', options));
}

const dateTime = lazyFormat({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const dateOnly = lazyFormat({ day: 'numeric', month: 'short', year: 'numeric' });
const timeOnly = lazyFormat({ hour: 'numeric', minute: '2-digit' });

/** `21 Nov 2026` and `5:30 am`, for tables that stack date over time. */
export function formatDateParts(iso: string): { date: string; time: string } {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { date: iso, time: '' };
  return { date: dateOnly().format(date), time: timeOnly().format(date) };
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime().format(date);
}

/** `just now`, `5m ago`, `3h ago`, `2d ago`; older than a week falls back to the full date. */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const ms = now.getTime() - date.getTime();
  if (Number.isNaN(ms)) return iso;
  const seconds = Math.round(ms / 1000);
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  const days = Math.round(hours / 24);
  if (days < 7) return `${days}d ago`;
  return formatDateTime(iso);
}

/** `0x1234…abcd` */
export function shortenAddress(address: string, chars = 4): string {
  if (address.length <= chars * 2 + 2) return address;
  return `${address.slice(0, chars + 2)}…${address.slice(-chars)}`;
}
