import type { Executor, ThenCommit } from './client.js';

/**
 * SQL text with `$n` parameters, built without drizzle for the statements of the money path
 * (ADR 019): drizzle rebuilds a query from its chunks on every call, which cost more CPU per
 * transfer than everything else in Node, and an unnamed statement is planned again every time.
 * A `Query`'s text depends only on its shape, never on its values, so each distinct text is
 * prepared once per connection (a named statement) and PostgreSQL keeps its plan.
 */
export interface Query {
  text: string;
  values: unknown[];
}

/**
 * The texts built so far, by call site (its template's strings) and shape: a trie whose steps are
 * what each `${…}` was (a value; a fragment, by its text and number of values; trusted text). The
 * same shape gives back the same string, so it is renumbered and concatenated once, not per call,
 * and looking it up (here, and among the prepared names in `send`) hashes it once: its hash stays
 * in the string. A text depends only on its shape, never on its values (see `Query`).
 */
interface Shape {
  text?: string;
  value?: Shape;
  /** By text, then by number of values: trusted text may look like a parameter. */
  fragments?: Map<string, Map<number, Shape>>;
  trusted?: Map<string, Shape>;
}
const shapes = new WeakMap<object, Shape>();
/** Shapes kept at most, whatever a caller's trusted text does; past it, texts are built each time. */
const MAX_SHAPES = 20_000;
let shapeCount = 0;

function child<K>(map: Map<K, Shape>, key: K): Shape | undefined {
  let next = map.get(key);
  if (!next && shapeCount < MAX_SHAPES) {
    shapeCount++;
    map.set(key, (next = {}));
  }
  return next;
}

function fragmentStep(shape: Shape | undefined, fragment: Query): Shape | undefined {
  if (!shape) return undefined;
  const fragments = (shape.fragments ??= new Map());
  let byCount = fragments.get(fragment.text);
  if (!byCount) {
    if (shapeCount >= MAX_SHAPES) return undefined;
    fragments.set(fragment.text, (byCount = new Map()));
  }
  return child(byCount, fragment.values.length);
}

function valueStep(shape: Shape | undefined): Shape | undefined {
  if (shape && !shape.value && shapeCount < MAX_SHAPES) {
    shapeCount++;
    shape.value = {};
  }
  return shape?.value;
}

function shapeOf(site: object): Shape | undefined {
  let shape = shapes.get(site);
  if (!shape && shapeCount < MAX_SHAPES) {
    shapeCount++;
    shapes.set(site, (shape = {}));
  }
  return shape;
}

/** A fragment: `${value}` becomes a parameter, `${q`…`}` nests a fragment, `${raw('…')}` inlines trusted text. */
export function q(strings: TemplateStringsArray, ...parts: unknown[]): Query {
  const values: unknown[] = [];
  let shape = shapeOf(strings);
  for (const part of parts) {
    if (isQuery(part)) {
      shape = fragmentStep(shape, part);
      for (const value of part.values) values.push(value);
    } else if (isRaw(part)) {
      shape = shape && child((shape.trusted ??= new Map()), part.raw);
    } else {
      shape = valueStep(shape);
      values.push(part === undefined ? null : part);
    }
  }
  if (shape?.text !== undefined) return { text: shape.text, values };
  let text = strings[0]!;
  let count = 0;
  parts.forEach((part, i) => {
    if (isQuery(part)) {
      text += renumber(part.text, count);
      count += part.values.length;
    } else if (isRaw(part)) {
      text += part.raw;
    } else {
      text += `$${++count}`;
    }
    text += strings[i + 1]!;
  });
  if (shape) shape.text = text;
  return { text, values };
}

/** Trusted SQL text (identifiers, keywords) put in as it is. Never user input. */
export const raw = (text: string): { raw: string } => ({ raw: text });

/**
 * Trusted SQL that makes the transaction it runs in commit without waiting for the disk to flush
 * its WAL, and reads `off` (ADR 025, 059). Only for bookkeeping that is safe to do again if
 * PostgreSQL itself crashes: in a transaction that moves money it would make that commit stop
 * waiting too. The setting ends with the transaction, the implicit one of a lone statement included.
 */
export const COMMIT_WITHOUT_FLUSH = raw(`set_config('synchronous_commit', 'off', true)`);

/** Sites of `join`, one per separator. */
const joinSites = new Map<string, object>();

/** Fragments joined with a separator, parameters renumbered. */
export function join(parts: Query[], separator: string): Query {
  let site = joinSites.get(separator);
  if (!site && joinSites.size < 100) joinSites.set(separator, (site = {}));
  let shape = site && shapeOf(site);
  const values: unknown[] = [];
  for (const part of parts) {
    shape = fragmentStep(shape, part);
    for (const value of part.values) values.push(value);
  }
  if (shape?.text !== undefined) return { text: shape.text, values };
  let text = '';
  let count = 0;
  parts.forEach((part, i) => {
    if (i > 0) text += separator;
    text += renumber(part.text, count);
    count += part.values.length;
  });
  if (shape) shape.text = text;
  return { text, values };
}

/**
 * How many parameters a list of `n` takes: the next power of two, the rest padding. A batch of
 * postings (ADR 026) lists any number of wallets; rounding up keeps the distinct statement texts,
 * each prepared and planned once per connection, to a handful.
 */
function padded(n: number): number {
  return 2 ** Math.ceil(Math.log2(n));
}

/**
 * Values as a list of parameters for `in (…)`: `($1::uuid, $2::uuid)`. Use it instead of an array
 * parameter (`= any($1::uuid[])`) where the list is joined or filtered on: the planner then knows how
 * many values there are (to within a factor of two), so the prepared statement's one generic plan is
 * as good as planning it anew each time (ADR 024). The text depends on the count, rounded up to a
 * power of two by repeating the last value: with nulls, each custom plan counted only the real
 * values and looked cheaper than the generic one, so PostgreSQL kept planning the wallets' lock
 * statement anew on every call (ADR 045). An empty list matches nothing; it is `(null)`. So it is
 * for `in` only, never `not in`. `cast` is a type name written into the text: trusted, never input.
 */
export function list(values: readonly unknown[], cast: string): Query {
  if (!values.length) return { text: `(null::${cast})`, values: [] };
  const n = padded(values.length);
  return {
    text: memo(`${cast}|${n}`, () => `(${Array.from({ length: n }, (_, i) => `$${i + 1}::${cast}`).join(', ')})`),
    values: [...values, ...Array<unknown>(n - values.length).fill(values[values.length - 1])],
  };
}

/**
 * Rows as a `values` list to join on, with each column's type: `(values ($1::uuid, $2::numeric))`,
 * for the same reason as `list`: `unnest` of array parameters is estimated at a hundred rows, and a
 * hash join over a whole table looks cheaper than a hundred lookups. Like `list`, the count is
 * rounded up to a power of two, with rows of nulls, which join nothing: so it is for joins only.
 * An empty list has no rows. `casts` are type names written into the text, like `list`'s.
 */
export function rows(values: readonly (readonly unknown[])[], casts: readonly string[]): Query {
  if (!values.length) return { text: `(select ${casts.map((c) => `null::${c}`).join(', ')} where false)`, values: [] };
  if (values.some((row) => row.length !== casts.length)) throw new Error('every row needs one value per cast');
  const all = [
    ...values,
    ...Array.from({ length: padded(values.length) - values.length }, () => casts.map(() => null)),
  ];
  const text = memo(`${casts.join()}|${all.length}|rows`, () => {
    let n = 0;
    return `(values ${all.map((row) => `(${row.map((_, i) => `$${++n}::${casts[i]}`).join(', ')})`).join(', ')})`;
  });
  return { text, values: all.flat() };
}

/** `list`'s and `rows`' texts by their casts and count: the same string each time, as `q`'s. */
const memos = new Map<string, string>();
function memo(key: string, build: () => string): string {
  let text = memos.get(key);
  if (text === undefined) {
    text = build();
    if (memos.size < 1_000) memos.set(key, text);
  }
  return text;
}

function isQuery(part: unknown): part is Query {
  return typeof part === 'object' && part !== null && 'text' in part && 'values' in part;
}
function isRaw(part: unknown): part is { raw: string } {
  return typeof part === 'object' && part !== null && 'raw' in part && Object.keys(part).length === 1;
}
function renumber(text: string, offset: number): string {
  return offset === 0 ? text : text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
}

interface DriverClient {
  query(config: unknown, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The driver's client under a drizzle database or transaction (node-postgres pool/client, or PGlite). */
function clientOf(executor: Executor): { client: DriverClient; pglite: boolean } {
  const client = (executor as unknown as { session: { client: DriverClient } }).session.client;
  return { client, pglite: typeof (client as { exec?: unknown }).exec === 'function' };
}

const names = new Map<string, string>();
const MAX_NAMED = 500;

/** Runs a query on the executor's connection and returns its rows; named (prepared) on PostgreSQL. */
export function run<T>(executor: Executor, query: Query): Promise<T[]> {
  return send<T>(executor, query, {});
}

/**
 * `run` for the last statement of a transaction (ADR 031): on PostgreSQL, COMMIT goes out with it,
 * in the same write, and the transaction's own COMMIT then gets that COMMIT's answer (`client.ts`).
 * If the statement fails, PostgreSQL rolls the transaction back instead. Only for a transaction's
 * own connection (never a savepoint: it would end the whole transaction), and nothing may be sent
 * after it. On PGlite it is `run`, and the transaction commits as usual.
 */
export function runThenCommit<T>(executor: Executor, query: Query): Promise<T[]> {
  return send<T>(executor, query, { thenCommit: true } satisfies ThenCommit);
}

async function send<T>(executor: Executor, query: Query, marks: Partial<ThenCommit>): Promise<T[]> {
  const { client, pglite } = clientOf(executor);
  if (pglite) return (await client.query(query.text, query.values)).rows as T[];
  let name = names.get(query.text);
  if (!name && names.size < MAX_NAMED) names.set(query.text, (name = `p${names.size + 1}`));
  const result = await client.query({ ...(name ? { name } : {}), text: query.text, values: query.values, ...marks });
  return result.rows as T[];
}
