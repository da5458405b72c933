import { sql, type SQL } from 'drizzle-orm';

/**
 * Turns SQL text with `$1…$n` placeholders (as libraries such as pg-boss write it) into a drizzle
 * query, so it can run inside one of our transactions on either driver.
 */
export function sqlWithParams(text: string, values: readonly unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    const index = Number(match[1]) - 1;
    if (index < 0 || index >= values.length) throw new Error(`placeholder ${match[0]} has no value`);
    // drizzle renders an undefined value as nothing at all; the driver means NULL.
    chunks.push(sql.raw(text.slice(last, match.index)), sql`${values[index] ?? null}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
