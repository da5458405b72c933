import { z } from 'zod';
import { sendToWalletRequest } from './chains.js';
import { sendToTagRequest } from './wallet.js';

/**
 * The Send page's forms (spec §2 Send), one per mode with the same shape: `recipient` is the tag
 * or the address, checked as the request checks it. Whether Send is enabled (amount within the
 * balance, the address's format for the asset's chain) depends on the chosen balance and is worked
 * out on the page from the same rules.
 */
export const sendForms = {
  tag: z.object({
    balance_id: sendToTagRequest.shape.balance_id,
    amount: sendToTagRequest.shape.amount,
    recipient: sendToTagRequest.shape.receiver_tag,
  }),
  wallet: z.object({
    balance_id: sendToWalletRequest.shape.balance_id,
    amount: sendToWalletRequest.shape.amount,
    recipient: sendToWalletRequest.shape.receiver_address,
  }),
};
export type SendFormValues = z.input<typeof sendForms.tag>;
export type SendFormOutput = z.output<typeof sendForms.tag>;
