import pg from 'pg';

export interface Listener {
  close(): Promise<void>;
}

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;

/** Capped exponential backoff with full jitter. */
export const retryDelay = (attempt: number) =>
  Math.round(Math.random() * Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt));

/**
 * A dedicated LISTEN connection that survives PostgreSQL going away: when the connection breaks
 * it is reopened with backoff and LISTENs again, then `onReconnect` runs (notifications sent
 * while it was away are lost, so the caller can tell its clients to refetch). The first connect
 * must succeed; later failures are only reported to `onError` while retrying.
 */
export async function openListener(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect: () => void,
  onError: (error: Error) => void,
): Promise<Listener> {
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  const quoted = `"${channel.replace(/"/g, '')}"`;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 5_000 });
    // While connecting, a failure is the rejected promise; the listeners below take over after.
    const ignore = () => {};
    next.on('error', ignore);
    try {
      await next.connect();
      await next.query(`LISTEN ${quoted}`);
    } catch (error) {
      await next.end().catch(ignore);
      throw error;
    }
    if (closed) {
      await next.end().catch(ignore);
      return;
    }
    let lost = false;
    const onLost = (error?: Error) => {
      if (error) onError(error);
      if (lost) return;
      lost = true;
      if (client === next) client = undefined;
      void next.end().catch(ignore);
      scheduleReconnect();
    };
    next.off('error', ignore);
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', (msg) => {
      if (msg.channel === channel) onMessage(msg.payload ?? '');
    });
    client = next;
  }

  function scheduleReconnect() {
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(async () => {
      try {
        await connect();
        attempt = 0;
        if (!closed) onReconnect();
      } catch (error) {
        onError(error as Error);
        attempt += 1;
        scheduleReconnect();
      }
    }, retryDelay(attempt));
    timer.unref();
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
