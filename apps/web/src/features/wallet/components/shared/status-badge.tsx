import { clsx } from 'clsx';
import { statusLabel, statusTone, statusToneClasses } from '../../lib/transaction-meta';

export function StatusBadge({ status }: { status: string }) {
  const tone = statusTone(status);
  return (
    <span
      data-testid="status-badge"
      data-tone={tone}
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        statusToneClasses[tone],
      )}
    >
      <span className="size-1.5 rounded-full bg-current" aria-hidden />
      {statusLabel(status)}
    </span>
  );
}
