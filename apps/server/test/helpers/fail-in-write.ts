import { q } from '../../src/db/prepared.js';
import type { PostingContext, PostingHook, PostingResult } from '../../src/modules/ledger/ledger.service.js';

/**
 * A posting hook that makes the write statement of every batch holding a posting `when` picks
 * fail, after the statement's rows are written: its transaction rolls back, as when a process or
 * its connection dies between writing a posting and committing it. `error` is what the poster
 * gets. Nothing of ours runs after the write statement (a posting that ends its transaction sends
 * COMMIT with it, ADR 031), so this is where a failure "after the posting" happens.
 */
export function failInWrite(
  name: string,
  when: (context: PostingContext & { result: PostingResult }) => boolean,
  error: () => Error,
): PostingHook {
  const code = `TEST_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
  return {
    name,
    write: (batch) =>
      batch.some(when) ? [{ name: code.toLowerCase(), query: q`select ledger_refuse(${code}, '')`, check: true }] : [],
    refusals: { [code]: error },
  };
}
