import { clsx } from 'clsx';
import { Eye, EyeOff } from 'lucide-react';

export function VisibilityToggle({
  visible,
  onToggle,
  className,
}: {
  visible: boolean;
  onToggle: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={visible ? 'Hide balance' : 'Show balance'}
      aria-pressed={!visible}
      data-testid="balance-toggle"
      className={clsx(
        'flex size-9 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2',
        className,
      )}
    >
      {visible ? <EyeOff className="size-4.5" aria-hidden /> : <Eye className="size-4.5" aria-hidden />}
    </button>
  );
}
