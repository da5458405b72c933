import type { SplitFormValues } from '@app/contract';
import { clsx } from 'clsx';
import { AtSign, CircleAlert, CircleCheck, Trash2 } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import type { ZodForm } from '../../../lib/forms/use-zod-form';
import type { TagCheck } from '../lib/use-tag-checks';

type SplitZodForm = ZodForm<SplitFormValues, SplitFormValues>;

const tagMessages: Record<Exclude<TagCheck['status'], 'empty' | 'found' | 'checking'>, string> = {
  missing: 'No user has this tag',
  self: "That's your own tag",
  invalid: 'Tags are 3-20 letters, numbers or underscores',
  error: "We couldn't check this tag",
};

/** Whether the typed tag is someone: the field's hint, so it is read with the field. */
function TagStatus({ check, id }: { check: TagCheck; id: string }) {
  if (check.status === 'empty') return null;
  let content;
  if (check.status === 'checking') {
    content = (
      <span className="flex items-center gap-1.5 text-slate-500 dark:text-slate-400">
        <Spinner className="size-3.5" label="Checking tag" /> Checking…
      </span>
    );
  } else if (check.status === 'found') {
    content = (
      <span className="flex items-center gap-1.5 text-brand-700 dark:text-brand-400">
        <CircleCheck className="size-3.5" aria-hidden /> @{check.tag}
      </span>
    );
  } else {
    content = (
      <span className="flex items-center gap-1.5 text-red-600 dark:text-red-400">
        <CircleAlert className="size-3.5" aria-hidden /> {tagMessages[check.status]}
      </span>
    );
  }
  return (
    <span className="block" data-testid={id} data-status={check.status}>
      {content}
    </span>
  );
}

/** One recipient: tag (checked as typed), percentage in percentage mode, amount (typed in custom mode). */
export function RecipientRow({
  form,
  index,
  method,
  share,
  percent,
  symbol,
  check,
  onRemove,
}: {
  form: SplitZodForm;
  index: number;
  method: SplitFormValues['method'];
  /** The computed share, formatted; null while it cannot be worked out. */
  share: string | null;
  /** Equal mode: each row's share of 100 %. */
  percent: string | null;
  symbol: string;
  check: TagCheck;
  /** Shown only when there are more than two rows (spec). */
  onRemove: (() => void) | null;
}) {
  const checkId = `split-recipient-check-${index}`;
  return (
    <li
      className={clsx(
        'grid items-start gap-x-3 gap-y-2 rounded-2xl bg-slate-50 p-3 ring-1 ring-slate-900/5 dark:bg-slate-800/40 dark:ring-white/5',
        "grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] [grid-template-areas:'tag_tag_del'_'pct_amt_amt']",
        "sm:grid-cols-[minmax(0,1fr)_6.5rem_9rem_auto] sm:[grid-template-areas:'tag_pct_amt_del']",
      )}
      data-testid="split-recipient"
    >
      <div className="min-w-0 [grid-area:tag]">
        <TextField
          label={`Recipient ${index + 1}`}
          placeholder="username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={21}
          leading={<AtSign className="size-4" aria-hidden />}
          {...form.field(`recipients.${index}.tag`)}
          hint={check.status === 'empty' ? undefined : <TagStatus check={check} id={checkId} />}
          data-testid={`split-recipient-tag-${index}`}
        />
      </div>
      <div className="pt-7 [grid-area:del]">
        {onRemove ? (
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove recipient ${index + 1}`}
            data-testid={`split-recipient-remove-${index}`}
            className="flex size-10 items-center justify-center rounded-xl text-slate-500 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-400 dark:hover:bg-red-500/10"
          >
            <Trash2 className="size-4.5" aria-hidden />
          </button>
        ) : (
          <span className="block size-10" aria-hidden />
        )}
      </div>
      <div className="min-w-0 [grid-area:pct]">
        {method === 'percentage' ? (
          <TextField
            label="Percent"
            inputMode="decimal"
            placeholder="0"
            maxLength={6}
            autoComplete="off"
            {...form.field(`recipients.${index}.percentage`, { normalize: (v) => v.replace(/[^\d.]/g, '') })}
            data-testid={`split-recipient-percent-${index}`}
          />
        ) : (
          <div>
            <p className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">Percent</p>
            <p className="flex h-12 items-center text-sm text-slate-600 tabular-nums dark:text-slate-300">
              {percent ? `${percent}%` : '—'}
            </p>
          </div>
        )}
      </div>
      <div className="min-w-0 [grid-area:amt]">
        {method === 'custom' ? (
          <TextField
            label={`Amount (${symbol})`}
            inputMode="decimal"
            placeholder="0.00"
            autoComplete="off"
            {...form.field(`recipients.${index}.amount`, { normalize: (v) => v.replace(/[^\d.,]/g, '') })}
            data-testid={`split-recipient-amount-${index}`}
          />
        ) : (
          <div>
            <p className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">Amount</p>
            <p
              className="flex h-12 items-center font-semibold wrap-anywhere text-slate-900 tabular-nums dark:text-white"
              data-testid={`split-recipient-share-${index}`}
            >
              {share ?? '—'}
            </p>
          </div>
        )}
      </div>
    </li>
  );
}
