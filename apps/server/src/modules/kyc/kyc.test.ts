import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycPayload, tempDataDir, TINY_PNG, uploadOk, validNuban } from '../../../test/helpers/identity.js';
import { connectLive } from '../../../test/helpers/live-socket.js';
import { as, createAdmin, createTestApp, registerUser, type TestApp } from '../../../test/helpers/test-app.js';
import { queryRows } from '../../db/raw.js';

let t: TestApp;
let admin: { token: string; id: string };
const data = tempDataDir();
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: data.DATA_DIR });
  admin = await createAdmin(t.app, t.container);
});
afterAll(async () => {
  await t.close();
  data.cleanup();
});

const submit = (token: string, payload: unknown) =>
  as(t.app, token, { method: 'POST', url: '/api/kycs', payload: payload as object });
const me = async (token: string) => (await as(t.app, token, { method: 'GET', url: '/api/kycs/me' })).json();
const decide = (token: string, userId: string, action: 'approve' | 'reject', payload?: object) =>
  as(t.app, token, {
    method: 'POST',
    url: `/api/admin/users/${userId}/kyc/${action}`,
    ...(payload ? { payload } : {}),
  });
const profile = async (token: string) => (await as(t.app, token, { method: 'GET', url: '/api/users/profile' })).json();

describe('KYC state machine', () => {
  it('goes none -> pending -> verified, notifies the user and audits the approval', async () => {
    const u = await registerUser(t.app);
    expect(await me(u.token)).toEqual({ kyc_status: 'none', submission: null, rejection_reason: null });

    const res = await submit(u.token, await kycPayload(t.app, u.token));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.kyc_status).toBe('pending');
    expect(body.submission).toMatchObject({
      status: 'pending',
      full_name: 'Adaeze Ngozi Okafor',
      phone_number: '+2348031234567',
      bank_name: 'gtbank',
      bvn: '*******2222',
    });
    expect(body.submission.id_document).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    expect((await profile(u.token)).kyc_status).toBe('pending');

    // The reviewer sees the sandbox registry's check; it did not approve anything by itself.
    const queue = (await as(t.app, admin.token, { method: 'GET', url: '/api/admin/kycs?status=pending' })).json();
    const item = queue.find((i: { user: { id: string } }) => i.user.id === u.user.id);
    expect(item.bvn).toBe('22222222222');
    expect(item.check.checks[0]).toMatchObject({ type: 'bvn', status: 'found', name_on_record: 'Adaeze Ngozi Okafor' });
    expect(item.check.checks[0].name_match_score).toBe(100);

    const approve = await decide(admin.token, u.user.id, 'approve');
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toEqual({ user_id: u.user.id, kyc_status: 'verified' });
    expect(await profile(u.token)).toMatchObject({ kyc_status: 'verified', is_verified: true });
    const notes = (await as(t.app, u.token, { method: 'GET', url: '/api/notifications/unread' })).json();
    expect(notes[0].title).toBe('Identity verified');

    const audit = await queryRows<{ actor_id: string; action: string; before: object; after: object }>(
      t.container.db,
      sql`select actor_id, action, before, after, created_at from audit_log where target_id = ${u.user.id}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: admin.id,
      action: 'kyc.approve',
      before: { kyc_status: 'pending', submission_status: 'pending' },
      after: { kyc_status: 'verified', submission_status: 'verified' },
    });
    // Verified: no second submission, no second decision.
    expect((await submit(u.token, await kycPayload(t.app, u.token))).statusCode).toBe(409);
    expect((await decide(admin.token, u.user.id, 'approve')).statusCode).toBe(409);
  });

  it('goes pending -> rejected (reason shown) -> pending again on resubmission', async () => {
    const u = await registerUser(t.app);
    expect((await submit(u.token, await kycPayload(t.app, u.token))).statusCode).toBe(201);
    // 409 while pending.
    const again = await submit(u.token, await kycPayload(t.app, u.token));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('CONFLICT');

    expect((await decide(admin.token, u.user.id, 'reject', {})).json().details.reason).toEqual(['Reason is required']);
    const reject = await decide(admin.token, u.user.id, 'reject', { reason: 'The ID photo is blurred' });
    expect(reject.json()).toEqual({ user_id: u.user.id, kyc_status: 'rejected' });
    const after = await me(u.token);
    expect(after).toMatchObject({ kyc_status: 'rejected', rejection_reason: 'The ID photo is blurred' });
    const notes = (await as(t.app, u.token, { method: 'GET', url: '/api/notifications/unread' })).json();
    expect(notes[0]).toMatchObject({ title: 'Verification rejected' });
    expect(notes[0].body).toContain('The ID photo is blurred');

    const resubmit = await submit(u.token, await kycPayload(t.app, u.token, { bvn: null }));
    expect(resubmit.statusCode).toBe(201);
    expect(resubmit.json()).toMatchObject({ kyc_status: 'pending', rejection_reason: null, submission: { bvn: null } });
    const audit = await queryRows<{ action: string; after: { rejection_reason?: string } }>(
      t.container.db,
      sql`select action, after from audit_log where target_id = ${u.user.id}`,
    );
    expect(audit).toEqual([
      { action: 'kyc.reject', after: expect.objectContaining({ rejection_reason: 'The ID photo is blurred' }) },
    ]);
  });

  it('lets only one of two racing submissions through', async () => {
    const u = await registerUser(t.app);
    const [a, b] = await Promise.all([kycPayload(t.app, u.token), kycPayload(t.app, u.token)]);
    const codes = (await Promise.all([submit(u.token, a), submit(u.token, b)])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409]);
  });
});

describe('KYC decisions reach open pages live', () => {
  it('pushes kyc_update to the user on submission and on approval, and to no one else', async () => {
    const u = await registerUser(t.app);
    const bystander = await registerUser(t.app);
    const live = await connectLive(t.app, u.token);
    const other = await connectLive(t.app, bystander.token);
    try {
      await live.waitFor((e) => e.type === 'ready');
      await other.waitFor((e) => e.type === 'ready');
      expect((await submit(u.token, await kycPayload(t.app, u.token))).statusCode).toBe(201);
      await live.waitFor((e) => e.type === 'kyc_update' && e.kyc_status === 'pending');
      expect((await decide(admin.token, u.user.id, 'approve')).statusCode).toBe(200);
      await live.waitFor((e) => e.type === 'kyc_update' && e.kyc_status === 'verified');
      expect(other.events.filter((e) => e.type === 'kyc_update')).toEqual([]);
    } finally {
      live.close();
      other.close();
    }
  });

  it('pushes the rejection too, and nothing for a refused decision', async () => {
    const u = await registerUser(t.app);
    const live = await connectLive(t.app, u.token);
    try {
      await live.waitFor((e) => e.type === 'ready');
      expect((await decide(admin.token, u.user.id, 'approve')).statusCode).toBe(409);
      expect((await submit(u.token, await kycPayload(t.app, u.token))).statusCode).toBe(201);
      expect((await decide(admin.token, u.user.id, 'reject', { reason: 'Blurred photo' })).statusCode).toBe(200);
      await live.waitFor((e) => e.type === 'kyc_update' && e.kyc_status === 'rejected');
      expect(live.events.filter((e) => e.type === 'kyc_update').map((e) => e.kyc_status)).toEqual([
        'pending',
        'rejected',
      ]);
    } finally {
      live.close();
    }
  });
});

describe('POST /api/kycs validation', () => {
  it('answers 400 with a message per field', async () => {
    const u = await registerUser(t.app);
    const res = await submit(u.token, {});
    expect(res.statusCode).toBe(400);
    const { details } = res.json();
    expect(details).toMatchObject({
      full_name: ['Full Name is required'],
      phone_number: ['Phone Number is required'],
      bank_name: ['Bank Name is required'],
      account_number: ['Account Number is required'],
      id_document: ['ID Document is required'],
      proof_of_address: ['Proof of Address is required'],
    });
    const bad = await submit(u.token, {
      ...(await kycPayload(t.app, u.token)),
      phone_number: '+1 555 0100',
      bank_name: 'monzo',
      account_number: '12345',
      bvn: '123',
      id_document: 'https://evil.example/x.png',
    });
    expect(bad.json().details).toMatchObject({
      phone_number: ['Enter a Nigerian phone number: +234XXXXXXXXXX or 0XXXXXXXXXX'],
      bank_name: ['Choose a bank from the list'],
      account_number: ['Account Number must be 10 digits'],
      bvn: ['BVN must be 11 digits'],
      id_document: ['ID Document must be a file you uploaded'],
    });
    const nuban = await submit(u.token, { ...(await kycPayload(t.app, u.token)), account_number: '0123456789' });
    expect(validNuban('gtbank')).not.toBe('0123456789');
    expect(nuban.json().details.account_number).toEqual(['This account number is not valid for the selected bank']);
    expect((await me(u.token)).kyc_status).toBe('none');
  });

  it("refuses another user's uploads as documents", async () => {
    const u = await registerUser(t.app);
    const other = await registerUser(t.app);
    const theirs = await uploadOk(t.app, other.token, TINY_PNG);
    const res = await submit(u.token, { ...(await kycPayload(t.app, u.token)), id_document: theirs.url });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ id_document: ['ID Document must be a file you uploaded'] });
  });
});

describe('admin KYC endpoints', () => {
  it("refuse an admin's decision on their own verification; another admin decides it", async () => {
    const self = await createAdmin(t.app, t.container);
    expect((await submit(self.token, await kycPayload(t.app, self.token))).statusCode).toBe(201);
    const own = await decide(self.token, self.id, 'approve');
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot decide on your own verification');
    expect((await decide(self.token, self.id, 'reject', { reason: 'x' })).statusCode).toBe(403);
    expect((await me(self.token)).kyc_status).toBe('pending');
    expect((await decide(admin.token, self.id, 'approve')).statusCode).toBe(200);
  });

  it('answer 403 to users and 404 for unknown users', async () => {
    const u = await registerUser(t.app);
    expect((await as(t.app, u.token, { method: 'GET', url: '/api/admin/kycs' })).statusCode).toBe(403);
    expect((await decide(u.token, u.user.id, 'approve')).statusCode).toBe(403);
    expect((await decide(u.token, u.user.id, 'reject', { reason: 'x' })).statusCode).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await decide(admin.token, unknown, 'approve')).statusCode).toBe(404);
    // Nothing pending: 409, and nothing audited.
    expect((await decide(admin.token, u.user.id, 'approve')).statusCode).toBe(409);
    const rows = await queryRows(t.container.db, sql`select 1 from audit_log where target_id = ${u.user.id}`);
    expect(rows).toHaveLength(0);
  });
});
