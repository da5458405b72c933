import { formatNgn, tierNames, TIERS, type Tier } from '@app/contract';
import { Gauge } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { SelectField } from '../../../../components/ui/select-field';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toast } from '../../../../components/ui/toast';
import { useAdminUserLimits, useSetUserTier } from '../../api/user-limits';
import { Badge } from '../shared/badge';
import { ReasonDialog } from '../shared/reason-dialog';

/** Admin → Users → one user: their tier and today's use, and a change of tier with a reason (audited). */
export function TierSection({ userId, tag }: { userId: string; tag: string }) {
  const limits = useAdminUserLimits(userId);
  const setTier = useSetUserTier();
  const [chosen, setChosen] = useState<Tier | null>(null);
  const [asking, setAsking] = useState(false);

  if (limits.isPending) return <Skeleton className="h-20 w-full" />;
  if (!limits.data)
    return <LoadError message="We couldn't load this user's limits." onRetry={() => void limits.refetch()} />;
  const l = limits.data;
  const target = chosen ?? l.tier;

  return (
    <div className="space-y-3" data-testid="user-detail-tier">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
        <Gauge className="size-4 text-brand-600 dark:text-brand-300" aria-hidden />
        <span className="font-semibold" data-testid="user-detail-tier-value">
          Tier {l.tier} · {l.tier_name}
        </span>
        <Badge tone={l.tier_source === 'admin' ? 'sky' : 'gray'}>
          {l.tier_source === 'admin' ? 'set by admin' : 'from KYC'}
        </Badge>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {formatNgn(l.daily_limit)} a day · cap {l.balance_cap ? formatNgn(l.balance_cap) : 'none'} · sent today{' '}
        {formatNgn(l.used_today)}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label="New tier"
          className="min-w-48"
          value={String(target)}
          onChange={(e) => setChosen(Number(e.target.value) as Tier)}
          options={TIERS.map((t) => ({ value: String(t), label: `Tier ${t} · ${tierNames[t]}` }))}
          data-testid="tier-select"
        />
        <Button
          variant="outline"
          disabled={target === l.tier}
          onClick={() => setAsking(true)}
          data-testid="change-tier"
        >
          Change tier
        </Button>
      </div>
      <ReasonDialog
        open={asking}
        title={`Move @${tag} to tier ${target}?`}
        description={`Tier ${target} (${tierNames[target]}) is set by hand from now on and no longer follows their KYC. The reason goes to the audit log.`}
        confirmLabel="Change tier"
        tone="primary"
        pending={setTier.isPending}
        onClose={() => setAsking(false)}
        onConfirm={(reason, fail) =>
          setTier.mutate(
            { userId, tier: target, reason },
            {
              onSuccess: () => {
                setAsking(false);
                setChosen(null);
                toast.success(`@${tag} is now tier ${target}.`);
              },
              onError: fail,
            },
          )
        }
        testId="tier-dialog"
      />
    </div>
  );
}
