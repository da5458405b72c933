import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';

/** A modal whose Start button leads to a form (as Verification Required leads to the KYC form). */
function StartThenForm() {
  const [open, setOpen] = useState(true);
  const form = useRef<HTMLDivElement>(null);
  return (
    <>
      <Modal open={open} onClose={() => setOpen(false)} title="Verification Required" returnFocusTo={form}>
        <button onClick={() => setOpen(false)}>Start</button>
      </Modal>
      <div ref={form}>
        <input aria-label="Full Name" />
        <input aria-label="Phone Number" />
      </div>
    </>
  );
}

/** Radix hands focus on a task after the dialog is gone. */
const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('Modal', () => {
  it('on close, focus goes to the first field of returnFocusTo', async () => {
    render(<StartThenForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await nextTask();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Full Name'));
  });

  it('leaves focus where it is when someone went on to a field before the close finished', async () => {
    render(<StartThenForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Typed ahead: the second field took focus before Radix's task ran.
    screen.getByLabelText('Phone Number').focus();
    await nextTask();
    expect(document.activeElement).toBe(screen.getByLabelText('Phone Number'));
  });

  it('a wide modal is capped at the wide width only (a narrow cap beside it would win)', () => {
    render(
      <Modal open wide onClose={() => undefined} title="User">
        <table />
      </Modal>,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog.className).toContain('sm:max-w-2xl');
    expect(dialog.className).not.toContain('sm:max-w-md');
  });
});
