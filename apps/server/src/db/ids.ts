import { randomFillSync } from 'node:crypto';
import { v7 } from 'uuid';

/**
 * Random bytes `size` at a time, drawn from the system 256 chunks at a time, as Node draws
 * `randomUUID`'s: a draw per id or reference was 1–2% of the server's time at half load (ADR 041),
 * and `v7()` drawing its own 16 bytes costs 2.1 µs an id here against 0.37 µs (ADR 048). A chunk
 * is a view of the pool, which is refilled in place: read it at once, never keep it.
 */
export function randomChunks(size: number): () => Uint8Array {
  const bytes = Buffer.alloc(size * 256);
  let offset = bytes.length;
  return () => {
    if (offset === bytes.length) {
      randomFillSync(bytes);
      offset = 0;
    }
    return bytes.subarray(offset, (offset += size));
  };
}

const idRandom = randomChunks(16);

/**
 * A new row's id, for the rows the money path writes by the thousand (transactions, activities,
 * notifications, emails, payouts): a UUIDv7 (RFC 9562), whose first 48 bits are the time in
 * milliseconds and whose other 74 are random. Ids of different milliseconds sort in the order they
 * were made, so a primary key's new entries go on the index's rightmost pages, which PostgreSQL
 * keeps at hand, instead of a random page: after a checkpoint, fewer pages written whole to the
 * WAL, and an index whose hot part stays small however large its table grows (ADR 048).
 */
export function newRowId(): string {
  return v7({ random: idRandom() });
}
