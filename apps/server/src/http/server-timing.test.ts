import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { registerServerTiming, timeParts } from './server-timing.js';

const app = Fastify();
registerServerTiming(app);
app.get('/api/slow', async () => {
  await new Promise((r) => setTimeout(r, 30));
  return { ok: true };
});
app.get('/page', async () => 'html');
app.get('/api/parts', async (request) => {
  timeParts(request, { queue: 1.5, lock: undefined });
  timeParts(request, { write: 2 });
  return { ok: true };
});
/** Without Server-Timing on, a handler that names parts sends no header. */
const untimed = Fastify();
untimed.get('/api/parts', async (request) => {
  timeParts(request, { queue: 1.5 });
  return { ok: true };
});
afterAll(() => Promise.all([app.close(), untimed.close()]));

describe('Server-Timing', () => {
  it("an API answer carries the server's own time, which covers the handler", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/slow' });
    expect(res.statusCode).toBe(200);
    const match = /^app;dur=(\d+\.\d{2})$/.exec(String(res.headers['server-timing']));
    expect(match).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(29);
  });

  it('the parts a handler names follow, in order; a part without a figure is left out', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/parts' });
    expect(String(res.headers['server-timing'])).toMatch(/^app;dur=\d+\.\d{2}, queue;dur=1\.50, write;dur=2\.00$/);
    const off = await untimed.inject({ method: 'GET', url: '/api/parts' });
    expect(off.statusCode).toBe(200);
    expect(off.headers['server-timing']).toBeUndefined();
  });

  it('pages and assets do not get it', async () => {
    const res = await app.inject({ method: 'GET', url: '/page' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['server-timing']).toBeUndefined();
  });

  it('is off unless SERVER_TIMING says so', () => {
    expect(loadConfig({}).SERVER_TIMING).toBe(false);
    expect(loadConfig({ SERVER_TIMING: 'true' }).SERVER_TIMING).toBe(true);
    expect(() => loadConfig({ SERVER_TIMING: 'yes' })).toThrow(/SERVER_TIMING/);
  });
});
