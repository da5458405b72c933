import type { SendMode } from '@app/contract';
import { AtSign, BadgeCheck, Blocks, Coins, Landmark, Network, ShieldCheck, Wallet, Zap } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card } from '../../../../components/ui/card';
import { DailyLimitNote } from '../../../../components/ui/daily-limit-note';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageHeader } from '../../../../components/ui/page-header';
import { TabPanel, Tabs } from '../../../../components/ui/tabs';
import { Skeleton } from '../../../../components/ui/skeleton';
import { loadingFirstTime } from '../../../../lib/query-client';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useBeneficiaries } from '../../api/beneficiaries';
import { useBalances } from '../../api/get-balances';
import { hasBalance } from '../../lib/allocation';
import { LoadError } from '../../../../components/ui/load-error';
import { BankSendForm } from './bank-send-form';
import { RecentPayouts } from './recent-payouts';
import { TagSendForm } from './tag-send-form';
import { WalletSendForm } from './wallet-send-form';

const tagTips = [
  { icon: AtSign, title: 'Check the @tag', body: 'Tags are unique. Confirm it with the person you are paying.' },
  { icon: Zap, title: 'Arrives instantly', body: 'Tag transfers settle inside the app in seconds, any time.' },
  {
    icon: Coins,
    title: 'Fees up front',
    body: 'You see every fee before you send. What is quoted is what is charged.',
  },
];

const walletTips = [
  {
    icon: Network,
    title: 'Match the network',
    body: "Send only to an address on the asset's own network. Tokens sent to another network can be lost.",
  },
  { icon: Blocks, title: 'Settles on chain', body: 'The transfer is final once the network confirms it.' },
  {
    icon: Coins,
    title: 'Fees up front',
    body: 'The network fee and platform fee are quoted before you send. What is quoted is what is charged.',
  },
];

const bankTips = [
  {
    icon: BadgeCheck,
    title: 'See who you are paying',
    body: "The bank's name for the account shows before you withdraw. Check it matches.",
  },
  {
    icon: Coins,
    title: 'Any asset, paid in naira',
    body: 'Crypto is converted at the rate of the moment, locked when you withdraw, plus a $5 conversion fee.',
  },
  {
    icon: ShieldCheck,
    title: 'Large amounts are checked',
    body: 'Withdrawals of ₦1,000,000 or more are approved by our team first. If a bank returns one, you are refunded in full.',
  },
];

/**
 * Each mode's form as placeholders of its parts' heights (asset, amount, saved recipients, the
 * recipient, the fee line, the security notice, the button), so that nothing below moves when the
 * form arrives: on a phone the tips under it used to jump down by 350 px.
 */
const formParts: Record<SendMode, string[]> = {
  tag: ['h-[90px]', 'h-[104px]', 'h-[76px]', 'h-24', 'h-5', 'h-[92px] lg:h-[72px]', 'h-12'],
  wallet: ['h-[90px]', 'h-[104px]', 'h-28', 'h-5', 'h-[92px] lg:h-[72px]', 'h-12'],
  bank: ['h-[90px]', 'h-[104px]', 'h-[76px]', 'h-[182px]', 'h-5', 'h-[92px] lg:h-[72px]', 'h-12'],
};

function FormSkeleton({ mode }: { mode: SendMode }) {
  return (
    <div role="status" aria-label="Loading your balances" className="space-y-5">
      {formParts[mode].map((height, i) => (
        <Skeleton key={i} className={`w-full ${height}`} />
      ))}
    </div>
  );
}

export function SendPage() {
  useDocumentTitle('Send Funds');
  const [search] = useSearchParams();
  const requested = search.get('mode');
  const [mode, setMode] = useState<SendMode>(requested === 'wallet' || requested === 'bank' ? requested : 'tag');
  const balances = useBalances();
  // The form comes with its saved recipients, so they do not push its fields down after it.
  const saved = useBeneficiaries();
  const list = balances.data ?? [];
  // Wallet mode sends on chain: only assets that live on a chain (not NGN).
  const options = mode === 'wallet' ? list.filter((b) => b.chain) : list;
  const wanted = search.get('asset');
  const initial = options.find((b) => b.token_symbol === wanted) ?? options.find(hasBalance) ?? options[0];

  let panel;
  if (balances.isPending || loadingFirstTime(saved)) panel = <FormSkeleton mode={mode} />;
  else if (balances.isError && !balances.data)
    panel = <LoadError message="We couldn't load your balances." onRetry={() => void balances.refetch()} />;
  else if (!initial)
    panel = (
      <EmptyState icon={<Wallet className="size-7" aria-hidden />} title="No assets to send" data-testid="send-empty" />
    );
  else if (mode === 'wallet')
    panel = <WalletSendForm key={`wallet-${initial.id}`} balances={options} initialBalanceId={initial.id} />;
  else if (mode === 'bank')
    panel = <BankSendForm key={`bank-${initial.id}`} balances={options} initialBalanceId={initial.id} />;
  else panel = <TagSendForm key={initial.id} balances={options} initialBalanceId={initial.id} />;
  const tips = mode === 'wallet' ? walletTips : mode === 'bank' ? bankTips : tagTips;

  return (
    <div data-testid="send-page">
      <PageHeader title="Send Funds" description="Send to a wallet, an @tag or a Nigerian bank account." />
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <Card className="p-4 sm:p-6 lg:col-span-3">
          <Tabs<SendMode>
            label="Send method"
            value={mode}
            onValueChange={setMode}
            listClassName="mb-6"
            items={[
              { value: 'wallet', label: 'Wallet', icon: Wallet, testId: 'send-mode-wallet' },
              { value: 'tag', label: 'Tag', icon: AtSign, testId: 'send-mode-tag' },
              { value: 'bank', label: 'Bank', icon: Landmark, testId: 'send-mode-bank' },
            ]}
          >
            <TabPanel value={mode}>
              <DailyLimitNote className="mb-5" />
              {panel}
            </TabPanel>
          </Tabs>
        </Card>
        <aside aria-label="Sending tips" className="space-y-3 lg:col-span-2">
          {tips.map(({ icon: Icon, title, body }) => (
            <Card key={title} className="flex gap-3 p-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-500/10 dark:text-brand-300">
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <p className="font-semibold text-slate-900 dark:text-white">{title}</p>
                <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">{body}</p>
              </div>
            </Card>
          ))}
          {mode === 'bank' && <RecentPayouts />}
        </aside>
      </div>
    </div>
  );
}
