import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCurrentUser } from '../../../lib/session';
import { useMyKyc } from '../api/get-my-kyc';
import { KycForm } from './kyc-form';
import { PendingCard, RejectedCard, VerifiedCard } from './kyc-status-cards';
import { VerificationRequiredModal } from './verification-required-modal';

/** The whole verification flow by status (spec KYC): used by /kyc and the Settings Verification tab. */
export function KycVerification() {
  const user = useCurrentUser();
  const kyc = useMyKyc();
  const [modalOpen, setModalOpen] = useState(true);
  const [resubmitting, setResubmitting] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);
  // The server's answer wins; the session's copy covers the first paint.
  const status = kyc.data?.kyc_status ?? user.kyc_status;
  const queryClient = useQueryClient();
  const serverStatus = kyc.data?.kyc_status;
  // A decision seen here refreshes the session's user, so the KYC guard lets them through.
  useEffect(() => {
    if (serverStatus && serverStatus !== user.kyc_status) {
      void queryClient.invalidateQueries({ queryKey: ['users', 'profile'] });
    }
  }, [serverStatus, user.kyc_status, queryClient]);

  if (status === 'verified') return <VerifiedCard />;
  if (status === 'pending') return <PendingCard />;
  if (kyc.isPending) {
    return (
      <Card className="space-y-4 p-8" data-testid="kyc-loading">
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </Card>
    );
  }
  if (status === 'rejected' && !resubmitting) {
    return <RejectedCard reason={kyc.data?.rejection_reason ?? null} onResubmit={() => setResubmitting(true)} />;
  }
  const last = kyc.data?.submission;
  return (
    <>
      <VerificationRequiredModal
        open={status === 'none' && modalOpen}
        onStart={() => setModalOpen(false)}
        returnFocusTo={formRef}
      />
      <div ref={formRef}>
        <KycForm
          initial={
            last
              ? {
                  full_name: last.full_name,
                  phone_number: last.phone_number.replace(/^\+234/, '0'),
                  bank_name: last.bank_name,
                  account_number: last.account_number,
                }
              : undefined
          }
        />
      </div>
    </>
  );
}
