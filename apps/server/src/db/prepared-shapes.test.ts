import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { join, list, q, raw, type Query } from './prepared.js';

/**
 * `q` and `join` keep the text of each call site's shape and give it back (ADR 041). Whatever
 * went through a site before, a call's text must be the one built from scratch, and its values
 * its own. The reference below builds texts the way `q` did before it kept them.
 */
type Part = { value: unknown } | { fragment: Query } | { trusted: string };

function reference(strings: readonly string[], parts: Part[]): Query {
  let text = strings[0]!;
  const values: unknown[] = [];
  parts.forEach((part, i) => {
    if ('fragment' in part) {
      text += part.fragment.text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + values.length}`);
      values.push(...part.fragment.values);
    } else if ('trusted' in part) {
      text += part.trusted;
    } else {
      values.push(part.value ?? null);
      text += `$${values.length}`;
    }
    text += strings[i + 1]!;
  });
  return { text, values };
}

const arg = (part: Part) => ('fragment' in part ? part.fragment : 'trusted' in part ? raw(part.trusted) : part.value);

/** Three call sites, each always the same template, fed parts of any shape. */
const sites = [
  (a: Part, b: Part) => ({
    query: q`select ${arg(a)} from t where x = ${arg(b)}`,
    strings: ['select ', ' from t where x = ', ''],
  }),
  (a: Part, b: Part) => ({ query: q`(${arg(a)}, ${arg(b)})`, strings: ['(', ', ', ')'] }),
  (a: Part, b: Part) => ({ query: q`${arg(a)}${arg(b)}`, strings: ['', '', ''] }),
];

const leaf: fc.Arbitrary<Part> = fc.oneof(
  fc.oneof(fc.integer(), fc.string({ maxLength: 3 }), fc.constant(undefined)).map((value) => ({ value })),
  fc.constantFrom('now()', '$1', 'c0', '').map((trusted) => ({ trusted })),
  fc.array(fc.integer(), { minLength: 1, maxLength: 5 }).map((ids) => ({ fragment: list(ids, 'int') })),
);
/** A part, or a fragment built at a site from two parts: shapes nest, and repeat across runs. */
const part: fc.Arbitrary<Part> = fc.letrec<{ part: Part }>((tie) => ({
  part: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc
      .tuple(fc.nat(sites.length - 1), tie('part'), tie('part'))
      .map(([site, a, b]) => ({ fragment: sites[site]!(a, b).query })),
  ),
})).part;

describe('prepared texts kept per shape', () => {
  it('every call gives the text built from scratch and its own values, whatever came through its site before', () => {
    fc.assert(
      fc.property(fc.nat(sites.length - 1), part, part, (site, a, b) => {
        const { query, strings } = sites[site]!(a, b);
        expect(query).toEqual(reference(strings, [a, b]));
      }),
      { numRuns: 3000 },
    );
  });

  it('join gives the text built from scratch, per separator', () => {
    fc.assert(
      fc.property(fc.array(part, { maxLength: 4 }), fc.constantFrom(', ', ' union all '), (parts, separator) => {
        const fragments = parts.map((p) => q`${arg(p)}`);
        const expected = reference(
          ['', ...fragments.map((_, i) => (i === fragments.length - 1 ? '' : separator))],
          fragments.map((fragment) => ({ fragment })),
        );
        expect(join(fragments, separator)).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('a value that changes between calls never shows in the text', () => {
    const at = (value: unknown) => q`select ${value}::int`;
    expect(at(1)).toEqual({ text: 'select $1::int', values: [1] });
    expect(at(2)).toEqual({ text: 'select $1::int', values: [2] });
    expect(at(undefined)).toEqual({ text: 'select $1::int', values: [null] });
  });

  // Last: it fills the kept shapes up, for the rest of this file's process.
  it('past the most shapes it keeps, texts are still right, built each time', () => {
    for (let i = 0; i < 25_000; i++) {
      const query = q`select ${raw(`c${i}`)}, ${i}, ${list([i, i], 'int')}`;
      expect(query).toEqual({ text: `select c${i}, $1, ($2::int, $3::int)`, values: [i, i, i] });
    }
    fc.assert(
      fc.property(fc.nat(sites.length - 1), part, part, (site, a, b) => {
        const { query, strings } = sites[site]!(a, b);
        expect(query).toEqual(reference(strings, [a, b]));
      }),
      { numRuns: 500 },
    );
  });
});
