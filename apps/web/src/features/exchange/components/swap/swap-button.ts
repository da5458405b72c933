import type { AmountCheck } from '../../lib/amounts';

export type SwapButtonState = { enabled: false; label: string } | { enabled: true; label: string };

/**
 * What the Swap button says and whether it works (spec §5 Swap: an amount above 0, two different
 * tokens, at most the from-balance; and a current quote for exactly that).
 */
export function swapButtonState(input: {
  haveTokens: boolean;
  sameToken: boolean;
  amount: AmountCheck;
  quoteReady: boolean;
  quoteFailed: boolean;
}): SwapButtonState {
  if (!input.haveTokens) return { enabled: false, label: 'Select tokens' };
  if (input.sameToken) return { enabled: false, label: 'Select two different tokens' };
  if (input.amount.state === 'empty' || input.amount.state === 'zero')
    return { enabled: false, label: 'Enter an amount' };
  if (input.amount.state === 'invalid') return { enabled: false, label: 'Enter a valid amount' };
  if (input.amount.state === 'over') return { enabled: false, label: 'Insufficient balance' };
  if (input.quoteFailed) return { enabled: false, label: 'Swap unavailable' };
  if (!input.quoteReady) return { enabled: false, label: 'Getting the best price…' };
  return { enabled: true, label: 'Swap' };
}
