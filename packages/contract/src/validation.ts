import { z } from 'zod';
import { whenMissing } from './human-issues.js';
import { EMAIL_PATTERN, messages, PASSWORD_MAX, PASSWORD_MIN, TAG_PATTERN } from './validation-rules.js';

export const tagField = z
  .string({ error: whenMissing(messages.tagRequired) })
  .trim()
  .min(1, { error: messages.tagRequired, abort: true })
  .regex(TAG_PATTERN, messages.tagFormat);

export const emailField = z
  .string({ error: whenMissing(messages.emailRequired) })
  .trim()
  .min(1, { error: messages.emailRequired, abort: true })
  .max(254, messages.emailInvalid)
  .regex(EMAIL_PATTERN, messages.emailInvalid);

export const newPasswordField = z
  .string({ error: whenMissing(messages.passwordRequired) })
  .min(1, { error: messages.passwordRequired, abort: true })
  .min(PASSWORD_MIN, { error: messages.passwordMin, abort: true })
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const passwordField = z
  .string({ error: whenMissing(messages.passwordRequired) })
  .min(1, { error: messages.passwordRequired, abort: true })
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** Flattens a zod error into `{ field: [messages] }`, the shape of `details` in error bodies. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/**
 * C0 controls (NUL, tabs, line breaks, escape…), DEL and C1 controls, the bidirectional embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069: invisible, they make a note or a name read
 * backwards to other users), and unpaired UTF-16 surrogates (not characters at all). No text field
 * of ours accepts them: PostgreSQL refuses NUL outright and a lone surrogate in JSON, and the others
 * only ever arrive by mistake or malice.
 */
const CONTROL_CHARACTER =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const controlCharacterMessage = 'Text must not contain control characters';

export const hasControlCharacter = (text: string): boolean => CONTROL_CHARACTER.test(text);

/** `a\u0000b`: a key fit to name in an error message. */
const escapeControls = (text: string) =>
  text.replace(new RegExp(CONTROL_CHARACTER.source, 'g'), (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
}
const pathOf = (visit: Visit): string => {
  const keys: string[] = [];
  for (let v: Visit | undefined = visit; v?.parent; v = v.parent) keys.push(escapeControls(v.key));
  return keys.reverse().join('.') || '_';
};

/**
 * Where in `value` (any parsed JSON, query or form data) a string or an object key holds a
 * control character, as dot-joined paths (`_` for the value itself). Walks without recursion, and
 * builds a path only for what it reports, so a deeply nested body costs neither stack nor memory.
 */
export function controlCharacterPaths(value: unknown): string[] {
  const found: string[] = [];
  const stack: Visit[] = [{ value, key: '', parent: undefined }];
  while (stack.length) {
    const visit = stack.pop()!;
    const v = visit.value;
    if (typeof v === 'string') {
      if (hasControlCharacter(v)) found.push(pathOf(visit));
    } else if (v && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        const next = { value: child, key, parent: visit };
        if (hasControlCharacter(key)) found.push(pathOf(next));
        else stack.push(next);
      }
    }
  }
  return found;
}
