import { queryOnce } from './query-once.js';

/** The WAL one table wrote (its heap, indexes and TOAST together), per transfer. */
export interface TableWal {
  table: string;
  records: number;
  bytes: number;
  /** Of `bytes`, the full-page images: a page's first change after a checkpoint writes all of it. */
  fpiBytes: number;
}

/** Where PostgreSQL is writing WAL now; pass two marks to `walByTable`. */
export async function walMark(url: string): Promise<string> {
  const [row] = await queryOnce<{ lsn: string }>(url, 'select pg_current_wal_insert_lsn()::text as lsn');
  return row!.lsn;
}

/**
 * Reads back the WAL written between two marks with `pg_walinspect` (PostgreSQL 15+, created in
 * the bench's own database, which is dropped after the run) and sums it by the table each record
 * changed: an index's and a TOAST table's records count for their table. Records of no relation
 * (commits) or of another database are `(none)`. A record that changed several blocks is counted
 * for its first. Counts, not timings: the same for a commit on a quiet host or a busy one.
 */
export async function walByTable(url: string, from: string, to: string, transfers: number): Promise<TableWal[]> {
  await queryOnce(url, 'create extension if not exists pg_walinspect');
  const rows = await queryOnce<{ table: string; records: string; bytes: string; fpi: string }>(
    url,
    `with records as (
       select (regexp_match(block_ref, 'rel \\d+/(\\d+)/(\\d+)')) as ref, record_length + fpi_length as bytes,
              fpi_length as fpi
         from pg_get_wal_records_info('${from}', '${to}')),
     relations as (
       select case when ref[1]::oid = (select oid from pg_database where datname = current_database())
                   then pg_filenode_relation(0, ref[2]::oid) end as rel, bytes, fpi
         from records),
     bases as (
       select coalesce((select indrelid from pg_index where indexrelid = rel), rel) as base, bytes, fpi from relations),
     owners as (
       select coalesce((select oid from pg_class where reltoastrelid = base), base) as owner, bytes, fpi from bases)
     select coalesce(owner::regclass::text, '(none)') as table, count(*) as records, sum(bytes) as bytes,
            sum(fpi) as fpi
       from owners group by 1 order by sum(bytes) desc`,
  );
  return rows.map((r) => ({
    table: r.table,
    records: Number(r.records) / transfers,
    bytes: Number(r.bytes) / transfers,
    fpiBytes: Number(r.fpi) / transfers,
  }));
}

export function printWalByTable(tables: TableWal[]): void {
  const total = tables.reduce((sum, t) => sum + t.bytes, 0);
  const images = tables.reduce((sum, t) => sum + t.fpiBytes, 0);
  console.error(
    `  WAL by table during the latency phase, per transfer (${(total / 1024).toFixed(1)} KB in all, ` +
      `${(images / 1024).toFixed(1)} KB of it full-page images):`,
  );
  for (const t of tables.filter((t) => t.bytes / total >= 0.005)) {
    const kb = (t.bytes / 1024).toFixed(2).padStart(6);
    const share = `${((100 * t.bytes) / total).toFixed(0)}%`.padStart(4);
    const fpi = `${(t.fpiBytes / 1024).toFixed(2)} KB`.padStart(8);
    console.error(`  ${kb} KB ${share} ${t.records.toFixed(1).padStart(6)} records ${fpi} images  ${t.table}`);
  }
}
