import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFocusAfterPaint, useFocusRescue } from './focus';

function Field({ enabled }: { enabled: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  useFocusAfterPaint(() => ref.current?.focus(), enabled);
  return <input ref={ref} aria-label="Email" />;
}

/** One frame and the task after it. */
const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve, 0), 0)));

describe('useFocusAfterPaint', () => {
  it('focuses once the screen has painted, not while React commits it', async () => {
    render(<Field enabled />);
    const field = screen.getByRole('textbox', { name: 'Email' });
    expect(document.activeElement).not.toBe(field);
    await afterPaint();
    expect(document.activeElement).toBe(field);
  });

  it('leaves focus alone when not enabled', async () => {
    render(<Field enabled={false} />);
    await afterPaint();
    expect(document.activeElement).not.toBe(screen.getByRole('textbox', { name: 'Email' }));
  });

  it('does nothing once unmounted', async () => {
    const focus = vi.fn();
    function Spy() {
      useFocusAfterPaint(focus, true);
      return null;
    }
    render(<Spy />).unmount();
    await afterPaint();
    expect(focus).not.toHaveBeenCalled();
  });
});

/** What replaces the Cancel button; with `refocus` it takes focus itself, as a screen may. */
function StartAgain({ refocus }: { refocus: boolean }) {
  const ref = useRef<HTMLButtonElement>(null);
  useFocusAfterPaint(() => ref.current?.focus(), refocus);
  return <button ref={ref}>Start again</button>;
}

function Page({ refocus = false }: { refocus?: boolean }) {
  useFocusRescue('page');
  const [done, setDone] = useState(false);
  return (
    <main id="page" tabIndex={-1}>
      {done ? <StartAgain refocus={refocus} /> : <button onClick={() => setDone(true)}>Cancel</button>}
    </main>
  );
}

describe('useFocusRescue', () => {
  it('gives the region focus when the focused button goes away, rather than <body>', async () => {
    render(<Page />);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    cancel.focus();
    fireEvent.click(cancel);
    expect(cancel.isConnected).toBe(false);
    await afterPaint();
    expect(document.activeElement).toBe(document.getElementById('page'));
  });

  it('leaves focus where the screen itself put it', async () => {
    render(<Page refocus />);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    cancel.focus();
    fireEvent.click(cancel);
    await afterPaint();
    await afterPaint();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Start again' }));
  });

  it('does nothing when focus was outside the region', async () => {
    render(
      <>
        <Page />
        <button>Outside</button>
      </>,
    );
    const outside = screen.getByRole('button', { name: 'Outside' });
    outside.focus();
    outside.blur();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await afterPaint();
    expect(document.activeElement).toBe(document.body);
  });
});
