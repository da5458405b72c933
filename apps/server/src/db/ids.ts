import { randomFillSync } from 'node:crypto';
import { v7 } from 'uuid';

/**
 * Random bytes for ids, drawn 256 ids at a time as Node draws `randomUUID`'s: `v7()` on its own
 * asks the system for 16 bytes per id, 2.1 µs an id here against 0.37 µs with these (ADR 048).
 */
const randomBytes = Buffer.alloc(16 * 256);
let randomOffset = randomBytes.length;

/**
 * A new row's id, for the rows the money path writes by the thousand (transactions, activities,
 * notifications, emails, payouts): a UUIDv7 (RFC 9562), whose first 48 bits are the time in
 * milliseconds and whose other 74 are random. Ids of different milliseconds sort in the order they
 * were made, so a primary key's new entries go on the index's rightmost pages, which PostgreSQL
 * keeps at hand, instead of a random page: after a checkpoint, fewer pages written whole to the
 * WAL, and an index whose hot part stays small however large its table grows (ADR 048).
 */
export function newRowId(): string {
  if (randomOffset === randomBytes.length) {
    randomFillSync(randomBytes);
    randomOffset = 0;
  }
  const random = randomBytes.subarray(randomOffset, (randomOffset += 16));
  return v7({ random });
}
