import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_MAX_BYTES } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PDF, TINY_PNG, multipart, upload, uploadOk } from '../../../test/helpers/identity.js';
import { as, createAdmin, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { registerUser } from '../../../test/helpers/test-app.js';

let t: TestApp;
let adminToken: string;
const dataDir = mkdtempSync(join(tmpdir(), 'uploads-test-'));
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  adminToken = (await createAdmin(t.app, t.container)).token;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('POST /api/uploads', () => {
  it('stores a PNG and a PDF under random names and serves them back to the owner', async () => {
    const { token } = await registerUser(t.app);
    const png = await uploadOk(t.app, token, TINY_PNG, 'passport.png');
    expect(png.url).toBe(`/api/uploads/${png.id}`);
    const back = await as(t.app, token, { method: 'GET', url: png.url });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.rawPayload.equals(TINY_PNG)).toBe(true);

    // The type comes from the bytes: a PDF named .jpg is a PDF.
    const pdf = await uploadOk(t.app, token, TINY_PDF, 'bill.jpg');
    const pdfBack = await as(t.app, token, { method: 'GET', url: pdf.url });
    expect(pdfBack.headers['content-type']).toBe('application/pdf');
    expect(pdfBack.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses an executable renamed to .png with 400 and the spec message', async () => {
    const { token } = await registerUser(t.app);
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200)]);
    const res = await upload(t.app, token, elf, 'photo.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: 'Please upload only JPEG, PNG, or PDF files',
    });
    const mz = await upload(t.app, token, Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]), 'setup.png');
    expect(mz.statusCode).toBe(400);
  });

  it('refuses a 6 MB file with 413 and keeps nothing', async () => {
    const { token } = await registerUser(t.app);
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const res = await upload(t.app, token, big, 'big.png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE', message: 'File size must be less than 5MB' });
    const stored = readdirSync(join(dataDir, 'uploads'), { withFileTypes: true }).length;
    // Exactly the limit is fine.
    const edge = Buffer.concat([TINY_PNG, Buffer.alloc(UPLOAD_MAX_BYTES - TINY_PNG.length)]);
    expect((await upload(t.app, token, edge, 'edge.png')).statusCode).toBe(201);
    expect(readdirSync(join(dataDir, 'uploads'))).toHaveLength(stored + 1);
  });

  it('answers 400 without a file or with another field name, and 401 without a token', async () => {
    const { token } = await registerUser(t.app);
    const wrongField = multipart([{ field: 'document', filename: 'a.png', data: TINY_PNG }]);
    expect((await as(t.app, token, { method: 'POST', url: '/api/uploads', ...wrongField })).statusCode).toBe(400);
    const json = await as(t.app, token, { method: 'POST', url: '/api/uploads', payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      ...multipart([{ field: 'file', filename: 'a.png', data: TINY_PNG }]),
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('GET /api/uploads/:id', () => {
  it('answers 404 to another user, and serves the file to an admin', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const { url } = await uploadOk(t.app, owner.token, TINY_PNG);
    const res = await as(t.app, other.token, { method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND', message: 'File not found' });
    const admin = await as(t.app, adminToken, { method: 'GET', url });
    expect(admin.statusCode).toBe(200);
    expect(admin.rawPayload.equals(TINY_PNG)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await as(t.app, owner.token, { method: 'GET', url: '/api/uploads/not-a-uuid' })).statusCode).toBe(400);
  });
});
