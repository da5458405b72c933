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

/** A fragment: `${value}` becomes a parameter, `${q`…`}` nests a fragment, `${raw('…')}` inlines trusted text. */
export function q(strings: TemplateStringsArray, ...parts: unknown[]): Query {
  let text = strings[0]!;
  const values: unknown[] = [];
  parts.forEach((part, i) => {
    if (isQuery(part)) {
      text += renumber(part.text, values.length);
      values.push(...part.values);
    } else if (isRaw(part)) {
      text += part.raw;
    } else {
      values.push(part === undefined ? null : part);
      text += `$${values.length}`;
    }
    text += strings[i + 1]!;
  });
  return { text, values };
}

/** Trusted SQL text (identifiers, keywords) put in as it is. Never user input. */
export const raw = (text: string): { raw: string } => ({ raw: text });

/** Fragments joined with a separator, parameters renumbered. */
export function join(parts: Query[], separator: string): Query {
  const out: Query = { text: '', values: [] };
  parts.forEach((part, i) => {
    if (i > 0) out.text += separator;
    out.text += renumber(part.text, out.values.length);
    out.values.push(...part.values);
  });
  return out;
}

/**
 * How many parameters a list of `n` takes: the next power of two, the rest null. A batch of
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
 * power of two with nulls. An empty list matches nothing; it is `(null)`. So it is for `in` only,
 * never `not in`. `cast` is a type name written into the text: trusted, never input.
 */
export function list(values: readonly unknown[], cast: string): Query {
  if (!values.length) return { text: `(null::${cast})`, values: [] };
  const n = padded(values.length);
  return {
    text: `(${Array.from({ length: n }, (_, i) => `$${i + 1}::${cast}`).join(', ')})`,
    values: [...values, ...Array<null>(n - values.length).fill(null)],
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
  let n = 0;
  const text = all.map((row) => `(${row.map((_, i) => `$${++n}::${casts[i]}`).join(', ')})`).join(', ');
  return { text: `(values ${text})`, values: all.flat() };
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
