import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { focusFirstIn, focusIsLost, useOpenerFocus } from '../../lib/focus';

/**
 * A dialog over a dimmed page (a bottom sheet on phones), on Radix Dialog: focus is trapped
 * inside, the page behind is inert to assistive tech, Esc / the close button / a click outside
 * call `onClose`, and focus returns to the control that opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  className,
  wide = false,
  returnFocusTo,
  'data-testid': testId,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  className?: string;
  /** Wider on larger screens (sm:max-w-2xl instead of sm:max-w-md), for tables and charts. */
  wide?: boolean;
  /**
   * Where focus goes on close, instead of the opener: the first field inside this element.
   * Use it when closing leads somewhere (e.g. 'Start Verification' to the form).
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
  'data-testid'?: string;
}) {
  const opener = useOpenerFocus();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 flex animate-fade-in items-end justify-center overflow-y-auto bg-slate-950/50 backdrop-blur-[2px] sm:items-center sm:p-4">
          <Dialog.Content
            data-testid={testId}
            aria-describedby={undefined}
            onOpenAutoFocus={opener.remember}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              // Radix moves focus a task after the dialog is gone: whoever already went on to a
              // field (typing fast, or autofill) keeps it.
              if (!focusIsLost()) return;
              const target = returnFocusTo?.current;
              if (target) focusFirstIn(target);
              else opener.restore();
            }}
            className={clsx(
              'relative max-h-[92dvh] w-full overflow-y-auto rounded-t-3xl bg-white p-6 shadow-2xl outline-none sm:rounded-3xl dark:bg-slate-900',
              wide ? 'sm:max-w-2xl' : 'sm:max-w-md',
              className,
            )}
          >
            <Dialog.Close
              aria-label="Close"
              className="absolute top-4 right-4 flex size-9 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
            <Dialog.Title className="pr-10 text-xl font-bold text-slate-900 dark:text-white">{title}</Dialog.Title>
            {children}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
