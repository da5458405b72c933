import type { AdminUserDetail } from '@app/contract';
import { BadgeCheck, BadgeX, Snowflake, Sun } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { Modal } from '../../../../components/ui/modal';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/api-client';
import { formatDateTime, formatToken, formatUsd } from '../../../../lib/format';
import { useUser } from '../../api/get-user';
import { useUserAction, type UserAction } from '../../api/user-actions';
import { kycLabels } from '../../lib/labels';
import { AdminTransactions } from '../shared/admin-transactions';
import { Badge } from '../shared/badge';
import { ReasonDialog } from '../shared/reason-dialog';
import { KycReview } from './kyc-review';
import { TierSection } from './tier-section';

function Block({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <section className="mt-6" data-testid={testId}>
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{title}</h3>
      {children}
    </section>
  );
}

type Asking = Exclude<UserAction['kind'], 'approve-kyc'> | null;

const done: Record<UserAction['kind'], string> = {
  'approve-kyc': 'KYC approved.',
  'reject-kyc': 'KYC rejected.',
  freeze: 'Account frozen.',
  unfreeze: 'Account unfrozen.',
};

function Details({ d }: { d: AdminUserDetail }) {
  const action = useUserAction();
  const [asking, setAsking] = useState<Asking>(null);
  const { user } = d;
  const kyc = kycLabels[user.kyc_status];
  const run = (
    next: UserAction,
    fail: (error: unknown) => void = (e) => toast.error(errorMessage(e, 'That did not work.')),
  ) =>
    action.mutate(next, {
      onSuccess: () => {
        setAsking(null);
        if (next.kind === 'reject-kyc') toast.error(done[next.kind]);
        else toast.success(done[next.kind]);
      },
      onError: fail,
    });

  return (
    <>
      <div className="mt-2 space-y-1">
        <p className="text-sm break-all text-slate-600 dark:text-slate-300">{user.email}</p>
        <div className="flex flex-wrap gap-1.5">
          <Badge tone={kyc.tone} testId="user-detail-kyc">
            {kyc.label}
          </Badge>
          {user.role === 'admin' && <Badge tone="gray">Admin</Badge>}
          {user.frozen && (
            <Badge tone="sky" testId="user-detail-frozen">
              <Snowflake className="size-3" aria-hidden /> Frozen
            </Badge>
          )}
        </div>
        {user.frozen && (
          <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="user-detail-frozen-reason">
            Frozen by @{user.frozen_by} on {formatDateTime(user.frozen_at!)}: {user.frozen_reason}
          </p>
        )}
        <p className="text-xs text-slate-500 dark:text-slate-400">
          Joined {formatDateTime(user.created_at)} · Last login{' '}
          {user.last_login ? formatDateTime(user.last_login) : 'never'}
        </p>
      </div>

      <div className="mt-4 flex flex-wrap gap-2">
        {user.kyc_status === 'pending' && (
          <>
            <Button
              leftIcon={<BadgeCheck className="size-4" aria-hidden />}
              loading={action.isPending && action.variables?.kind === 'approve-kyc'}
              loadingText="Approving..."
              onClick={() => run({ kind: 'approve-kyc', userId: user.id })}
              data-testid="approve-kyc"
            >
              Approve KYC
            </Button>
            <Button
              variant="danger"
              leftIcon={<BadgeX className="size-4" aria-hidden />}
              onClick={() => setAsking('reject-kyc')}
              data-testid="reject-kyc"
            >
              Reject KYC
            </Button>
          </>
        )}
        {user.role !== 'admin' &&
          (user.frozen ? (
            <Button
              variant="outline"
              leftIcon={<Sun className="size-4" aria-hidden />}
              onClick={() => setAsking('unfreeze')}
              data-testid="unfreeze-user"
            >
              Unfreeze account
            </Button>
          ) : (
            <Button
              variant="outline"
              leftIcon={<Snowflake className="size-4" aria-hidden />}
              onClick={() => setAsking('freeze')}
              data-testid="freeze-user"
            >
              Freeze account
            </Button>
          ))}
      </div>

      <Block title="Tier and limits" testId="user-detail-limits">
        <TierSection userId={user.id} tag={user.tag} />
      </Block>

      <Block title="Identity verification" testId="user-detail-kyc-section">
        {d.kyc ? (
          <KycReview kyc={d.kyc} />
        ) : (
          <p className="text-sm text-slate-500 dark:text-slate-400">No submission yet.</p>
        )}
      </Block>

      <Block title={`Balances · ${formatUsd(d.total_usd)}`} testId="user-detail-balances">
        <ul className="grid gap-2 sm:grid-cols-2">
          {d.balances.map((b) => (
            <li
              key={b.id}
              className="flex items-center justify-between gap-2 rounded-xl bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/50"
            >
              <span className="font-medium text-slate-700 dark:text-slate-200">{b.token_symbol}</span>
              <span className="text-right tabular-nums text-slate-900 dark:text-white">
                {formatToken(b.amount, b.token_symbol, 6)}
                <span className="block text-xs text-slate-500 dark:text-slate-400">{formatUsd(b.usd_value)}</span>
              </span>
            </li>
          ))}
        </ul>
      </Block>

      <Block title="Recent transactions" testId="user-detail-transactions">
        {d.transactions.length ? (
          <AdminTransactions rows={d.transactions} showUser={false} />
        ) : (
          <p className="text-sm text-slate-500 dark:text-slate-400">No transactions yet.</p>
        )}
      </Block>

      <Block title="Sessions" testId="user-detail-sessions">
        {d.sessions.length ? (
          <ul className="space-y-2 text-sm">
            {d.sessions.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-slate-700 dark:text-slate-200">
                  {s.browser} on {s.os}
                  {s.ip && <span className="text-slate-500 dark:text-slate-400"> · {s.ip}</span>}
                </span>
                <span className="flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
                  {formatDateTime(s.last_seen_at)}
                  <Badge tone={s.active ? 'green' : 'gray'}>{s.active ? 'active' : 'ended'}</Badge>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500 dark:text-slate-400">Never signed in.</p>
        )}
      </Block>

      <ReasonDialog
        open={asking === 'reject-kyc'}
        title="Reject KYC"
        description={`@${user.tag} will see this reason and can submit again.`}
        confirmLabel="Reject KYC"
        pending={action.isPending}
        onClose={() => setAsking(null)}
        onConfirm={(reason, fail) => run({ kind: 'reject-kyc', userId: user.id, reason }, fail)}
        testId="reject-kyc-dialog"
      />
      <ReasonDialog
        open={asking === 'freeze'}
        title={`Freeze @${user.tag}?`}
        description="They can still sign in and see their money, and money can still come in, but every payment out is refused until you unfreeze the account."
        confirmLabel="Freeze account"
        pending={action.isPending}
        onClose={() => setAsking(null)}
        onConfirm={(reason, fail) => run({ kind: 'freeze', userId: user.id, reason }, fail)}
        testId="freeze-dialog"
      />
      <ReasonDialog
        open={asking === 'unfreeze'}
        title={`Unfreeze @${user.tag}?`}
        description="Payments out are allowed again at once."
        confirmLabel="Unfreeze account"
        tone="primary"
        pending={action.isPending}
        onClose={() => setAsking(null)}
        onConfirm={(reason, fail) => run({ kind: 'unfreeze', userId: user.id, reason }, fail)}
        testId="unfreeze-dialog"
      />
    </>
  );
}

/** Everything about one user (spec: Admin Users, detail modal), with the KYC and freeze decisions. */
export function UserDetailModal({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const user = useUser(userId);
  return (
    <Modal
      open={userId !== null}
      onClose={onClose}
      title={user.data ? `@${user.data.user.tag}` : 'User'}
      wide
      data-testid="user-detail"
    >
      {user.isPending ? (
        <div role="status" aria-label="Loading the user" className="mt-4 space-y-3">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : user.isError || !user.data ? (
        <LoadError className="mt-4" message="We couldn't load this user." onRetry={() => void user.refetch()} />
      ) : (
        <Details d={user.data} />
      )}
    </Modal>
  );
}
