/** See keep-running.mjs. */
export declare function keepRunning(
  command: string,
  args: string[],
  options?: { restartDelayMs?: number; onRestart?: (reason: string) => void },
): { exited: Promise<number>; stop: (signal: NodeJS.Signals) => void };
