import type { LiveEvent } from '@app/contract';
import { toLiveEvent } from '#server-data';
import { reconnectDelay, type BackoffOptions } from './backoff';

const CONNECTING = 0;
const OPEN = 1;

export type LiveStatus = 'connecting' | 'connected' | 'disconnected' | 'ended';

/** Close code the server uses for a missing, invalid or revoked token. */
export const SESSION_ENDED_CODE = 4401;

export interface LiveSocketOptions {
  url: string;
  getToken: () => string | null;
  onEvent: (event: LiveEvent) => void;
  onStatus: (status: LiveStatus) => void;
  /** The server closed with 4401: the session is over, no reconnect. */
  onSessionEnded?: () => void;
  /** Called after every (re)authenticated connection, e.g. to refetch what was missed. */
  onReady?: (reconnected: boolean) => void;
  createSocket?: (url: string) => WebSocket;
  backoff?: BackoffOptions;
}

export interface LiveSocket {
  close: () => void;
}

/** `ws(s)://<host>/api/ws`, following the page's own scheme. */
export function liveSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/ws`;
}

/**
 * One live-updates connection that authenticates with its first message and reconnects with
 * capped exponential backoff and jitter until closed or the server ends the session.
 */
export function openLiveSocket(options: LiveSocketOptions): LiveSocket {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  let socket: WebSocket | null = null;
  let attempt = 0;
  let everReady = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const scheduleReconnect = () => {
    if (stopped) return;
    options.onStatus('disconnected');
    const delay = reconnectDelay(attempt, options.backoff);
    attempt += 1;
    timer = setTimeout(connect, delay);
  };

  function connect() {
    if (stopped) return;
    const token = options.getToken();
    if (!token) {
      stopped = true;
      options.onStatus('ended');
      return;
    }
    options.onStatus('connecting');
    const ws = createSocket(options.url);
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token }));
    ws.onmessage = (message: MessageEvent) => {
      let data: unknown;
      try {
        data = JSON.parse(String(message.data));
      } catch {
        return;
      }
      if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'ready') {
        attempt = 0;
        options.onStatus('connected');
        options.onReady?.(everReady);
        everReady = true;
        return;
      }
      const event = toLiveEvent(data);
      if (event) options.onEvent(event);
    };
    ws.onclose = (event: CloseEvent) => {
      if (socket !== ws) return;
      socket = null;
      if (stopped) return;
      if (event.code === SESSION_ENDED_CODE) {
        stopped = true;
        options.onStatus('ended');
        options.onSessionEnded?.();
        return;
      }
      scheduleReconnect();
    };
    // An error is always followed by close; reconnecting happens there.
    ws.onerror = () => undefined;
  }

  connect();

  return {
    close() {
      stopped = true;
      clearTimeout(timer);
      const ws = socket;
      socket = null;
      if (ws?.readyState === OPEN) ws.close(1000, 'Signed out');
      // Closing mid-handshake makes browsers log an error; let it open, then close it.
      else if (ws?.readyState === CONNECTING) ws.onopen = () => ws.close(1000, 'Signed out');
      options.onStatus('disconnected');
    },
  };
}
