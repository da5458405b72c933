import { describe, expect, it } from 'vitest';
import { nubanCheckDigit } from './kyc.js';
import { accountNumberError, isValidNubanFor, nigerianBanks, resolveAccountRequest } from './payouts.js';
import { sendForms } from './send-form.js';
import { fieldErrors } from './validation.js';

describe('NUBAN check digit (CBN)', () => {
  it('weights 3,7,3 over the bank code and serial: GTBank 058 + 012345678 → 5', () => {
    expect(nubanCheckDigit('058', '012345678')).toBe(5);
    expect(isValidNubanFor('058', '0123456785')).toBe(true);
    expect(isValidNubanFor('058', '0123456786')).toBe(false);
    // The same serial has another check digit at another bank.
    expect(isValidNubanFor('044', '0123456785')).toBe(nubanCheckDigit('044', '012345678') === 5);
    expect(isValidNubanFor('058', '012345678')).toBe(false);
  });

  it('has every bank of the spec with its CBN code', () => {
    expect(nigerianBanks.slice(0, 5)).toEqual([
      { code: '058', name: 'GTBank' },
      { code: '044', name: 'Access Bank' },
      { code: '057', name: 'Zenith Bank' },
      { code: '011', name: 'First Bank' },
      { code: '033', name: 'UBA' },
    ]);
  });

  it('words each problem with an account number', () => {
    expect(accountNumberError('058', '')).toBe('Account number is required');
    expect(accountNumberError('058', '12345')).toBe('Account number must be 10 digits');
    expect(accountNumberError('058', '0123456786')).toBe('This account number is not valid for the selected bank');
    expect(accountNumberError('058', '0123456785')).toBeNull();
  });
});

describe('bank request and form schemas', () => {
  it('put the check-digit error on the account number', () => {
    const r = resolveAccountRequest.safeParse({ bank_code: '058', account_number: '0123456786' });
    expect(r.success).toBe(false);
    expect(fieldErrors(r.error!)).toEqual({
      account_number: ['This account number is not valid for the selected bank'],
    });
    expect(resolveAccountRequest.safeParse({ bank_code: ' 058 ', account_number: '0123456785' }).success).toBe(true);
  });

  it('the Send form in bank mode asks for a bank and a valid account number', () => {
    const base = { balance_id: '11111111-1111-4111-8111-111111111111', amount: '10', recipient: '0123456785' };
    expect(fieldErrors(sendForms.bank.safeParse({ ...base, bank_code: '' }).error!)).toEqual({
      bank_code: ['Choose a bank'],
    });
    expect(fieldErrors(sendForms.bank.safeParse({ ...base, bank_code: '999' }).error!)).toMatchObject({
      bank_code: ['Choose a bank from the list'],
    });
    expect(sendForms.bank.safeParse({ ...base, bank_code: '058' }).success).toBe(true);
  });

  it('the Send form in bank mode says the account number is wrong while the amount is still empty', () => {
    const r = sendForms.bank.safeParse({
      balance_id: '11111111-1111-4111-8111-111111111111',
      amount: '',
      recipient: '0123456789',
      bank_code: '058',
    });
    expect(fieldErrors(r.error!)).toMatchObject({
      recipient: ['This account number is not valid for the selected bank'],
    });
  });
});
