import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../test/fake-websocket';
import { openLiveSocket, type LiveStatus } from './live-socket';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start(token: string | null = 'tok') {
  const statuses: LiveStatus[] = [];
  const events: unknown[] = [];
  const onSessionEnded = vi.fn();
  const onReady = vi.fn();
  const socket = openLiveSocket({
    url: 'ws://test/api/ws',
    getToken: () => token,
    onStatus: (s) => statuses.push(s),
    onEvent: (e) => events.push(e),
    onSessionEnded,
    onReady,
    createSocket: (url) => new FakeWebSocket(url) as unknown as WebSocket,
    backoff: { random: () => 0 },
  });
  return { socket, statuses, events, onSessionEnded, onReady };
}

describe('live socket', () => {
  it('authenticates first, reports connected on ready and forwards valid events only', () => {
    const { statuses, events, onReady } = start();
    const ws = FakeWebSocket.last()!;
    ws.serverOpen();
    expect(JSON.parse(ws.sent[0]!)).toEqual({ type: 'auth', token: 'tok' });
    ws.serverSend({ type: 'ready' });
    expect(statuses.at(-1)).toBe('connected');
    expect(onReady).toHaveBeenCalledWith(false);
    ws.serverSend({ type: 'balance_update', asset: 'ETH' });
    ws.serverSend({ type: 'mystery' });
    expect(events).toEqual([{ type: 'balance_update', asset: 'ETH' }]);
  });

  it('reconnects with growing delays and resets them after a good connection', () => {
    const { statuses, onReady } = start();
    FakeWebSocket.last()!.serverClose(1006);
    expect(statuses.at(-1)).toBe('disconnected');
    vi.advanceTimersByTime(499);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);

    FakeWebSocket.last()!.serverClose(1006);
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(3);

    const ws = FakeWebSocket.last()!;
    ws.serverOpen();
    ws.serverSend({ type: 'ready' });
    expect(onReady).toHaveBeenLastCalledWith(false);
    ws.serverClose(1001);
    vi.advanceTimersByTime(500);
    expect(FakeWebSocket.instances).toHaveLength(4);
    FakeWebSocket.last()!.serverOpen();
    FakeWebSocket.last()!.serverSend({ type: 'ready' });
    expect(onReady).toHaveBeenLastCalledWith(true);
  });

  it('stops for good when the server ends the session (4401)', () => {
    const { statuses, onSessionEnded } = start();
    FakeWebSocket.last()!.serverClose(4401);
    expect(statuses.at(-1)).toBe('ended');
    expect(onSessionEnded).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('closes on sign-out and never reconnects', () => {
    const { socket } = start();
    const ws = FakeWebSocket.last()!;
    ws.serverOpen();
    socket.close();
    expect(ws.closedWith?.code).toBe(1000);
    ws.serverClose(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('does not connect without a token', () => {
    const { statuses } = start(null);
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(statuses).toEqual(['ended']);
  });
});
