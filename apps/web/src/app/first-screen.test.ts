import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenReady } from './first-screen';

type Listener = (state: { initialized: boolean }) => void;

/** The two parts of a router `firstScreenReady` reads: its state, and news of it. */
function fakeRouter(initialized: boolean) {
  const listeners = new Set<Listener>();
  const router = {
    state: { initialized },
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const initialize = () => {
    router.state = { initialized: true };
    listeners.forEach((l) => l(router.state));
  };
  return { router: router as unknown as Parameters<typeof firstScreenReady>[0], initialize, listeners };
}

function settledFlag(promise: Promise<unknown>) {
  const flag = { done: false };
  void promise.then(() => (flag.done = true));
  return flag;
}

afterEach(() => vi.useRealTimers());

describe('firstScreenReady', () => {
  it("waits for the prefetched data and the router's first routes, whichever comes last", async () => {
    vi.useFakeTimers();
    const { router, initialize, listeners } = fakeRouter(false);
    let arrive!: () => void;
    const prefetched = new Promise<void>((resolve) => (arrive = resolve));
    const ready = settledFlag(firstScreenReady(router, prefetched, 1_000));

    arrive();
    await vi.advanceTimersByTimeAsync(10);
    expect(ready.done).toBe(false);

    initialize();
    await vi.advanceTimersByTimeAsync(0);
    expect(ready.done).toBe(true);
    expect(listeners.size).toBe(0);
  });

  it('renders anyway once the wait is over: a slow answer gets its skeleton', async () => {
    vi.useFakeTimers();
    const { router } = fakeRouter(true);
    const ready = settledFlag(firstScreenReady(router, new Promise<void>(() => {}), 250));
    await vi.advanceTimersByTimeAsync(249);
    expect(ready.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ready.done).toBe(true);
  });

  it("waits for the router's first routes however long they take: a render before would miss them", async () => {
    vi.useFakeTimers();
    const { router, initialize } = fakeRouter(false);
    const ready = settledFlag(firstScreenReady(router, Promise.resolve(), 250));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ready.done).toBe(false);
    initialize();
    await vi.advanceTimersByTimeAsync(0);
    expect(ready.done).toBe(true);
  });

  it('does not wait when everything is already there', async () => {
    vi.useFakeTimers();
    const { router } = fakeRouter(true);
    const ready = settledFlag(firstScreenReady(router, Promise.resolve(), 250));
    await vi.advanceTimersByTimeAsync(0);
    expect(ready.done).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
