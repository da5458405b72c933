import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_LIMIT, toastDurations } from './toast-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toast store', () => {
  it('uses the spec durations per type', () => {
    expect(toastDurations).toEqual({
      blank: 4000,
      error: 4000,
      success: 2000,
      loading: Number.POSITIVE_INFINITY,
      custom: 4000,
    });
  });

  it('keeps at most 20 toasts, dropping the oldest', () => {
    const store = createToastStore();
    for (let i = 0; i < 25; i++) store.show('blank', `toast ${i}`);
    const toasts = store.getToasts();
    expect(TOAST_LIMIT).toBe(20);
    expect(toasts).toHaveLength(20);
    expect(toasts[0]?.message).toBe('toast 24');
    expect(toasts.at(-1)?.message).toBe('toast 5');
  });

  it('dismisses each type after its duration; loading stays', () => {
    const store = createToastStore();
    store.show('success', 'saved');
    store.show('error', 'failed');
    store.show('blank', 'hello');
    store.show('custom', 'custom');
    store.show('loading', 'working');

    vi.advanceTimersByTime(1999);
    expect(store.getToasts()).toHaveLength(5);
    vi.advanceTimersByTime(1);
    expect(store.getToasts().map((t) => t.type)).not.toContain('success');
    vi.advanceTimersByTime(2000);
    expect(store.getToasts().map((t) => t.type)).toEqual(['loading']);
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(store.getToasts()).toHaveLength(1);
  });

  it('replaces a toast in place when shown again with its id', () => {
    const store = createToastStore();
    const id = store.show('loading', 'Sending...');
    store.show('success', 'Sent', { id });
    expect(store.getToasts()).toHaveLength(1);
    expect(store.getToasts()[0]?.type).toBe('success');
    vi.advanceTimersByTime(2000);
    expect(store.getToasts()).toHaveLength(0);
  });

  it('honours a custom duration and manual dismiss, and notifies subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.show('blank', 'short', { duration: 500 });
    store.show('blank', 'other');
    vi.advanceTimersByTime(500);
    expect(store.getToasts().map((t) => t.id)).not.toContain(id);
    store.dismiss();
    expect(store.getToasts()).toHaveLength(0);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('pauses the clock while hovered', () => {
    let now = 0;
    const store = createToastStore(() => now);
    store.show('success', 'saved');
    vi.advanceTimersByTime(1000);
    now = 1000;
    store.pause();
    vi.advanceTimersByTime(5000);
    now = 6000;
    expect(store.getToasts()).toHaveLength(1);
    store.resume();
    vi.advanceTimersByTime(999);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toHaveLength(0);
  });
});
