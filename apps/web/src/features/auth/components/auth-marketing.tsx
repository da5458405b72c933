import { Banknote, Network, ShieldCheck, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Logo } from '../../../components/ui/logo';
import { brand } from '../../../lib/brand';

export const authFeatures: { icon: ReactNode; title: string; body: string }[] = [
  {
    icon: <ShieldCheck className="size-5" aria-hidden />,
    title: 'Bank-grade security',
    body: 'Encrypted sessions, identity checks and round-the-clock monitoring protect every naira.',
  },
  {
    icon: <Zap className="size-5" aria-hidden />,
    title: 'Instant transfers',
    body: 'Pay anyone by @tag, wallet address or QR code in seconds, any time of day.',
  },
  {
    icon: <Network className="size-5" aria-hidden />,
    title: 'Multi-chain support',
    body: 'ETH, USDC and STRK across Ethereum, Starknet, Base and Core in one wallet.',
  },
  {
    icon: <Banknote className="size-5" aria-hidden />,
    title: 'Instant conversion to NGN',
    body: 'Turn crypto into Naira at live rates and cash out straight to your bank.',
  },
];

function BalancePreview() {
  return (
    <div
      aria-hidden
      className="relative mx-auto w-full max-w-sm rotate-[-2deg] rounded-3xl bg-white/10 p-6 shadow-2xl ring-1 ring-white/20 backdrop-blur"
    >
      <div className="flex items-center justify-between text-sm text-brand-100/80">
        <span>Total balance</span>
        <span className="rounded-full bg-white/15 px-2.5 py-0.5 text-xs font-medium text-white">NGN</span>
      </div>
      <p className="mt-2 text-3xl font-bold tracking-tight text-white">₦2,450,800.00</p>
      <div className="mt-5 grid grid-cols-3 gap-2 text-xs">
        {[
          ['ETH', '+2.4%'],
          ['USDC', '+0.0%'],
          ['STRK', '+5.1%'],
        ].map(([symbol, change]) => (
          <div key={symbol} className="rounded-xl bg-white/10 px-3 py-2">
            <p className="font-semibold text-white">{symbol}</p>
            <p className="text-brand-200">{change}</p>
          </div>
        ))}
      </div>
    </div>
  );
}

/** The brand side of the sign-in page, shown beside the form on large screens. */
export function AuthMarketing() {
  return (
    <aside
      data-testid="auth-marketing"
      className="relative hidden overflow-hidden bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 px-12 py-10 text-white lg:flex lg:flex-col xl:px-16"
    >
      <div
        className="pointer-events-none absolute -top-32 -right-32 size-96 rounded-full bg-brand-400/20 blur-3xl"
        aria-hidden
      />
      <div
        className="pointer-events-none absolute -bottom-40 -left-24 size-96 rounded-full bg-teal-300/10 blur-3xl"
        aria-hidden
      />
      <Logo inverted />
      <div className="relative my-auto py-10">
        <p className="text-sm font-semibold tracking-wider text-brand-200 uppercase">{brand.tagline}</p>
        <h2 className="mt-3 max-w-lg text-4xl leading-tight font-bold tracking-tight xl:text-[2.75rem]">
          Crypto and Naira, one smart wallet.
        </h2>
        <p className="mt-4 max-w-md text-base text-brand-100/80">
          Hold digital assets, pay friends by @tag and cash out to your Nigerian bank account in seconds.
        </p>
        <ul className="mt-10 grid max-w-xl gap-5 xl:grid-cols-2">
          {authFeatures.map((feature) => (
            <li key={feature.title} className="flex gap-3.5">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/10 text-brand-200 ring-1 ring-white/15">
                {feature.icon}
              </span>
              <div>
                <p className="font-semibold">{feature.title}</p>
                <p className="mt-0.5 text-sm text-brand-100/70">{feature.body}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-12 hidden xl:block">
          <BalancePreview />
        </div>
      </div>
      <p className="relative text-xs text-brand-200/70">
        © {new Date().getFullYear()} {brand.name}. Built for Nigeria.
      </p>
    </aside>
  );
}
