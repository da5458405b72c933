import { z } from 'zod';
import { parseAmount } from './money.js';
import { percentagesComplete, percentToHundredths } from './split-math.js';
import { SPLIT_MAX_RECIPIENTS, SPLIT_MIN_RECIPIENTS, splitMessages, splitMethod } from './split.js';

/** The Split Payment form (spec §2 Split, §4, §5): strings as typed; `method` '' until chosen. */
export const splitFormValues = z.object({
  /** `send` pays the shares now; `collect` asks each recipient for theirs. */
  mode: z.enum(['send', 'collect']),
  balance_id: z.string(),
  total_amount: z.string(),
  method: z.union([splitMethod, z.literal('')]),
  recipients: z.array(z.object({ tag: z.string(), percentage: z.string(), amount: z.string() })),
  note: z.string(),
});
export type SplitFormValues = z.infer<typeof splitFormValues>;

/** A percentage as typed ('33.33') in hundredths, or null when it is not 0-100 with 2 decimals. */
export function typedPercent(text: string): bigint | null {
  const t = text.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(t)) return null;
  const h = percentToHundredths(Number(t));
  return h !== null && h <= 10_000n ? h : null;
}

/**
 * The rules of spec §5, worded like the server's: a positive total, a method, 2-20 recipients
 * each with a tag (no tag twice), percentages of 0-100 adding up to 100 within 0.01, and an
 * amount on every custom row. `decimals` is the chosen asset's.
 */
export const splitForm = (decimals: number) =>
  splitFormValues.superRefine((v, ctx) => {
    const total = parseAmount(v.total_amount.trim(), decimals);
    if (!total.ok) {
      ctx.addIssue({
        code: 'custom',
        path: ['total_amount'],
        message: v.total_amount.trim() ? 'Enter a total greater than zero' : 'Amount is required',
      });
    }
    if (!v.method) ctx.addIssue({ code: 'custom', path: ['method'], message: 'Choose how to split' });
    if (v.recipients.length < SPLIT_MIN_RECIPIENTS)
      ctx.addIssue({ code: 'custom', path: ['recipients'], message: splitMessages.tooFew });
    if (v.recipients.length > SPLIT_MAX_RECIPIENTS)
      ctx.addIssue({ code: 'custom', path: ['recipients'], message: splitMessages.tooMany });
    const seen = new Set<string>();
    v.recipients.forEach((r, i) => {
      const tag = r.tag.trim().replace(/^@/, '');
      if (!tag) ctx.addIssue({ code: 'custom', path: ['recipients', i, 'tag'], message: splitMessages.tagRequired });
      else if (seen.has(tag.toLowerCase()))
        ctx.addIssue({ code: 'custom', path: ['recipients', i, 'tag'], message: splitMessages.duplicate(tag) });
      seen.add(tag.toLowerCase());
      if (v.method === 'percentage' && typedPercent(r.percentage) === null) {
        ctx.addIssue({ code: 'custom', path: ['recipients', i, 'percentage'], message: 'Enter 0 to 100' });
      }
      if (v.method === 'custom' && !parseAmount(r.amount.trim(), decimals).ok) {
        ctx.addIssue({ code: 'custom', path: ['recipients', i, 'amount'], message: 'Enter an amount' });
      }
    });
    if (v.method === 'percentage') {
      const all = v.recipients.map((r) => typedPercent(r.percentage));
      if (all.every((p) => p !== null) && !percentagesComplete(all as bigint[])) {
        ctx.addIssue({ code: 'custom', path: ['recipients'], message: splitMessages.percentageSum });
      }
    }
  });
