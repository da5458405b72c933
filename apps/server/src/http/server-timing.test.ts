import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { registerServerTiming } from './server-timing.js';

const app = Fastify();
registerServerTiming(app);
app.get('/api/slow', async () => {
  await new Promise((r) => setTimeout(r, 30));
  return { ok: true };
});
app.get('/page', async () => 'html');
afterAll(() => app.close());

describe('Server-Timing', () => {
  it("an API answer carries the server's own time, which covers the handler", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/slow' });
    expect(res.statusCode).toBe(200);
    const match = /^app;dur=(\d+\.\d{2})$/.exec(String(res.headers['server-timing']));
    expect(match).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(29);
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
