import { ShieldAlert } from 'lucide-react';

export function SecurityNotice() {
  return (
    <div
      data-testid="security-notice"
      className="flex gap-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset dark:bg-amber-500/10 dark:text-amber-100 dark:ring-amber-500/20"
    >
      <ShieldAlert className="size-5 shrink-0 text-amber-500" aria-hidden />
      <p>
        <span className="font-semibold">Security notice:</span> transactions are irreversible once confirmed. Check the
        recipient and amount before you send.
      </p>
    </div>
  );
}
