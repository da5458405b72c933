import { SPLIT_MAX_RECIPIENTS, type SplitFormValues, type SplitMethod } from '@app/contract';
import { Plus } from 'lucide-react';
import type { UseFieldArrayReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import type { ZodForm } from '../../../lib/forms/use-zod-form';
import { equalPercent, type SplitPreview } from '../lib/split-preview';
import type { TagCheck } from '../lib/use-tag-checks';
import { RecipientRow } from './recipient-row';
import { SplitSummary } from './split-summary';

const emptyRow = { tag: '', percentage: '', amount: '' };

/** Step 3: the recipient rows (two to start, remove only above two), Add Recipient and the totals line. */
export function RecipientsSection({
  form,
  rows,
  method,
  preview,
  checks,
  money,
  symbol,
}: {
  form: ZodForm<SplitFormValues, SplitFormValues>;
  rows: UseFieldArrayReturn<SplitFormValues, 'recipients'>;
  method: SplitMethod;
  preview: SplitPreview;
  checks: TagCheck[];
  money: (units: bigint) => string;
  symbol: string;
}) {
  /** The removed row's button goes with it: focus moves to the tag of the row now in its place. */
  function removeRow(index: number) {
    const next = Math.min(index, rows.fields.length - 2);
    rows.remove(index);
    setTimeout(() => form.setFocus(`recipients.${next}.tag`));
  }

  return (
    <section aria-labelledby="split-recipients-title" className="space-y-4">
      <h2 id="split-recipients-title" className="text-base font-semibold text-slate-900 dark:text-white">
        3. Recipients
      </h2>
      <ul className="space-y-3" data-testid="split-recipients">
        {rows.fields.map((row, i) => (
          <RecipientRow
            key={row.id}
            form={form}
            index={i}
            method={method}
            share={preview.amounts[i] != null ? money(preview.amounts[i]!) : null}
            percent={method === 'equal' ? equalPercent(rows.fields.length) : null}
            symbol={symbol}
            check={checks[i] ?? { status: 'empty' }}
            onRemove={rows.fields.length > 2 ? () => removeRow(i) : null}
          />
        ))}
      </ul>
      {rows.fields.length < SPLIT_MAX_RECIPIENTS && (
        <Button
          variant="outline"
          onClick={() => rows.append(emptyRow, { focusName: `recipients.${rows.fields.length}.tag` })}
          leftIcon={<Plus className="size-4" aria-hidden />}
          data-testid="split-add-recipient"
        >
          Add Recipient
        </Button>
      )}
      <SplitSummary method={method} preview={preview} money={money} />
    </section>
  );
}
