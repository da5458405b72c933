import {
  equalShares,
  formatAmount,
  parseAmount,
  percentageShares,
  percentagesComplete,
  typedPercent,
  type SplitFormValues,
  type SplitRecipientInput,
} from '@app/contract';

export interface SplitPreview {
  total: bigint | null;
  /** Each row's amount in base units, or null where it cannot be worked out yet. */
  amounts: (bigint | null)[];
  /** Percentage mode: the sum of the typed percentages in hundredths (null while one is not a number). */
  percentSum: bigint | null;
  percentComplete: boolean;
  /** Custom mode: the sum of the typed amounts (null while one is not an amount). */
  assigned: bigint | null;
}

const amountOf = (text: string, decimals: number) => {
  const parsed = parseAmount(text.trim().replace(/,/g, ''), decimals);
  return parsed.ok ? parsed.value : null;
};

/**
 * The shares the server will post, worked out the same way (the contract's remainder rule), so
 * what the form shows is what moves. Percentages that do not add up to 100 yet show
 * total × percentage / 100 for each row (spec §4) until they do.
 */
export function previewSplit(
  values: Pick<SplitFormValues, 'total_amount' | 'method' | 'recipients'>,
  decimals: number,
): SplitPreview {
  const total = amountOf(values.total_amount, decimals);
  const n = values.recipients.length;
  const none: SplitPreview = {
    total,
    amounts: values.recipients.map(() => null),
    percentSum: null,
    percentComplete: false,
    assigned: null,
  };
  if (values.method === 'custom') {
    const amounts = values.recipients.map((r) => amountOf(r.amount, decimals));
    const assigned = amounts.every((a) => a !== null) ? amounts.reduce((s, a) => s + a!, 0n) : null;
    return { ...none, amounts, assigned };
  }
  if (total === null || n === 0) return none;
  if (values.method === 'equal') return { ...none, amounts: equalShares(total, n) };
  if (values.method === 'percentage') {
    const hundredths = values.recipients.map((r) => typedPercent(r.percentage));
    const known = hundredths.every((h) => h !== null);
    const percentSum = known ? hundredths.reduce((s, h) => s + h!, 0n) : null;
    const complete = known && percentagesComplete(hundredths as bigint[]);
    const amounts = complete
      ? percentageShares(total, hundredths as bigint[])
      : hundredths.map((h) => (h === null ? null : (total * h) / 10_000n));
    return { ...none, amounts, percentSum, percentComplete: complete };
  }
  return none;
}

/** '33.33' for hundredths 3333; equal splits show each row's share of 100 %. */
export const percentText = (hundredths: bigint) => formatAmount(hundredths, 2, 2);

export function equalPercent(count: number): string {
  return count > 0 ? percentText(10_000n / BigInt(count)) : '0.00';
}

/**
 * Spec §4: equal mode sets each row's percentage to its share of 100, and equal and percentage
 * modes set each row's amount to its share; custom leaves the amounts as they are. Written into
 * the rows when the method changes, so switching carries them over (Equal, then Percentage starts
 * from 50/50; Custom starts from the shares just shown). Equal percentages are shared like
 * amounts, so they add up to exactly 100 (33.34, 33.33, 33.33).
 */
export function carriedOver(
  values: Pick<SplitFormValues, 'total_amount' | 'method' | 'recipients'>,
  decimals: number,
): { percentage?: string; amount?: string }[] {
  const n = values.recipients.length;
  if (values.method !== 'equal' && values.method !== 'percentage') return values.recipients.map(() => ({}));
  const { amounts } = previewSplit(values, decimals);
  const percents = values.method === 'equal' && n > 0 ? equalShares(10_000n, n).map(percentText) : null;
  return amounts.map((a, i) => ({
    ...(percents ? { percentage: percents[i] } : {}),
    ...(a !== null ? { amount: formatAmount(a, decimals) } : {}),
  }));
}

/** The request's recipients from the form's rows, per method. */
export function requestRecipients(values: Pick<SplitFormValues, 'method' | 'recipients'>): SplitRecipientInput[] {
  return values.recipients.map((r) => {
    const tag = r.tag.trim().replace(/^@/, '');
    if (values.method === 'percentage') return { tag, percentage: Number(r.percentage.trim()) };
    if (values.method === 'custom') return { tag, amount: r.amount.trim().replace(/,/g, '') };
    return { tag };
  });
}
