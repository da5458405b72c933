import '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Database } from '../../db/client.js';
import type { Caller } from '../../http/define-route.js';
import { LIVE_CHANNEL, type LiveEnvelope } from './live-events.js';
import { createLiveOutbox } from './live-outbox.js';

const AUTH_TIMEOUT_MS = 10_000;
const HEARTBEAT_MS = 30_000;
/** Close codes: the server is restarting (reconnect elsewhere), and try again later (the database is away). */
export const SERVICE_RESTART = 1012;
const TRY_AGAIN_LATER = 1013;

/**
 * The /api/ws socket. A client authenticates with its first message, `{type:"auth", token}`,
 * then receives the events of its own user only. Events arrive from PostgreSQL NOTIFY, sent by
 * the live outbox's drainer after commit, so an event committed on any server instance reaches
 * sockets held by every instance.
 */
export async function registerLiveHub(
  app: FastifyInstance,
  database: Database,
  authenticateToken: (token: string) => Promise<Caller | undefined>,
) {
  const sockets = new Map<string, Set<WebSocket>>();
  /** The signed-in sockets of each session, so a revoked session loses its sockets at once. */
  const bySession = new Map<string, Set<WebSocket>>();
  let unlisten: (() => Promise<void>) | undefined;

  const deliver = (payload: string) => {
    let envelopes: LiveEnvelope[];
    try {
      envelopes = JSON.parse(payload) as LiveEnvelope[];
    } catch {
      return;
    }
    for (const { userId, event } of envelopes) {
      for (const socket of sockets.get(userId) ?? []) {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
      }
    }
  };

  // After the listening connection was lost and came back, events sent meanwhile are gone: every
  // client refetches what it shows.
  const resync = () => {
    const message = JSON.stringify({ type: 'resync' });
    for (const set of sockets.values()) for (const s of set) if (s.readyState === s.OPEN) s.send(message);
  };

  const outbox = createLiveOutbox(database.db, (error) => app.log.warn({ err: error }, 'live outbox drain failed'));
  app.addHook('onReady', async () => {
    unlisten = await database.listen(LIVE_CHANNEL, deliver, resync);
    outbox.start();
  });
  // The sockets themselves are closed by the websocket plugin's preClose (see app.ts).
  app.addHook('onClose', async () => {
    await outbox.stop();
    await unlisten?.();
  });

  app.get('/api/ws', { websocket: true }, (socket) => {
    let userId: string | undefined;
    let sessionId: string | undefined;
    let token: string | undefined;
    const authTimer = setTimeout(() => socket.close(4401, 'Authentication timeout'), AUTH_TIMEOUT_MS);
    // Re-checks the session on every heartbeat, so a revoked token loses its socket.
    const heartbeat = setInterval(async () => {
      if (!userId || !token) return;
      // While the database is away the session cannot be checked: keep the socket until it can.
      const caller = await authenticateToken(token).catch(() => 'unknown' as const);
      if (!caller) socket.close(4401, 'Session ended');
      else socket.ping();
    }, HEARTBEAT_MS);

    socket.on('message', async (raw) => {
      if (userId) return; // after auth the socket is one-way
      // Any JSON may arrive: `null` too, whose properties cannot be read.
      let message: { type?: string; token?: string } | null;
      try {
        message = JSON.parse(String(raw)) as typeof message;
      } catch {
        return socket.close(4400, 'Malformed message');
      }
      if (message?.type !== 'auth' || typeof message.token !== 'string') return socket.close(4400, 'Expected auth');
      let caller: Caller | undefined;
      try {
        caller = await authenticateToken(message.token);
      } catch {
        return socket.close(TRY_AGAIN_LATER, 'Service temporarily unavailable');
      }
      if (!caller) return socket.close(4401, 'Invalid token');
      // Closed while its token was checked: its close handler has run already, and would not run
      // again to take it out of `sockets`.
      if (socket.readyState !== socket.OPEN) return;
      clearTimeout(authTimer);
      userId = caller.userId;
      token = message.token;
      sessionId = caller.sessionId;
      let set = sockets.get(userId);
      if (!set) sockets.set(userId, (set = new Set()));
      set.add(socket);
      let own = bySession.get(sessionId);
      if (!own) bySession.set(sessionId, (own = new Set()));
      own.add(socket);
      socket.send(JSON.stringify({ type: 'ready' }));
    });
    socket.on('close', () => {
      clearTimeout(authTimer);
      clearInterval(heartbeat);
      if (userId) {
        const set = sockets.get(userId);
        set?.delete(socket);
        if (set?.size === 0) sockets.delete(userId);
      }
      if (sessionId) {
        const own = bySession.get(sessionId);
        own?.delete(socket);
        if (own?.size === 0) bySession.delete(sessionId);
      }
    });
  });

  return {
    /** How many signed-in sockets this process holds. */
    openSockets: () => [...sockets.values()].reduce((n, set) => n + set.size, 0),
    /** Closes the sockets of sessions that were revoked, signed out or expired (the heartbeat is the fallback). */
    endSessions(sessionIds: Iterable<string>): void {
      for (const id of sessionIds) for (const socket of bySession.get(id) ?? []) socket.close(4401, 'Session ended');
    },
  };
}
