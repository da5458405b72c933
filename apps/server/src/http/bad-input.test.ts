import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (payload: string, contentType = 'application/json', url = '/api/auth/register') =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

describe('bad input never produces a 500', () => {
  it.each([
    ['malformed JSON', '{"tag": "abc",', 'MALFORMED_JSON'],
    ['truncated JSON', '{', 'MALFORMED_JSON'],
    ['a JSON array', '[1,2,3]', 'VALIDATION_ERROR'],
    ['a JSON string', '"hello"', 'VALIDATION_ERROR'],
    ['JSON null', 'null', 'VALIDATION_ERROR'],
    ['an empty object', '{}', 'VALIDATION_ERROR'],
    ['prototype pollution', '{"__proto__": {"role": "admin"}, "tag": "abc"}', 'MALFORMED_JSON'],
  ])('%s gets a 400 with a human message', async (_, payload, code) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(code);
    expect(res.json().message.length).toBeGreaterThan(5);
    expect(res.json().request_id).toBeTruthy();
  });

  it('an empty JSON body gets a 400 where a body is needed', async () => {
    const res = await send('');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', message: 'Request body is required' });
  });

  it('wrong types get per-field details', async () => {
    const res = await send(JSON.stringify({ tag: ['x'], email: 42, password: { a: 1 } }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details).sort()).toEqual(['email', 'password', 'tag']);
  });

  it('an oversized body gets 413 and nothing is created', async () => {
    const res = await send(JSON.stringify({ tag: 'big_body', email: 'big@x.io', password: 'p'.repeat(100_000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' });
    const login = await send(
      JSON.stringify({ email: 'big@x.io', password: 'whatever1' }),
      'application/json',
      '/api/auth/login',
    );
    expect(login.statusCode).toBe(401);
  });

  it('an oversized field gets 400 with details', async () => {
    const res = await send(JSON.stringify({ tag: 't'.repeat(5000), email: 'e@x.io', password: 'longenough' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.tag).toBeDefined();
  });

  it.each([
    ['a form', 'tag=abc', 'application/x-www-form-urlencoded'],
    ['JSON sent as plain text', '{"email":"a@b.io","password":"whatever1"}', 'text/plain'],
    ['JSON sent as plain text with a charset', '{"email":"a@b.io"}', 'text/plain; charset=utf-8'],
  ])('%s gets 415', async (_, payload, contentType) => {
    const res = await send(payload, contentType);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      error: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Unsupported content type; send JSON',
    });
  });

  it.each([
    ['a number where text belongs', { email: 42, password: 'whatever1' }, 'email', 'Email must be text'],
    ['a list where text belongs', { email: ['a@b.io'], password: 'whatever1' }, 'email', 'Email must be text'],
    ['nothing where text belongs', { password: 'whatever1' }, 'email', 'Email is required'],
    ['an array for the whole body', [1, 2], '_', 'Send a JSON object'],
    ['a string for the whole body', 'hello', '_', 'Send a JSON object'],
  ])('%s gets a message in words, not in the validator terms', async (_, body, field, message) => {
    const res = await send(JSON.stringify(body), 'application/json', '/api/auth/login');
    expect(res.statusCode).toBe(400);
    expect(res.json().details[field]).toEqual([message]);
    expect(res.body).not.toMatch(/Invalid input|expected \w+, received/);
  });

  it('headers too large for the HTTP parser get a 431 in our error shape', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(`GET /api/health HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toContain('x-content-type-options: nosniff');
    expect(JSON.parse(body!)).toEqual({
      error: 'BAD_REQUEST',
      message: 'Request headers are too large',
      request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('unknown API routes get a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
  });
});

describe('health and docs', () => {
  it('reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('serves an OpenAPI document generated from the contract', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(doc.openapi).toBe('3.0.3');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/notifications/{id}', '/api/health']),
    );
    // The same document as plain JSON for tools (and the fuzz suite) that expect /docs/json.
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()).toEqual(doc);
    const register = doc.paths['/api/auth/register'].post;
    expect(register.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['tag', 'email', 'password']),
    );
  });
});
