import { formatMoney, parseAmount, type PaymentRequest } from '@app/contract';
import { useRef } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useDeclineRequestItem } from '../api/decline-request-item';
import { itemLabel, itemTone } from '../lib/request-status';

/** A request someone sent the user: their own share, with Pay and Decline while it is pending. */
export function ReceivedRequestCard({
  request,
  onPay,
}: {
  request: PaymentRequest;
  onPay: (r: PaymentRequest) => void;
}) {
  const decline = useDeclineRequestItem();
  const cardRef = useRef<HTMLDivElement>(null);
  const item = request.items[0];
  if (!item) return null;
  const parsed = parseAmount(item.amount, request.decimals);
  const shown = formatMoney(parsed.ok ? parsed.value : 0n, {
    symbol: request.asset_symbol,
    decimals: request.decimals,
  });
  return (
    <Card
      ref={cardRef}
      // Takes focus once Decline (and Pay) go away with the pending status, so it is not left on <body>.
      tabIndex={-1}
      className="p-4 focus-visible:outline-2 focus-visible:outline-brand-500 sm:p-5"
      data-testid="split-received-card"
      data-request-id={request.id}
      data-status={item.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <span className="font-semibold text-slate-900 dark:text-white">@{request.requester_tag}</span> asked you for
          </p>
          <p className="text-xl font-bold text-slate-900 tabular-nums dark:text-white">{shown}</p>
          {request.note && (
            <p className="mt-0.5 text-sm break-words text-slate-600 dark:text-slate-300">{request.note}</p>
          )}
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{formatDateTime(request.created_at)}</p>
        </div>
        <Badge tone={itemTone[item.status]} data-testid="split-received-status">
          {itemLabel[item.status]}
        </Badge>
      </div>
      {item.status === 'pending' && (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => onPay(request)} data-testid="split-received-pay">
            Pay {shown}
          </Button>
          <Button
            variant="outline"
            loading={decline.isPending}
            onClick={() =>
              decline.mutate(
                { id: item.id },
                {
                  onSuccess: () => {
                    cardRef.current?.focus();
                    toast(`You declined @${request.requester_tag}'s request`);
                  },
                  onError: (e) => toast.error(errorMessage(e, 'The request could not be declined.')),
                },
              )
            }
            data-testid="split-received-decline"
          >
            Decline
          </Button>
        </div>
      )}
    </Card>
  );
}
