import type { ReactNode } from 'react';

/**
 * A table's header row: one `<th scope="col">` per column, each with `cellClassName`. A column
 * given as `false` is left out (`showUser && 'User'`).
 */
export function TableHead({
  columns,
  className,
  cellClassName,
}: {
  columns: readonly (ReactNode | false)[];
  className?: string;
  cellClassName: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {columns.map(
          (column, i) =>
            column !== false && (
              <th key={i} scope="col" className={cellClassName}>
                {column}
              </th>
            ),
        )}
      </tr>
    </thead>
  );
}
