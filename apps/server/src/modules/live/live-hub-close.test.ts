import type { AddressInfo } from 'node:net';
import fastifyWebsocket from '@fastify/websocket';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Database } from '../../db/client.js';
import type { Caller } from '../../http/define-route.js';
import { registerLiveHub } from './live-hub.js';

/** The hub alone, with no database behind it: nothing to drain, nothing to listen to. */
const noDatabase = {
  db: { transaction: async () => 0 },
  listen: async () => async () => {},
} as unknown as Database;

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe('the live hub keeps only sockets that are open', () => {
  it('forgets a socket that closed while its token was being checked', async () => {
    let letThrough!: () => void;
    const checked = new Promise<void>((resolve) => (letThrough = resolve));
    const app = Fastify();
    apps.push(app);
    await app.register(fastifyWebsocket);
    const hub = await registerLiveHub(app, noDatabase, async () => {
      await checked;
      return { userId: 'u1' } as Caller;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`);
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'auth', token: 'a-token' }));
    socket.close();
    await new Promise((resolve) => socket.once('close', resolve));
    letThrough();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hub.openSockets()).toBe(0);

    // A socket that stays open is kept.
    const open = new WebSocket(`ws://127.0.0.1:${port}/api/ws`);
    await new Promise((resolve) => open.once('open', resolve));
    const ready = new Promise((resolve) => open.once('message', resolve));
    open.send(JSON.stringify({ type: 'auth', token: 'a-token' }));
    await ready;
    expect(hub.openSockets()).toBe(1);
    open.close();
  });
});
