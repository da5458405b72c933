interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task, so the browser can paint and take input in between: a long piece of
 * start-up work split in two. `scheduler.yield` where there is one; elsewhere a message to
 * ourselves, which background tabs do not slow down as they do timers.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Resolves once the browser has painted: a frame, then a task. A background tab draws no frames,
 * so it resolves after `maxMs` at the latest.
 */
export function afterPaint(maxMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, maxMs);
    requestAnimationFrame(() => {
      void nextTask().then(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  });
}

/**
 * Runs `work` in a task of its own, after the current one: background work a commit's effects
 * start (a socket, a sync) then does not lengthen the task that runs every effect of a screen
 * just drawn. The returned function cancels it if it has not run yet.
 */
export function inNextTask(work: () => void): () => void {
  let cancelled = false;
  void nextTask().then(() => {
    if (!cancelled) work();
  });
  return () => {
    cancelled = true;
  };
}
