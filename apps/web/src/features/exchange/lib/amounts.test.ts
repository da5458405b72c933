import { describe, expect, it } from 'vitest';
import { swapButtonState } from '../components/swap/swap-button';
import { checkAmount, checkSlippage, exampleThreshold, normalizeAmount } from './amounts';
import { initialPair } from './initial-pair';
import { buildBalance } from '../../../test/factories';

const eth = { amount: '1.5', decimals: 18, token_symbol: 'ETH' };

describe('swap amount rules (spec §5 Swap)', () => {
  it('wants an amount above 0, within the asset precision, at most the from-balance', () => {
    expect(checkAmount('', eth)).toEqual({ state: 'empty' });
    expect(checkAmount('0', eth)).toEqual({ state: 'zero' });
    expect(checkAmount('abc', eth)).toEqual({ state: 'invalid', message: 'Enter a valid amount' });
    expect(checkAmount('1.0000000000000000001', eth)).toEqual({
      state: 'invalid',
      message: 'ETH supports at most 18 decimal places',
    });
    expect(checkAmount('1.500000000000000001', eth)).toEqual({ state: 'over', message: 'Insufficient balance' });
    expect(checkAmount('1.5', eth)).toEqual({ state: 'ok', amount: '1.5' });
    expect(checkAmount('.5', eth)).toEqual({ state: 'ok', amount: '0.5' });
    expect(normalizeAmount('1,000.')).toBe('1000');
  });

  it('gives an example auto-convert threshold worth about $500, to one significant figure', () => {
    expect(exampleThreshold('3500')).toBe('0.1');
    expect(exampleThreshold('1')).toBe('500');
    expect(exampleThreshold('0.45')).toBe('1000');
    expect(exampleThreshold('1.2')).toBe('400');
    expect(exampleThreshold('95000')).toBe('0.005');
    expect(exampleThreshold('0.000645')).toBe('800000');
    expect(exampleThreshold('0')).toBe('0.5');
    expect(exampleThreshold('')).toBe('0.5');
  });

  it('accepts a custom slippage from 0.1 to 50', () => {
    expect(checkSlippage('0.1')).toEqual({ ok: true, value: 0.1 });
    expect(checkSlippage('50')).toEqual({ ok: true, value: 50 });
    expect(checkSlippage('0.05')).toEqual({ ok: false, message: 'Slippage must be between 0.1% and 50%' });
    expect(checkSlippage('51')).toEqual({ ok: false, message: 'Slippage must be between 0.1% and 50%' });
    expect(checkSlippage('-1').ok).toBe(false);
  });

  it('enables Swap only with two different tokens, a valid amount and a current quote', () => {
    const base = {
      haveTokens: true,
      sameToken: false,
      amount: { state: 'ok', amount: '1' } as const,
      quoteReady: true,
      quoteFailed: false,
    };
    expect(swapButtonState(base)).toEqual({ enabled: true, label: 'Swap' });
    expect(swapButtonState({ ...base, sameToken: true }).enabled).toBe(false);
    expect(swapButtonState({ ...base, amount: { state: 'zero' } })).toEqual({
      enabled: false,
      label: 'Enter an amount',
    });
    expect(swapButtonState({ ...base, amount: { state: 'over', message: 'Insufficient balance' } })).toEqual({
      enabled: false,
      label: 'Insufficient balance',
    });
    expect(swapButtonState({ ...base, quoteReady: false }).enabled).toBe(false);
    expect(swapButtonState({ ...base, quoteFailed: true }).label).toBe('Swap unavailable');
  });
});

describe('initial pair', () => {
  const balances = [
    buildBalance({ token_symbol: 'NGN', amount: '5000', usd_value: '3.22' }),
    buildBalance({ token_symbol: 'ETH', amount: '1', usd_value: '3500.00', decimals: 18 }),
    buildBalance({ token_symbol: 'USDC', amount: '100', usd_value: '100.00' }),
  ];
  it('starts from ?from= (the Swap links), else the largest token holding, into NGN', () => {
    expect(initialPair(balances, 'USDC')).toEqual(['USDC', 'NGN']);
    expect(initialPair(balances)).toEqual(['ETH', 'NGN']);
    expect(initialPair(balances, 'NGN')).toEqual(['NGN', 'ETH']);
    expect(initialPair(balances, 'ETH', 'USDC')).toEqual(['ETH', 'USDC']);
    expect(initialPair(balances, 'ETH', 'ETH')).toEqual(['ETH', 'NGN']);
  });
});
