import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint, inNextTask, nextTask } from './next-task';

afterEach(() => vi.unstubAllGlobals());

describe('nextTask', () => {
  it('resolves after the work already queued in this task, microtasks and all', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    queueMicrotask(() => void Promise.resolve().then(() => order.push('chained microtask')));
    await done;
    expect(order).toEqual(['microtask', 'chained microtask', 'next task']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledOnce();
  });
});

describe('afterPaint', () => {
  it('resolves in a task after the next frame, not before it', async () => {
    let frame: FrameRequestCallback | undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frame = callback;
      return 1;
    });
    let painted = false;
    const done = afterPaint(10_000).then(() => painted);
    await nextTask();
    await nextTask();
    expect(frame).toBeDefined();
    painted = true;
    frame!(performance.now());
    expect(await done).toBe(true);
  });

  it('resolves after maxMs when no frame comes (a background tab)', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 1);
    const started = performance.now();
    await afterPaint(30);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
  });
});

describe('inNextTask', () => {
  it('runs the work in a later task, not in this one', async () => {
    const work = vi.fn();
    inNextTask(work);
    await Promise.resolve();
    expect(work).not.toHaveBeenCalled();
    await nextTask();
    await nextTask();
    expect(work).toHaveBeenCalledOnce();
  });

  it('does not run work cancelled before its task', async () => {
    const work = vi.fn();
    inNextTask(work)();
    await nextTask();
    await nextTask();
    expect(work).not.toHaveBeenCalled();
  });
});
