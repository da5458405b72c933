import { LifeBuoy } from 'lucide-react';
import { brand } from '../../lib/brand';

/** The side menu's support card; kept short so the whole menu fits a 1280×800 screen, even for admins. */
export function HelpBox() {
  return (
    <a
      href={`mailto:${brand.supportEmail}`}
      data-testid="help-box"
      className="group relative flex items-start gap-3 overflow-hidden rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 p-3 text-white shadow-card transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      <span className="pointer-events-none absolute -top-8 -right-8 size-20 rounded-full bg-white/10" aria-hidden />
      <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-white/15" aria-hidden>
        <LifeBuoy className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-semibold group-hover:underline">Need Help?</span>
        <span className="block text-xs text-brand-50">Contact our support team for assistance</span>
      </span>
    </a>
  );
}
