/** Display formatting. Amounts are formatted by the contract's `display.ts`, shared with the server. */

export {
  formatBalance,
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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/*
 * Dates are written out here rather than by Intl.DateTimeFormat: a page's first Intl formatter
 * loads the browser's locale data, 40–60 ms of main thread on a laptop and four times that on a
 * phone, and the dashboard's first screen shows dates. The strings are what `en-NG` gives
 * (`26 Nov 2026`, `14:35`, a test holds them to it), in the device's time zone as Intl's are.
 */
const dayMonthYear = (date: Date) => `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
const clock = (date: Date) => `${date.getHours()}:${String(date.getMinutes()).padStart(2, '0')}`;

/** `21 Nov 2026` and `5:30`, for tables that stack date over time. */
export function formatDateParts(iso: string): { date: string; time: string } {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { date: iso, time: '' };
  return { date: dayMonthYear(date), time: clock(date) };
}

/** `21 Nov 2026, 17:30` */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${dayMonthYear(date)}, ${clock(date)}`;
}

/** `17:30` */
export function formatTime(date: Date): string {
  return clock(date);
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
