import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shownToasts } from '../../../test/toasts';
import { toast } from '.';

// The test setup mounts the app's <Toaster /> before each test.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const shown = () => shownToasts().map((el) => el.textContent);
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const show = (fn: () => unknown) => act(() => void fn());

describe('toasts (react-hot-toast with the spec durations)', () => {
  it.each([
    ['blank', 4000, () => toast('hello')],
    ['error', 4000, () => toast.error('hello')],
    ['custom', 4000, () => toast.custom('hello')],
    ['success', 2000, () => toast.success('hello')],
  ] as const)('a %s toast is dismissed after %i ms', (type, duration, fire) => {
    show(fire);
    expect(shownToasts()[0]?.dataset.type).toBe(type);
    advance(duration - 1);
    expect(shown()).toEqual(['hello']);
    advance(1);
    expect(shown()).toEqual([]);
    // Gone from the DOM once its exit transition is over.
    advance(1000);
    expect(within(screen.getByTestId('toaster')).queryAllByTestId('toast')).toHaveLength(0);
  });

  it('a loading toast stays until dismissed, and can turn into a success in place', () => {
    let id = '';
    show(() => (id = toast.loading('Sending...')));
    advance(60 * 60 * 1000);
    expect(shown()).toEqual(['Sending...']);
    show(() => toast.success('Sent', { id }));
    expect(shown()).toEqual(['Sent']);
    expect(shownToasts()[0]?.dataset.type).toBe('success');
    advance(2000);
    expect(shown()).toEqual([]);
  });

  it('keeps at most 20 toasts, newest first, dropping the oldest', () => {
    show(() => {
      for (let i = 0; i < 25; i++) toast(`toast ${i}`);
    });
    const texts = shown();
    expect(texts).toHaveLength(20);
    expect(texts[0]).toBe('toast 24');
    expect(texts.at(-1)).toBe('toast 5');
  });

  it('announces errors as alerts and everything else as status', () => {
    show(() => toast.error('Failed'));
    show(() => toast.success('Saved'));
    show(() => toast('Note'));
    const roles = shownToasts().map((el) => [el.textContent, el.getAttribute('role'), el.getAttribute('aria-live')]);
    expect(roles).toEqual([
      ['Note', 'status', 'polite'],
      ['Saved', 'status', 'polite'],
      ['Failed', 'alert', 'assertive'],
    ]);
    expect(screen.getByTestId('toaster').getAttribute('aria-live')).toBe('polite');
  });

  it('pauses the clock while hovered and dismisses on the close button', () => {
    show(() => toast.success('Saved'));
    advance(1000);
    fireEvent.mouseEnter(screen.getByTestId('toaster'));
    advance(10_000);
    expect(shown()).toEqual(['Saved']);
    fireEvent.mouseLeave(screen.getByTestId('toaster'));
    advance(999);
    expect(shown()).toEqual(['Saved']);
    advance(1);
    expect(shown()).toEqual([]);

    show(() => toast.error('Failed'));
    fireEvent.click(within(shownToasts()[0]!).getByRole('button', { name: 'Dismiss notification' }));
    expect(shown()).toEqual([]);
  });
});
