import type { Beneficiary, BeneficiaryKind } from '@app/contract';
import { AtSign, Landmark, Wallet, X } from 'lucide-react';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/api-client';
import { useBeneficiaries, useDeleteBeneficiary } from '../../api/beneficiaries';

const icons = { tag: AtSign, wallet: Wallet, bank: Landmark } as const;

const short = (address: string) => (address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address);

/** How a saved recipient reads: the name the user gave it first, then what identifies it. */
export function recipientName(b: Beneficiary): { title: string; detail: string } {
  if (b.kind === 'tag') return { title: b.label ?? `@${b.tag}`, detail: b.label ? `@${b.tag}` : 'Tag' };
  if (b.kind === 'wallet') return { title: b.label ?? short(b.address ?? ''), detail: `${b.chain} address` };
  return {
    title: b.label ?? b.account_name ?? '',
    detail: `${b.bank_name ?? b.bank_code} ••••${(b.account_number ?? '').slice(-4)}`,
  };
}

/**
 * Saved recipients of one kind (most recently used first), offered above the recipient field: a
 * tap fills the form. Nothing shows until the user has saved one.
 */
export function SavedRecipients({
  kind,
  chain,
  onPick,
}: {
  kind: BeneficiaryKind;
  /** Wallet addresses only: the chain of the chosen asset. */
  chain?: string | null;
  onPick: (b: Beneficiary) => void;
}) {
  const saved = useBeneficiaries();
  const remove = useDeleteBeneficiary();
  if (saved.isPending) {
    return (
      <div role="status" aria-label="Loading saved recipients">
        <Skeleton className="mb-2 h-5 w-32" />
        <div className="flex gap-2">
          <Skeleton className="h-12 w-36" />
          <Skeleton className="h-12 w-36" />
        </div>
      </div>
    );
  }
  const list = (saved.data ?? [])
    .filter((b) => b.kind === kind && (kind !== 'wallet' || b.chain === chain))
    .slice(0, 6);
  if (!list.length) return null;
  const Icon = icons[kind];
  return (
    <section aria-labelledby={`saved-${kind}-title`} data-testid="saved-recipients">
      <h3 id={`saved-${kind}-title`} className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">
        Saved recipients
      </h3>
      <ul className="flex flex-wrap gap-2">
        {list.map((b) => {
          const { title, detail } = recipientName(b);
          return (
            <li
              key={b.id}
              className="flex items-stretch overflow-hidden rounded-xl ring-1 ring-slate-200 ring-inset dark:ring-slate-700"
            >
              <button
                type="button"
                onClick={() => onPick(b)}
                className="flex min-w-0 items-center gap-2 px-3 py-1.5 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800"
                data-testid="saved-recipient"
              >
                <Icon className="size-4 shrink-0 text-brand-600 dark:text-brand-300" aria-hidden />
                <span className="min-w-0">
                  <span className="block max-w-44 truncate text-sm font-medium text-slate-900 dark:text-white">
                    {title}
                  </span>
                  <span className="block max-w-44 truncate text-xs text-slate-500 dark:text-slate-400">{detail}</span>
                </span>
              </button>
              <button
                type="button"
                aria-label={`Forget ${title}`}
                onClick={() =>
                  remove.mutate(b.id, {
                    onSuccess: () => toast.success(`${title} removed from saved recipients.`),
                    onError: (e) => toast.error(errorMessage(e, 'Could not remove it. Please try again.')),
                  })
                }
                className="flex items-center border-l border-slate-200 px-2 text-slate-500 hover:bg-slate-50 hover:text-red-600 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 dark:border-slate-700 dark:text-slate-400 dark:hover:bg-slate-800"
                data-testid="forget-recipient"
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
