import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser, type TestApp } from '../../../test/helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('notifications', () => {
  it('lists unread newest first, and PUT marks one read so it leaves the list', async () => {
    const { token, user } = await registerUser(t.app);
    await t.container.notifications.notify(t.container.db, user.id, { title: 'Second', body: 'b' });
    const list = (await as(t.app, token, { method: 'GET', url: '/api/notifications/unread' })).json();
    expect(list.map((n: { title: string }) => n.title)).toEqual(['Second', 'Welcome aboard!']);
    expect(Object.keys(list[0]).sort()).toEqual(['body', 'created_at', 'id', 'title']);

    const put = await as(t.app, token, { method: 'PUT', url: `/api/notifications/${list[0].id}` });
    expect(put.statusCode).toBe(200);
    const after = (await as(t.app, token, { method: 'GET', url: '/api/notifications/unread' })).json();
    expect(after.map((n: { id: string }) => n.id)).toEqual([list[1].id]);
    // Marking it again is harmless.
    expect((await as(t.app, token, { method: 'PUT', url: `/api/notifications/${list[0].id}` })).statusCode).toBe(200);
  });

  it("POST /notifications/read-all marks every unread one read, past the 100 the list shows, and only the caller's", async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const many = Array.from({ length: 120 }, (_, i) => ({ userId: me.user.id, title: `Note ${i}`, body: 'b' }));
    await t.container.notifications.create(t.container.db, many);
    const unread = async (token: string) =>
      (await as(t.app, token, { method: 'GET', url: '/api/notifications/unread' })).json() as unknown[];
    expect(await unread(me.token)).toHaveLength(100);

    const res = await as(t.app, me.token, { method: 'POST', url: '/api/notifications/read-all' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ read: 121 });
    expect(await unread(me.token)).toEqual([]);
    expect(await unread(other.token)).toHaveLength(1);
    // Again, with nothing left: harmless.
    expect((await as(t.app, me.token, { method: 'POST', url: '/api/notifications/read-all' })).json()).toEqual({
      read: 0,
    });
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/read-all' })).statusCode).toBe(401);
  });

  it('read-all?through= leaves unread what arrived after the newest one the user saw', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const [seen] = (await as(t.app, me.token, { method: 'GET', url: '/api/notifications/unread' })).json();
    // Arrives while the dropdown is open.
    await t.container.notifications.notify(t.container.db, me.user.id, { title: 'Just in', body: 'b' });
    const readAll = (token: string, through: string) =>
      as(t.app, token, { method: 'POST', url: `/api/notifications/read-all?through=${through}` });

    const [theirs] = (await as(t.app, other.token, { method: 'GET', url: '/api/notifications/unread' })).json();
    expect((await readAll(me.token, theirs.id)).statusCode).toBe(404);
    expect((await readAll(me.token, 'not-an-id')).statusCode).toBe(400);
    expect((await readAll(me.token, seen.id)).json()).toEqual({ read: 1 });
    const left = (await as(t.app, me.token, { method: 'GET', url: '/api/notifications/unread' })).json();
    expect(left.map((n: { title: string }) => n.title)).toEqual(['Just in']);
    expect((await as(t.app, other.token, { method: 'GET', url: '/api/notifications/unread' })).json()).toHaveLength(1);
  });

  it("marks one read when the call says JSON but has no body, as the spec's client sends it (§7)", async () => {
    const { token } = await registerUser(t.app);
    const [note] = (await as(t.app, token, { method: 'GET', url: '/api/notifications/unread' })).json();
    const put = await as(t.app, token, {
      method: 'PUT',
      url: `/api/notifications/${note.id}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(put.statusCode).toBe(200);
    expect((await as(t.app, token, { method: 'GET', url: '/api/notifications/unread' })).json()).toEqual([]);
  });

  it("marks the live event of a notification that confirms the user's own request, and only that one", async () => {
    const { user } = await registerUser(t.app);
    const { events } = await t.container.notifications.create(t.container.db, [
      { userId: user.id, title: 'Money received', body: 'a' },
      { userId: user.id, title: 'Transfer sent', body: 'b', ownAction: true },
    ]);
    expect(events.map((e) => e.event)).toEqual([
      { type: 'notification', id: expect.any(String), title: 'Money received' },
      { type: 'notification', id: expect.any(String), title: 'Transfer sent', own_action: true },
    ]);
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const [bobsNote] = (await as(t.app, bob.token, { method: 'GET', url: '/api/notifications/unread' })).json();
    const res = await as(t.app, alice.token, { method: 'PUT', url: `/api/notifications/${bobsNote.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND', message: 'Notification not found' });
    const still = (await as(t.app, bob.token, { method: 'GET', url: '/api/notifications/unread' })).json();
    expect(still).toHaveLength(1);
  });

  it('answers 400 for a malformed id and 401 without a token', async () => {
    const { token } = await registerUser(t.app);
    const bad = await as(t.app, token, { method: 'PUT', url: '/api/notifications/not-a-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.id).toContain('Invalid id');
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/unread' })).statusCode).toBe(401);
  });
});
