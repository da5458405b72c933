export interface BackoffOptions {
  baseMs?: number;
  capMs?: number;
  /** Source of randomness in [0, 1); injectable for tests. */
  random?: () => number;
}

export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_CAP_MS = 30_000;

/**
 * Delay before reconnect attempt `attempt` (0-based): exponential growth capped at `capMs`,
 * with "equal jitter" (half fixed, half random) so a server restart is not met by every
 * client reconnecting in the same millisecond, while no delay collapses to zero.
 */
export function reconnectDelay(attempt: number, options: BackoffOptions = {}): number {
  const { baseMs = RECONNECT_BASE_MS, capMs = RECONNECT_CAP_MS, random = Math.random } = options;
  const exp = Math.min(capMs, baseMs * 2 ** Math.max(0, Math.min(attempt, 30)));
  const half = exp / 2;
  return Math.round(half + random() * half);
}
