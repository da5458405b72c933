import { ShieldCheck } from 'lucide-react';
import { brand } from '../../../lib/brand';

const points = [
  'Only accept payments from people and sources you trust.',
  'Check that the sender uses the same network as the address you share.',
  `Something not right? Contact our support team at ${brand.supportEmail}.`,
  'Large deposits may need extra verification before you can use them.',
];

export function SecurityFirst() {
  return (
    <section
      data-testid="security-first"
      aria-labelledby="security-first-title"
      className="rounded-2xl bg-brand-50/70 p-4 text-sm ring-1 ring-brand-100 ring-inset sm:p-5 dark:bg-brand-500/10 dark:ring-brand-500/20"
    >
      <h2 id="security-first-title" className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
        <ShieldCheck className="size-5 text-brand-600 dark:text-brand-300" aria-hidden />
        Security First
      </h2>
      <ul className="mt-3 space-y-2 text-slate-600 dark:text-slate-300">
        {points.map((point) => (
          <li key={point} className="flex gap-2">
            <span className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" aria-hidden />
            <span className="min-w-0 break-words">{point}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
