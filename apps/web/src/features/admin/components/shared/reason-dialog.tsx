import { reasonRequest } from '@app/contract';
import { clsx } from 'clsx';
import { useEffect, useId, useRef } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { fieldInputClass, fieldToneClass } from '../../../../components/ui/text-field';
import { useZodForm } from '../../../../lib/forms/use-zod-form';

/**
 * Asks for the reason behind an admin decision (reject KYC or a payout, freeze or unfreeze): the
 * reason goes to the audit log, and to the user where they are told.
 */
export function ReasonDialog({
  open,
  title,
  description,
  confirmLabel,
  tone = 'danger',
  pending,
  onClose,
  onConfirm,
  testId,
}: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  tone?: 'danger' | 'primary';
  pending: boolean;
  onClose: () => void;
  onConfirm: (reason: string, fail: (error: unknown) => void) => void;
  testId: string;
}) {
  const form = useZodForm(reasonRequest, { defaultValues: { reason: '' } });
  const id = useId();
  const error = form.errorFor('reason');
  // The submit is validated asynchronously, so a double click reaches here twice before `pending`
  // disables the button: only the first goes on, until it fails or the dialog closes.
  const confirming = useRef(false);
  const { reset } = form;
  // Closed (cancelled, or done): the next opening, maybe for another item, starts with no reason.
  useEffect(() => {
    if (open) return;
    reset({ reason: '' });
    confirming.current = false;
  }, [open, reset]);
  const submit = form.handleSubmit(({ reason }) => {
    if (confirming.current) return;
    confirming.current = true;
    onConfirm(reason, (e) => {
      confirming.current = false;
      form.showServerError(e, 'That did not work. Please try again.');
    });
  });
  return (
    <Modal open={open} onClose={onClose} title={title} data-testid={testId}>
      <form onSubmit={submit} noValidate className="mt-3 space-y-4">
        <p className="text-sm text-slate-600 dark:text-slate-300">{description}</p>
        {form.serverError && <Alert>{form.serverError}</Alert>}
        <div>
          <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300">
            Reason
          </label>
          <textarea
            id={id}
            rows={3}
            maxLength={500}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={clsx(
              fieldInputClass,
              fieldToneClass[error ? 'invalid' : 'default'],
              'px-3.5 py-2.5 text-[15px]',
            )}
            data-testid={`${testId}-reason`}
            {...form.register('reason')}
          />
          {error && (
            <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600 dark:text-red-400">
              {error}
            </p>
          )}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant={tone}
            loading={pending}
            loadingText="Saving..."
            data-testid={`${testId}-confirm`}
          >
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
