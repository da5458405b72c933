import type { PaymentRequest, PaymentRequestDirection } from '@app/contract';
import { Inbox, Send } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePaymentRequests } from '../api/get-payment-requests';
import { PayRequestModal } from './pay-request-modal';
import { ReceivedRequestCard } from './received-request-card';
import { RequestStatusCard } from './request-status-card';

/** Requests the user was sent (to pay or decline) and sent (each person's status), live. */
export function RequestsView() {
  const [direction, setDirection] = useState<PaymentRequestDirection>('received');
  const list = usePaymentRequests({ direction });
  const [paying, setPaying] = useState<PaymentRequest | null>(null);
  const [payOpen, setPayOpen] = useState(false);

  let body;
  if (list.isPending) {
    body = (
      <div role="status" aria-label="Loading requests" className="space-y-3">
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    );
  } else if (list.isError && !list.data) {
    body = <LoadError message="We couldn't load your requests." onRetry={() => void list.refetch()} />;
  } else if (!list.data.length) {
    body =
      direction === 'received' ? (
        <EmptyState
          icon={<Inbox className="size-7" aria-hidden />}
          title="No requests for you"
          description="When a friend asks you for your share, it shows up here."
          data-testid="split-requests-empty"
        />
      ) : (
        <EmptyState
          icon={<Send className="size-7" aria-hidden />}
          title="You have not requested anything yet"
          description="Choose “Request shares” on a new split to collect from friends."
          data-testid="split-requests-empty"
        />
      );
  } else {
    body = (
      <div className="space-y-4" data-testid={`split-requests-${direction}`}>
        {list.data.map((r) =>
          direction === 'received' ? (
            <ReceivedRequestCard
              key={r.id}
              request={r}
              onPay={(request) => {
                setPaying(request);
                setPayOpen(true);
              }}
            />
          ) : (
            <RequestStatusCard key={r.id} request={r} />
          ),
        )}
      </div>
    );
  }

  return (
    <div className="space-y-5" data-testid="split-requests">
      <SegmentedControl
        label="Which requests"
        value={direction}
        onChange={setDirection}
        segments={[
          { value: 'received', label: 'Received', testId: 'split-requests-received-tab' },
          { value: 'sent', label: 'Sent', testId: 'split-requests-sent-tab' },
        ]}
      />
      {body}
      <PayRequestModal request={paying} open={payOpen} onClose={() => setPayOpen(false)} />
    </div>
  );
}
