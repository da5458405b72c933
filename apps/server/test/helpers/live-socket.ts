import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

export interface LiveClient {
  events: Record<string, unknown>[];
  closed: Promise<number>;
  /** Resolves once an event matching `predicate` has arrived (or rejects after `ms`). */
  waitFor(predicate: (e: Record<string, unknown>) => boolean, ms?: number): Promise<Record<string, unknown>>;
  close(): void;
}

/**
 * Listens on a free port (once) and opens an /api/ws socket to it, authenticated with `token`
 * (or sending `firstMessage` instead of the auth message).
 */
export async function connectLive(
  app: FastifyInstance,
  token: string,
  firstMessage = JSON.stringify({ type: 'auth', token }),
): Promise<LiveClient> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`);
  const events: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('message', (raw) => {
    events.push(JSON.parse(String(raw)) as Record<string, unknown>);
    waiters.forEach((w) => w());
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(firstMessage);
  const waitFor: LiveClient['waitFor'] = (predicate, ms = 5000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = events.find(predicate);
        if (found) {
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching live event within ${ms} ms; got ${JSON.stringify(events)}`));
      }, ms);
      waiters.add(check);
      check();
    });
  return { events, closed, waitFor, close: () => socket.close() };
}
