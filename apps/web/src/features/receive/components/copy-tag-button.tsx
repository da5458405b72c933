import { Check, Copy } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useCopyToClipboard } from '../../../lib/use-copy-to-clipboard';

/** 'Copy Tag', then 'Copied!' for 2 s (spec §9). */
export function CopyTagButton({ tag, ...rest }: { tag: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const { copied, copy } = useCopyToClipboard();
  return (
    <Button
      {...rest}
      onClick={async () => {
        if (!(await copy(`@${tag}`))) toast.error('Could not copy. Please copy it by hand.');
      }}
      leftIcon={copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
      data-testid="copy-tag"
      aria-live="polite"
    >
      {copied ? 'Copied!' : 'Copy Tag'}
    </Button>
  );
}
