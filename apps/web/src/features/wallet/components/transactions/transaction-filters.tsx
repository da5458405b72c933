import { assetSymbol, transactionStatus, transactionType } from '@app/contract';
import { SelectField } from '../../../../components/ui/select-field';
import type { TransactionFilters as Filters } from '../../api/query-keys';
import { statusLabel, transactionTypeLabel } from '../../lib/transaction-meta';

const typeOptions = [
  { value: '', label: 'All types' },
  ...transactionType.options.map((t) => ({ value: t, label: transactionTypeLabel(t) })),
];
const statusOptions = [
  { value: '', label: 'All statuses' },
  ...transactionStatus.options.map((s) => ({ value: s, label: statusLabel(s) })),
];
const assetOptions = [{ value: '', label: 'All assets' }, ...assetSymbol.options.map((a) => ({ value: a, label: a }))];

const filterFields = [
  { key: 'type', label: 'Type', options: typeOptions },
  { key: 'status', label: 'Status', options: statusOptions },
  { key: 'asset', label: 'Asset', options: assetOptions },
] as const satisfies { key: keyof Filters; label: string; options: { value: string; label: string }[] }[];

/** Reads filters from URL search params, dropping anything the API would reject. */
export function filtersFromSearch(search: URLSearchParams): Filters {
  const type = transactionType.safeParse(search.get('type'));
  const status = transactionStatus.safeParse(search.get('status'));
  const asset = assetSymbol.safeParse(search.get('asset'));
  return {
    ...(type.success ? { type: type.data } : {}),
    ...(status.success ? { status: status.data } : {}),
    ...(asset.success ? { asset: asset.data } : {}),
  };
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
