import { z } from 'zod';
import { accountNumberProblem, billCategory } from './bills.js';
import { parseAmount } from './money.js';

/** The Pay Bills form (spec §2 Bills, §5): strings throughout, '' until chosen or typed. */
export const billPayFormValues = z.object({
  category: billCategory,
  provider: z.string(),
  /** Electricity: prepaid / postpaid; cable TV: the bouquet; otherwise ''. */
  variation_code: z.string(),
  account_number: z.string(),
  amount: z.string(),
});
export type BillPayFormValues = z.infer<typeof billPayFormValues>;

/**
 * The form's rules, worded like the server's: a provider is chosen, the account number is
 * well-formed for the category, and the amount is a naira amount above zero. The provider's
 * limits (from the catalogue) are checked on the page as the amount is typed.
 */
export const billPayForm = billPayFormValues.superRefine((v, ctx) => {
  if (!v.provider) ctx.addIssue({ code: 'custom', path: ['provider'], message: 'Select a provider' });
  const account = accountNumberProblem(v.category, v.account_number);
  if (account) ctx.addIssue({ code: 'custom', path: ['account_number'], message: account });
  const amount = v.amount.trim();
  if (!amount) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Amount is required' });
  else {
    const parsed = parseAmount(amount, 2);
    if (!parsed.ok) {
      const message =
        parsed.reason === 'precision'
          ? 'Amount can have at most 2 decimal places'
          : parsed.reason === 'zero'
            ? 'Amount must be greater than zero'
            : 'Amount must be a positive decimal number like 10.5';
      ctx.addIssue({ code: 'custom', path: ['amount'], message });
    }
  }
});
