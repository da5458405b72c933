import { z } from 'zod';
import { sendToWalletRequest } from './chains.js';
import { accountNumberError, bankNameOf, payoutMessages, sendToBankRequest } from './payouts.js';
import { sendToTagRequest } from './wallet.js';

/** Only Bank mode reads it; the other modes carry it empty so every mode's form has one shape. */
const unusedBankCode = z.string().optional();

/**
 * The Send page's forms (spec §2 Send), one per mode with the same shape: `recipient` is the tag,
 * the address or the account number, checked as the request checks it. Whether Send is enabled
 * (amount within the balance, the address's format for the asset's chain, a resolved account
 * name) depends on the chosen balance and is worked out on the page from the same rules.
 */
export const sendForms = {
  tag: z.object({
    balance_id: sendToTagRequest.shape.balance_id,
    amount: sendToTagRequest.shape.amount,
    recipient: sendToTagRequest.shape.receiver_tag,
    bank_code: unusedBankCode,
  }),
  wallet: z.object({
    balance_id: sendToWalletRequest.shape.balance_id,
    amount: sendToWalletRequest.shape.amount,
    recipient: sendToWalletRequest.shape.receiver_address,
    bank_code: unusedBankCode,
  }),
  // The bank and account checks are an intersection, not a refinement of the whole form, so a
  // bad account number shows while the amount is still empty (zod skips an object's refinements
  // once any field has failed; the KYC form does the same).
  bank: z.intersection(
    z.object({
      balance_id: sendToBankRequest.shape.balance_id,
      amount: sendToBankRequest.shape.amount,
      recipient: z.string().trim(),
      bank_code: z.string().optional(),
    }),
    z
      .object({ recipient: z.string().trim(), bank_code: z.string().optional() })
      .superRefine((v, ctx) => {
        const code = v.bank_code ?? '';
        if (!code) ctx.addIssue({ code: 'custom', path: ['bank_code'], message: payoutMessages.bankRequired });
        else if (!bankNameOf(code))
          ctx.addIssue({ code: 'custom', path: ['bank_code'], message: payoutMessages.bankUnknown });
        const account = accountNumberError(code, v.recipient);
        if (account) ctx.addIssue({ code: 'custom', path: ['recipient'], message: account });
      })
      // Checks only: the values come from the left side.
      .transform(() => ({})),
  ),
};
export type SendFormValues = z.input<typeof sendForms.tag>;
export type SendFormOutput = z.output<typeof sendForms.tag>;
