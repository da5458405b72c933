import { v7 } from 'uuid';

/**
 * A new row's id, for the rows the money path writes by the thousand (transactions, activities,
 * notifications, emails): a UUIDv7 (RFC 9562), whose first 48 bits are the time in milliseconds
 * and the other 74 random. Each new id sorts after the last, so its primary key's entry goes on
 * the index's rightmost page, which PostgreSQL keeps at hand, instead of a random one: an index
 * whose hot part stays small however large the table grows, and after a checkpoint one full-page
 * image for that page rather than one for every page an insert lands on (ADR 048).
 */
export function newRowId(): string {
  return v7();
}
