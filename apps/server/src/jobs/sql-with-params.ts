import { sql, type SQL } from 'drizzle-orm';

/**
 * Turns SQL text with `$1…$n` placeholders (as libraries such as pg-boss write it) into a drizzle
 * query, so it can run inside one of our transactions on either driver.
 *
 * drizzle makes each occurrence its own parameter, and PostgreSQL infers a type per parameter. A
 * placeholder used more than once (pg-boss's `start_after`: `right($5, 1)`, `CAST($5 as
 * timestamptz)`, `CAST($5 as interval)`) would then be typed differently at each place and fail to
 * bind. So every occurrence of a repeated placeholder carries the one type PostgreSQL would have
 * given it: the cast written after its first occurrence, else text.
 */
export function sqlWithParams(text: string, values: readonly unknown[] = []): SQL {
  const matches = [...text.matchAll(/\$(\d+)(?:::([a-z_]+))?/gi)];
  const uses = new Map<string, number>();
  const firstCast = new Map<string, string>();
  for (const m of matches) {
    uses.set(m[1]!, (uses.get(m[1]!) ?? 0) + 1);
    if (!firstCast.has(m[1]!)) firstCast.set(m[1]!, m[2] ?? 'text');
  }
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of matches) {
    const index = Number(match[1]) - 1;
    if (index < 0 || index >= values.length) throw new Error(`placeholder $${match[1]} has no value`);
    // drizzle renders an undefined value as nothing at all; the driver means NULL.
    const value = values[index] ?? null;
    // Only the `$n` itself is replaced; a cast written after it stays in the text.
    const end = match.index + 1 + match[1]!.length;
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(uses.get(match[1]!)! > 1 ? sql`(${value})::${sql.raw(firstCast.get(match[1]!)!)}` : sql`${value}`);
    last = end;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
