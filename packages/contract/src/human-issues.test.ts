import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel, humanIssue, whenMissing } from './human-issues.js';
import { fieldErrors } from './validation.js';

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value, { error: humanIssue });
  if (result.success) throw new Error('expected a refusal');
  return fieldErrors(result.error);
};

describe('humanIssue', () => {
  const schema = z.object({
    balance_id: z.string(),
    limit: z.coerce.number().int().min(1).max(100),
    kind: z.enum(['tag', 'wallet']),
    recipients: z.array(z.object({ tag: z.string().max(20) })).min(2),
  });

  it('names the field and the type it wants, in words', () => {
    expect(messagesOf(schema, { balance_id: 7, limit: 'abc', kind: 'x', recipients: [null, { tag: 'a' }] })).toEqual({
      balance_id: ['Balance id must be text'],
      limit: ['Limit must be a number'],
      kind: ['Kind must be one of: tag, wallet'],
      'recipients.0': ['Recipients #1 must be an object'],
    });
  });

  it('says what is missing, and the sizes allowed', () => {
    expect(messagesOf(schema, { limit: '500', kind: 'tag', recipients: [{ tag: 'x'.repeat(21) }] })).toEqual({
      balance_id: ['Balance id is required'],
      limit: ['Limit must be at most 100'],
      'recipients.0.tag': ['Recipients #1 tag must be at most 20 characters'],
      recipients: ['Recipients must have at least 2 items'],
    });
  });

  it('asks for an object when the whole body is something else', () => {
    expect(messagesOf(schema, [1, 2])).toEqual({ _: ['Send a JSON object'] });
    expect(JSON.stringify(messagesOf(schema, 'text'))).not.toMatch(/Invalid input|received/);
  });

  it("keeps a schema's own message for a missing value, and not for a value of the wrong type", () => {
    const amount = z.object({ amount: z.string({ error: whenMissing('Amount is required') }) });
    expect(messagesOf(amount, {})).toEqual({ amount: ['Amount is required'] });
    expect(messagesOf(amount, { amount: 5 })).toEqual({ amount: ['Amount must be text'] });
  });

  it('labels nested fields', () => {
    expect(fieldLabel(['recipients', 2, 'account_number'])).toBe('Recipients #3 account number');
  });
});
