import { describe, expect, it } from 'vitest';
import { loginRequest, registerRequest } from './user.js';
import { controlCharacterPaths, fieldErrors } from './validation.js';
import { messages } from './validation-rules.js';

const errorsOf = (schema: typeof registerRequest | typeof loginRequest, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? {} : fieldErrors(r.error);
};

describe('register validation (spec §5)', () => {
  it.each(['abc', 'A_b_9', 'x'.repeat(20), 'Tolu_2026'])('accepts tag %s', (tag) => {
    expect(errorsOf(registerRequest, { tag, email: 'a@b.co', password: '12345678' })).toEqual({});
  });
  it.each(['ab', 'x'.repeat(21), 'has space', 'dash-ed', 'émile', 'at@sign', ''])('rejects tag %j', (tag) => {
    const expected = tag === '' ? messages.tagRequired : messages.tagFormat;
    expect(errorsOf(registerRequest, { tag, email: 'a@b.co', password: '12345678' }).tag).toEqual([expected]);
  });
  it.each(['plain', 'a@b', '@b.co', 'a b@c.co', 'a@b.'])('rejects email %j', (email) => {
    expect(errorsOf(registerRequest, { tag: 'abc', email, password: '12345678' }).email).toEqual([
      messages.emailInvalid,
    ]);
  });
  it('requires every field with the spec messages', () => {
    expect(errorsOf(registerRequest, { tag: '', email: '', password: '' })).toEqual({
      tag: [messages.tagRequired],
      email: [messages.emailRequired],
      password: [messages.passwordRequired],
    });
  });
  it('needs a password of at least 8 characters', () => {
    expect(errorsOf(registerRequest, { tag: 'abc', email: 'a@b.co', password: '1234567' }).password).toEqual([
      messages.passwordMin,
    ]);
    expect(errorsOf(registerRequest, { tag: 'abc', email: 'a@b.co', password: '12345678' })).toEqual({});
  });
  it('keeps the spec strings word for word', () => {
    expect(messages.tagFormat).toBe('Tag must be 3-20 characters, letters, numbers, and underscores only');
    expect(messages.termsRequiredOnSubmit).toBe('You must accept the terms and conditions');
  });
});

describe('login validation', () => {
  it('requires email and password', () => {
    expect(errorsOf(loginRequest, {})).toEqual({
      email: [messages.emailRequired],
      password: [messages.passwordRequired],
    });
  });
  it('does not apply the length rule to sign-in passwords', () => {
    expect(errorsOf(loginRequest, { email: 'a@b.co', password: 'short' })).toEqual({});
  });
});

describe('controlCharacterPaths', () => {
  it('finds unpaired surrogates, and leaves paired ones (emoji) alone', () => {
    expect(controlCharacterPaths({ a: 'x\ud800', b: '\udc00y', c: 'ok 😀', d: ['\ud83d'] }).sort()).toEqual([
      'a',
      'b',
      'd.0',
    ]);
  });

  it('finds control characters in strings and keys at any depth', () => {
    expect(
      controlCharacterPaths({ a: 'ok', b: ['fine', 'x\u0000'], c: { 'k\u001b': 1 }, d: 'é ☃ \u00a0' }).sort(),
    ).toEqual(['b.1', 'c.k\\u001b']);
    expect(controlCharacterPaths('tab\there')).toEqual(['_']);
    expect(controlCharacterPaths('C1 \u0085 next line')).toEqual(['_']);
    expect(controlCharacterPaths('DEL \u007f')).toEqual(['_']);
    expect(controlCharacterPaths({ n: 1, b: true, z: null, s: 'plain' })).toEqual([]);
  });

  it('finds the invisible characters that reorder text (bidi overrides and isolates), and leaves marks alone', () => {
    expect(controlCharacterPaths({ note: '\u202eevil', label: 'a\u2066b\u2069', name: 'Ada \u202a' }).sort()).toEqual([
      'label',
      'name',
      'note',
    ]);
    // Right-to-left and left-to-right marks are part of writing mixed-direction text.
    expect(controlCharacterPaths({ name: 'علي\u200f Bello \u200e' })).toEqual([]);
  });

  it('walks a 100,000-deep body without overflowing the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(controlCharacterPaths(deep)).toHaveLength(1);
  });
});
