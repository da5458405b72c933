import { ASSET_SYMBOLS, oneOf, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@app/contract';
import { SelectField } from '../../../../components/ui/select-field';
import type { TransactionFilters as Filters } from '../../api/query-keys';
import { statusLabel, transactionTypeLabel } from '../../lib/transaction-meta';

const typeOptions = [
  { value: '', label: 'All types' },
  ...TRANSACTION_TYPES.map((t) => ({ value: t, label: transactionTypeLabel(t) })),
];
const statusOptions = [
  { value: '', label: 'All statuses' },
  ...TRANSACTION_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
];
const assetOptions = [{ value: '', label: 'All assets' }, ...ASSET_SYMBOLS.map((a) => ({ value: a, label: a }))];

const filterFields = [
  { key: 'type', label: 'Type', options: typeOptions },
  { key: 'status', label: 'Status', options: statusOptions },
  { key: 'asset', label: 'Asset', options: assetOptions },
] as const satisfies { key: keyof Filters; label: string; options: { value: string; label: string }[] }[];

/** Reads filters from URL search params, dropping anything the API would reject. */
export function filtersFromSearch(search: URLSearchParams): Filters {
  const type = oneOf(TRANSACTION_TYPES, search.get('type'));
  const status = oneOf(TRANSACTION_STATUSES, search.get('status'));
  const asset = oneOf(ASSET_SYMBOLS, search.get('asset'));
  return { ...(type ? { type } : {}), ...(status ? { status } : {}), ...(asset ? { asset } : {}) };
}

export function TransactionFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (key: keyof Filters, value: string) => void;
}) {
  return (
    <div className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-3" role="group" aria-label="Filter transactions">
      {filterFields.map((field) => (
        <SelectField
          key={field.key}
          label={field.label}
          hideLabel
          data-testid={`tx-filter-${field.key}`}
          value={filters[field.key] ?? ''}
          onChange={(e) => onChange(field.key, e.target.value)}
          options={field.options}
        />
      ))}
    </div>
  );
}
