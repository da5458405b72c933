import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFocusAfterPaint } from './focus';

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
