import { ShieldCheck } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { ChangePasswordSection } from './change-password-section';
import { DevicesSection } from './devices-section';
import { TwoFactorSection } from './two-factor-section';

const tips = [
  'Use a unique password you don’t use anywhere else.',
  'Turn on two-factor authentication.',
  'Never share your password or codes, not even with our support team.',
  'Sign out of devices you no longer use.',
];

export function SecurityTab() {
  return (
    <div className="space-y-4" data-testid="security-tab">
      <TwoFactorSection />
      <ChangePasswordSection />
      <DevicesSection />
      <Card className="p-5 sm:p-6">
        <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white">
          <ShieldCheck className="size-5 text-brand-600 dark:text-brand-400" aria-hidden />
          Security tips
        </h2>
        <ul className="mt-3 space-y-2 text-sm text-slate-600 dark:text-slate-300">
          {tips.map((tip) => (
            <li key={tip} className="flex gap-2">
              <span className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" aria-hidden />
              {tip}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
