/**
 * Money is a bigint count of base units plus the asset's decimals. On the wire it is a
 * plain decimal string. Nothing here ever touches a JS number.
 */
const DECIMAL = /^(0|[1-9]\d*)(\.(\d+))?$/;

export type AmountParseError = 'format' | 'precision' | 'zero' | 'too_large';

export function parseAmount(
  text: string,
  decimals: number,
  opts: { allowZero?: boolean; /** Largest value accepted, in base units. */ max?: bigint } = {},
): { ok: true; value: bigint } | { ok: false; reason: AmountParseError } {
  const m = DECIMAL.exec(text);
  if (!m) return { ok: false, reason: 'format' };
  const fraction = m[3] ?? '';
  if (fraction.length > decimals) return { ok: false, reason: 'precision' };
  const value = BigInt(m[1]! + fraction.padEnd(decimals, '0'));
  if (value === 0n && !opts.allowZero) return { ok: false, reason: 'zero' };
  if (opts.max !== undefined && value > opts.max) return { ok: false, reason: 'too_large' };
  return { ok: true, value };
}

/** Formats base units as a decimal string with trailing zeros trimmed (at least `minFraction` digits). */
export function formatAmount(value: bigint, decimals: number, minFraction = 0): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const s = abs.toString().padStart(decimals + 1, '0');
  const whole = s.slice(0, s.length - decimals);
  let fraction = decimals ? s.slice(s.length - decimals) : '';
  fraction = fraction.replace(/0+$/, '');
  if (fraction.length < minFraction) fraction = fraction.padEnd(minFraction, '0');
  return (negative ? '-' : '') + whole + (fraction ? '.' + fraction : '');
}

/** The exact sum of two non-negative decimal strings, e.g. an amount and its fee. */
export function addDecimals(a: string, b: string): string {
  const digits = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0);
  const units = (text: string) => {
    const parsed = parseAmount(text, digits, { allowZero: true });
    if (!parsed.ok) throw new Error(`addDecimals: not a decimal: ${text}`);
    return parsed.value;
  };
  return formatAmount(units(a) + units(b), digits);
}

/** Rounds `value * 10^-from` to `to` fraction digits, half to even. Returns base units at `to`. */
export function roundHalfEven(value: bigint, from: number, to: number): bigint {
  if (to >= from) return value * 10n ** BigInt(to - from);
  const div = 10n ** BigInt(from - to);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  let q = abs / div;
  const r = abs % div;
  const twice = r * 2n;
  if (twice > div || (twice === div && q % 2n === 1n)) q += 1n;
  return negative ? -q : q;
}
