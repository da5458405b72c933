import { describe, expect, it } from 'vitest';
import { kycForm, kycMessages, type KycFormValues } from './kyc.js';
import { sendForms } from './send-form.js';
import { changePasswordForm } from './settings.js';
import { registerForm } from './user.js';
import { fieldErrors } from './validation.js';
import { messages } from './validation-rules.js';
import type { z } from 'zod';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? {} : fieldErrors(r.error);
};

describe('register form (spec §5)', () => {
  const valid = { tag: 'ada_01', email: 'ada@example.com', password: 'longenough', confirmPassword: 'longenough' };

  it('accepts a complete form and trims tag and email', () => {
    const parsed = registerForm.parse({ ...valid, tag: ' ada_01 ', email: ' ada@example.com ', terms: true });
    expect(parsed).toMatchObject({ tag: 'ada_01', email: 'ada@example.com', terms: true });
  });

  it('says every spec message on an empty form', () => {
    expect(errorsOf(registerForm, { tag: '', email: '', password: '', confirmPassword: '', terms: false })).toEqual({
      tag: [messages.tagRequired],
      email: [messages.emailRequired],
      password: [messages.passwordRequired],
      confirmPassword: [messages.confirmRequired],
      terms: [messages.termsRequired],
    });
  });

  it('flags a mismatch even while the password is still too short', () => {
    expect(errorsOf(registerForm, { ...valid, password: 'short', confirmPassword: 'other', terms: true })).toEqual({
      password: [messages.passwordMin],
      confirmPassword: [messages.passwordsMismatch],
    });
  });
});

describe('change password form', () => {
  it('needs the new password twice', () => {
    expect(errorsOf(changePasswordForm, { current_password: 'x', new_password: 'longenough', confirm: '' })).toEqual({
      confirm: [messages.confirmRequired],
    });
    expect(
      errorsOf(changePasswordForm, { current_password: 'x', new_password: 'longenough', confirm: 'longenougx' }),
    ).toEqual({ confirm: [messages.passwordsMismatch] });
    expect(
      errorsOf(changePasswordForm, { current_password: 'x', new_password: 'longenough', confirm: 'longenough' }),
    ).toEqual({});
  });
});

describe('KYC form (spec §4, §5)', () => {
  const empty: KycFormValues = {
    full_name: '',
    phone_number: '',
    bank_name: '',
    account_number: '',
    bvn: '',
    id_document: '',
    proof_of_address: '',
  };
  const id = '0b7e2f4a-1c3d-4e5f-8a9b-0c1d2e3f4a5b';
  const other = '1b7e2f4a-1c3d-4e5f-8a9b-0c1d2e3f4a5b';

  it("says '{Label} is required' for every required field", () => {
    expect(errorsOf(kycForm, empty)).toEqual({
      full_name: ['Full Name is required'],
      phone_number: ['Phone Number is required'],
      bank_name: ['Bank Name is required'],
      account_number: ['Account Number is required'],
      id_document: ['ID Document is required'],
      proof_of_address: ['Proof of Address is required'],
    });
  });

  it('checks the account number against the bank while the documents are still empty', () => {
    const step1 = { ...empty, full_name: 'Ada Obi', phone_number: '08031234567', bank_name: 'gtbank' };
    // 0123456789 fails GTBank's NUBAN check digit.
    expect(errorsOf(kycForm, { ...step1, account_number: '0123456789' }).account_number).toEqual([
      kycMessages.accountNuban,
    ]);
  });

  it('turns the form into the request the server takes', () => {
    const parsed = kycForm.parse({
      ...empty,
      full_name: 'Ada Obi',
      phone_number: '0803 123 4567',
      bank_name: 'gtbank',
      account_number: '0000000018',
      id_document: `/api/uploads/${id}`,
      proof_of_address: `/api/uploads/${other}`,
    });
    expect(parsed).toMatchObject({
      phone_number: '+2348031234567',
      bank_name: 'gtbank',
      bvn: null,
      id_document: id,
      proof_of_address: other,
    });
  });
});

describe('send forms', () => {
  const base = { balance_id: '11111111-1111-4111-8111-111111111111', amount: '10' };
  it('take a tag without its @, and an address as typed', () => {
    expect(sendForms.tag.parse({ ...base, recipient: ' @bola ' }).recipient).toBe('bola');
    expect(sendForms.wallet.parse({ ...base, recipient: ' 0xabc ' }).recipient).toBe('0xabc');
    expect(errorsOf(sendForms.tag, { ...base, recipient: '@' })).toEqual({ recipient: ['Recipient tag is required'] });
  });
});
