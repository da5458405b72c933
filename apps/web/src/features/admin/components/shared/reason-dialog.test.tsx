import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReasonDialog } from './reason-dialog';

function dialog(props: { open: boolean; onConfirm: (reason: string, fail: (e: unknown) => void) => void }) {
  return (
    <ReasonDialog
      title="Freeze @ada?"
      description="Payments out are refused."
      confirmLabel="Freeze account"
      pending={false}
      onClose={() => {}}
      testId="freeze-dialog"
      {...props}
    />
  );
}

describe('reason dialog', () => {
  it('confirms once on a double click, before the pending state has disabled the button', async () => {
    const onConfirm = vi.fn();
    render(dialog({ open: true, onConfirm }));
    fireEvent.change(screen.getByTestId('freeze-dialog-reason'), { target: { value: 'Fraud report' } });
    fireEvent.click(screen.getByTestId('freeze-dialog-confirm'));
    fireEvent.click(screen.getByTestId('freeze-dialog-confirm'));
    await waitFor(() => expect(onConfirm).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm.mock.calls[0]![0]).toBe('Fraud report');
  });

  it('can confirm again after a failure, and opens empty for the next item once closed', async () => {
    const onConfirm = vi.fn((_reason: string, fail: (e: unknown) => void) => fail(new Error('offline')));
    const { rerender } = render(dialog({ open: true, onConfirm }));
    fireEvent.change(screen.getByTestId('freeze-dialog-reason'), { target: { value: 'Fraud report' } });
    fireEvent.click(screen.getByTestId('freeze-dialog-confirm'));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByTestId('freeze-dialog-confirm'));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(2));

    rerender(dialog({ open: false, onConfirm }));
    rerender(dialog({ open: true, onConfirm }));
    expect(screen.getByTestId<HTMLTextAreaElement>('freeze-dialog-reason').value).toBe('');
  });
});
