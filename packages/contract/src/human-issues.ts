import type { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

/** A field as a message names it: `recipients.0.tag` → "Recipients #1 tag". */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const words = path.map((part) => (typeof part === 'number' ? `#${part + 1}` : String(part).replace(/_/g, ' ')));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const typeWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  bigint: 'a number',
  date: 'a date',
};

function sizeMessage(label: string, issue: Issue & { code: 'too_small' | 'too_big' }): string {
  const small = issue.code === 'too_small';
  const bound = small ? issue.minimum : issue.maximum;
  const inclusive = issue.inclusive !== false;
  switch (issue.origin) {
    case 'string':
      if (small && bound === 1) return `${label} is required`;
      return `${label} must be ${small ? 'at least' : 'at most'} ${bound} characters`;
    case 'array':
    case 'set':
      return `${label} must have ${small ? 'at least' : 'at most'} ${bound} items`;
    default:
      if (small) return `${label} must be ${inclusive ? 'at least' : 'more than'} ${bound}`;
      return `${label} must be ${inclusive ? 'at most' : 'less than'} ${bound}`;
  }
}

/**
 * Our words for what a schema leaves to zod, whose own name its internals ("Invalid input:
 * expected string, received number"). Given to every parse of a request (`{ error: humanIssue }`);
 * a schema's own message wins over it.
 */
export function humanIssue(issue: Issue): string | undefined {
  const path = issue.path ?? [];
  const label = path.length ? fieldLabel(path) : 'The request';
  switch (issue.code) {
    case 'invalid_type':
      if (!path.length) return issue.expected === 'object' ? 'Send a JSON object' : undefined;
      if (issue.input === undefined) return `${label} is required`;
      return `${label} must be ${typeWords[issue.expected] ?? `of type ${issue.expected}`}`;
    case 'too_small':
    case 'too_big':
      return sizeMessage(label, issue);
    case 'invalid_format':
      return `${label} is not in the expected format`;
    case 'invalid_value':
      return `${label} must be one of: ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
    case 'not_multiple_of':
      return `${label} must be a multiple of ${String(issue.divisor)}`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return `${label} is not valid`;
    default:
      return undefined;
  }
}

/**
 * A schema's message for a missing value only: any other wrong value (a number where text belongs)
 * is left to `humanIssue`, so it is not told it is "required" when it was sent.
 */
export const whenMissing =
  (message: string) =>
  (issue: { input?: unknown }): string | undefined =>
    issue.input === undefined ? message : undefined;
