import { formatMoney, parseAmount, type PaymentRequest, type PaymentRequestItem } from '@app/contract';
import { BellRing, X } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatTime } from '../../../lib/format';
import { useCancelRequest } from '../api/cancel-request';
import { useCancelRequestItem } from '../api/cancel-request-item';
import { useRemindRequestItem } from '../api/remind-request-item';
import { itemLabel, itemTone } from '../lib/request-status';

const units = (amount: string, decimals: number) => {
  const parsed = parseAmount(amount, decimals, { allowZero: true });
  return parsed.ok ? parsed.value : 0n;
};

function PersonRow({ item, asset }: { item: PaymentRequestItem; asset: { symbol: string; decimals: number } }) {
  const remind = useRemindRequestItem();
  const cancel = useCancelRequestItem();
  const waitUntil = item.next_reminder_at ? new Date(item.next_reminder_at) : null;
  return (
    <li
      className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3"
      data-testid="split-request-person"
      data-tag={item.tag}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-all text-slate-900 dark:text-white">@{item.tag}</p>
        <p className="text-sm text-slate-500 tabular-nums dark:text-slate-400">
          {formatMoney(units(item.amount, asset.decimals), asset)}
          {item.status === 'pending' && item.reminded_at && ` · reminded ${item.reminder_count}×`}
        </p>
      </div>
      <Badge tone={itemTone[item.status]} data-testid="split-request-person-status">
        {itemLabel[item.status]}
      </Badge>
      {item.status === 'pending' && (
        <div className="flex w-full gap-2 sm:w-auto">
          <Button
            size="sm"
            variant="outline"
            disabled={Boolean(waitUntil)}
            focusableWhenDisabled
            loading={remind.isPending}
            title={waitUntil ? `You can remind @${item.tag} again at ${formatTime(waitUntil)}` : undefined}
            leftIcon={<BellRing className="size-3.5" aria-hidden />}
            onClick={() =>
              remind.mutate(
                { id: item.id },
                {
                  onSuccess: () => toast.success(`Reminder sent to @${item.tag}`),
                  onError: (e) => toast.error(errorMessage(e, 'The reminder could not be sent.')),
                },
              )
            }
            data-testid="split-request-remind"
          >
            {waitUntil ? `Remind after ${formatTime(waitUntil)}` : 'Remind'}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            loading={cancel.isPending}
            leftIcon={<X className="size-3.5" aria-hidden />}
            onClick={() =>
              cancel.mutate(
                { id: item.id },
                { onError: (e) => toast.error(errorMessage(e, 'The share could not be cancelled.')) },
              )
            }
            data-testid="split-request-cancel-item"
          >
            Cancel
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * A request the user sent, with each person's status (pending, paid, declined, cancelled),
 * reminders and cancelling. The list it comes from is refreshed live as people pay or decline.
 */
export function RequestStatusCard({ request }: { request: PaymentRequest }) {
  const cancelAll = useCancelRequest();
  const asset = { symbol: request.asset_symbol, decimals: request.decimals };
  const total = units(request.total_amount, asset.decimals);
  const collected = units(request.collected_amount, asset.decimals);
  const percent = total > 0n ? Number((collected * 100n) / total) : 0;
  const paid = request.items.filter((i) => i.status === 'paid').length;
  const open = request.items.some((i) => i.status === 'pending');
  return (
    <Card className="p-4 sm:p-5" data-testid="split-request-card" data-request-id={request.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900 dark:text-white">
            {request.note || 'Payment request'}
          </h3>
          <p className="text-xs text-slate-500 dark:text-slate-400">{formatDateTime(request.created_at)}</p>
        </div>
        <p className="text-right text-sm">
          <span
            className="block font-bold text-slate-900 tabular-nums dark:text-white"
            data-testid="split-request-collected"
          >
            {formatMoney(collected, asset)} of {formatMoney(total, asset)}
          </span>
          <span className="text-xs text-slate-500 dark:text-slate-400">
            {paid} of {request.items.length} paid
          </span>
        </p>
      </div>
      <div
        className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
        role="progressbar"
        aria-label="Collected"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] dark:bg-brand-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ul className="mt-2 divide-y divide-slate-100 dark:divide-slate-800" aria-live="polite">
        {request.items.map((item) => (
          <PersonRow key={item.id} item={item} asset={asset} />
        ))}
      </ul>
      {open && (
        <div className="mt-2 flex justify-end">
          <Button
            size="sm"
            variant="ghost"
            loading={cancelAll.isPending}
            onClick={() =>
              cancelAll.mutate(
                { id: request.id },
                {
                  onSuccess: () => toast.success('Request cancelled'),
                  onError: (e) => toast.error(errorMessage(e, 'The request could not be cancelled.')),
                },
              )
            }
            data-testid="split-request-cancel-all"
          >
            Cancel what is still pending
          </Button>
        </div>
      )}
    </Card>
  );
}
