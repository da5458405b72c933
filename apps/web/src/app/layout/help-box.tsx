import { LifeBuoy } from 'lucide-react';
import { brand } from '../../lib/brand';

export function HelpBox() {
  return (
    <div
      data-testid="help-box"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 p-4 text-white shadow-card"
    >
      <div className="pointer-events-none absolute -top-8 -right-8 size-24 rounded-full bg-white/10" aria-hidden />
      <LifeBuoy className="size-6 text-brand-200" aria-hidden />
      <p className="mt-2 font-semibold">Need Help?</p>
      <p className="mt-0.5 text-sm text-brand-100/90">Contact our support team for assistance</p>
      <a
        href={`mailto:${brand.supportEmail}`}
        className="mt-3 inline-flex rounded-lg bg-white/15 px-3 py-1.5 text-xs font-semibold ring-1 ring-white/20 transition-colors hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white"
      >
        Contact support
      </a>
    </div>
  );
}
