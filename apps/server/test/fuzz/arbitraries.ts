import fc from 'fast-check';

/** The parts of an OpenAPI 3.0 document the fuzzer reads. */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
export interface Operation {
  method: string;
  path: string;
  parameters: { name: string; in: 'path' | 'query' | 'header'; schema: JsonSchema }[];
  jsonBody?: JsonSchema;
  multipartField?: string;
}

/** Every operation of the document, in document order. */
export function operationsOf(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content;
      const multipart = content?.['multipart/form-data']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters as Operation['parameters']) ?? [],
        jsonBody: content?.['application/json']?.schema,
        multipartField: multipart ? Object.keys(multipart.properties ?? {})[0] : undefined,
      };
    }),
  );
}

/** Strings meant to break things: control characters, encodings, lengths, numbers in disguise. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'abc\u0000',
    '\u0000abc',
    '\u001b[31mred',
    'tab\there',
    'line\nbreak',
    '\u0085',
    '\u007f',
    '\ud800',
    '\udfff\ud800',
    '\ufeff',
    '\u202e',
    '%00',
    '%',
    '%zz',
    '../../etc/passwd',
    "' or 1=1; drop table users --",
    '"; }',
    '${7*7}',
    '{{7*7}}',
    '<script>alert(1)</script>',
    '__proto__',
    'constructor',
    'prototype',
    'null',
    'undefined',
    'NaN',
    'Infinity',
    '-1',
    '-0',
    '0',
    '0.0',
    '00',
    '1e400',
    '1E-7',
    '0x10',
    '1_000',
    '1,000',
    '.5',
    '5.',
    '1.0000000000000000000000001',
    '9'.repeat(70),
    '9'.repeat(80),
    '9'.repeat(79) + '.99',
    '1' + '0'.repeat(300),
    '-' + '9'.repeat(40),
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'a'.repeat(101),
    'a'.repeat(5000),
    'é'.repeat(300),
    '😀'.repeat(60),
  ),
  fc.string({ unit: fc.integer({ min: 0, max: 0x9f }).map((c) => String.fromCharCode(c)), maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.bigInt({ min: -(10n ** 90n), max: 10n ** 90n }).map(String),
  fc
    .tuple(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.bigInt({ min: 0n, max: 10n ** 30n }))
    .map(([a, b]) => `${a}.${b}`),
);

/** Values of the wrong type, big numbers, prototype keys and nesting. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -0,
    -1,
    1.5,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MIN_VALUE,
    [],
    {},
    [null],
    { __proto__: { role: 'admin' } },
    JSON.parse('{"__proto__": {"role": "admin"}}') as unknown,
    { constructor: { prototype: { role: 'admin' } } },
    { toString: 'x', valueOf: 1, hasOwnProperty: 'y' },
  ),
  fc.double(),
  fc.integer(),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Ids the fuzzer knows exist (the user's balances, uploads, notifications…), to get past 404s. */
export type IdPool = readonly [string, ...string[]];

const idLike = (pool: IdPool) => fc.oneof(fc.uuid(), fc.constantFrom(...pool));

/** A value that mostly fits `schema`, so the request gets past the first checks to the code behind. */
export function fitting(schema: JsonSchema, pool: IdPool, name = ''): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => fitting(s, pool, name)));
  if (schema.allOf?.length) return fitting(schema.allOf[0]!, pool, name);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.type === 'boolean') return fc.boolean();
  if (schema.type === 'integer' || schema.type === 'number') {
    const min = schema.minimum ?? -10;
    const max = Math.min(schema.maximum ?? 1000, 2 ** 31 - 1);
    const whole = fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
    // A number may have a fractional range (slippage 0.1-50): fractions inside it too.
    return schema.type === 'number' ? fc.oneof(whole, fc.double({ min, max, noNaN: true })) : whole;
  }
  if (schema.type === 'array') return fc.array(fitting(schema.items ?? {}, pool), { maxLength: 3 });
  if (schema.type === 'object' || schema.properties) {
    const props = Object.entries(schema.properties ?? {});
    const record = fc.record(Object.fromEntries(props.map(([k, s]) => [k, fitting(s, pool, k)])), {
      requiredKeys: schema.required?.filter((k) => schema.properties?.[k]) ?? [],
    });
    if (typeof schema.additionalProperties !== 'object') return record;
    const extra = fc.dictionary(
      fc.constantFrom('ETH', 'USDC', 'STRK', 'CORE', 'NGN', 'DOGE'),
      fitting(schema.additionalProperties, pool),
    );
    return fc.tuple(record, extra).map(([a, b]) => ({ ...b, ...a }));
  }
  if (schema.type === 'string' || schema.type === undefined) {
    if (schema.format === 'uuid' || /(^|_)id$/.test(name) || /document/.test(name)) return idLike(pool);
    if (/amount|price|usd|rate/.test(name)) {
      return fc.oneof(fc.constantFrom('1', '0.5', '100', '0.000001', '1000000'), fc.nat().map(String));
    }
    if (/email/.test(name)) return fc.emailAddress();
    if (schema.pattern) {
      try {
        return fc.stringMatching(new RegExp(schema.pattern, 'u'), { size: 'xsmall' });
      } catch {
        // A pattern fast-check cannot generate from: plain strings will do.
      }
    }
    return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 20, 40) });
  }
  return fc.jsonValue({ maxDepth: 2 });
}

/** Control characters and other troublemakers, slipped into an otherwise fitting string. */
const troublemaker = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\n',
  '\t',
  '\ud800',
  '%00',
  "'",
);
const infected = (base: fc.Arbitrary<unknown>) =>
  fc.tuple(base, fc.nat(), troublemaker).map(([value, at, bad]) => {
    if (typeof value !== 'string') return value;
    const i = at % (value.length + 1);
    return value.slice(0, i) + bad + value.slice(i);
  });

/**
 * `fitting`, with each field (at any depth) sometimes swapped for a nasty value or infected with a
 * control character, and sometimes extra keys (prototype keys among them).
 */
export function mutated(schema: JsonSchema, pool: IdPool, name = ''): fc.Arbitrary<unknown> {
  if (schema.properties) {
    const props = Object.entries(schema.properties);
    return fc
      .tuple(
        fc.record(Object.fromEntries(props.map(([k, s]) => [k, mutated(s, pool, k)])), {
          requiredKeys: schema.required?.filter((k) => schema.properties?.[k]) ?? [],
        }),
        fc.option(
          fc.dictionary(fc.oneof(nastyString, fc.constantFrom('__proto__', 'constructor')), nastyValue, { maxKeys: 2 }),
          { freq: 3 },
        ),
      )
      .map(([base, extra]) => {
        const out: Record<string, unknown> = { ...base };
        // Own properties named like prototype keys, the way JSON.parse would make them.
        for (const [k, v] of Object.entries(extra ?? {})) Object.defineProperty(out, k, { value: v, enumerable: true });
        return out;
      });
  }
  const fit = fitting(schema, pool, name);
  return fc.oneof(
    { weight: 3, arbitrary: fit },
    { weight: 2, arbitrary: infected(fit) },
    { weight: 1, arbitrary: nastyValue },
  );
}

/** Raw bodies: not JSON, half JSON, prototype poisoning, deep nesting, huge numbers. */
export const malformedBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[',
    ']',
    'nul',
    '"',
    '\u0000',
    '{"a":1}garbage',
    '{"__proto__":{"role":"admin"}}',
    '{"constructor":{"prototype":{"role":"admin"}}}',
    '{"a":"\\u0000"}',
    '{"a":"\\ud800"}',
    '{"amount":1e999}',
    '{"amount":' + '9'.repeat(400) + '}',
    '['.repeat(20_000) + ']'.repeat(20_000),
    '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
    JSON.stringify({ big: 'x'.repeat(70_000) }),
  ),
  fc.string({ maxLength: 60 }),
  fc.jsonValue().map((v) => JSON.stringify(v).slice(0, -1)),
);

/** A multipart body that may be well-formed or broken in any of the ways parsers trip on. */
export const multipartBody = (field: string): fc.Arbitrary<{ payload: Buffer; contentType: string }> =>
  fc
    .record({
      boundary: fc.oneof(fc.constantFrom('XyZ123', 'a'.repeat(70), 'b'.repeat(300), ''), fc.string({ maxLength: 80 })),
      declared: fc.option(fc.oneof(fc.constant('same'), fc.string({ maxLength: 20 })), { nil: undefined }),
      name: fc.oneof(fc.constant(field), nastyString),
      filename: fc.option(nastyString, { nil: undefined }),
      data: fc.oneof(
        fc.constant(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')),
        fc.constant(Buffer.from('%PDF-1.4\n%%EOF\n')),
        fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
      ),
      close: fc.boolean(),
      preamble: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
    })
    .map(({ boundary, declared, name, filename, data, close, preamble }) => {
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}\r\nContent-Type: image/png\r\n\r\n`;
      const payload = Buffer.concat([
        Buffer.from(`${preamble ?? ''}${head}`),
        data,
        Buffer.from(close ? `\r\n--${boundary}--\r\n` : ''),
      ]);
      const b = declared === undefined ? '' : `; boundary=${declared === 'same' ? boundary : declared}`;
      return { payload, contentType: `multipart/form-data${b}` };
    });
