import { emailField, messages, newPasswordField, passwordField, tagField } from '@app/contract';
import type { z } from 'zod';

export interface SignInValues {
  email: string;
  password: string;
}

export interface RegisterValues {
  tag: string;
  email: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
}

export type FieldErrorMap<T> = Partial<Record<keyof T, string>>;

/** First message of a contract field schema, so client and server word errors identically. */
function firstError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

function compact<T>(errors: FieldErrorMap<T>): FieldErrorMap<T> {
  const out: FieldErrorMap<T> = {};
  for (const key of Object.keys(errors) as (keyof T)[]) {
    if (errors[key]) out[key] = errors[key];
  }
  return out;
}

export function validateSignIn(values: SignInValues): FieldErrorMap<SignInValues> {
  return compact<SignInValues>({
    email: firstError(emailField, values.email),
    password: firstError(passwordField, values.password),
  });
}

/**
 * `onSubmit` picks the terms wording: while editing the field says 'You must accept the terms',
 * a submit attempt says 'You must accept the terms and conditions' (spec §5).
 */
export function validateRegister(values: RegisterValues, onSubmit = false): FieldErrorMap<RegisterValues> {
  let confirmPassword: string | undefined;
  if (!values.confirmPassword) confirmPassword = messages.confirmRequired;
  else if (values.confirmPassword !== values.password) confirmPassword = messages.passwordsMismatch;

  return compact<RegisterValues>({
    tag: firstError(tagField, values.tag),
    email: firstError(emailField, values.email),
    password: firstError(newPasswordField, values.password),
    confirmPassword,
    terms: values.terms ? undefined : onSubmit ? messages.termsRequiredOnSubmit : messages.termsRequired,
  });
}
