import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { banks, nubanCheckDigit, type BankName } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { as } from './test-app.js';

/** A 1x1 PNG and a minimal PDF: real files, judged by their magic bytes. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export function multipart(parts: { field: string; filename?: string; contentType?: string; data: Buffer | string }[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.field}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename ? `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST /api/uploads with one file in field `file`. */
export function upload(app: FastifyInstance, token: string, data: Buffer, filename = 'doc.png', contentType?: string) {
  const body = multipart([{ field: 'file', filename, contentType: contentType ?? 'image/png', data }]);
  return as(app, token, { method: 'POST', url: '/api/uploads', ...body });
}

export async function uploadOk(app: FastifyInstance, token: string, data: Buffer, filename?: string) {
  const res = await upload(app, token, data, filename);
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; url: string };
}

/** A 10-digit account number with a valid NUBAN check digit for the bank. */
export function validNuban(bank: BankName = 'gtbank', serial = '012345678'): string {
  const code = banks.find((b) => b.value === bank)!.code;
  return `${serial}${nubanCheckDigit(code, serial)}`;
}

/** A complete, valid KYC submission with freshly uploaded documents. */
export async function kycPayload(app: FastifyInstance, token: string, overrides: Record<string, unknown> = {}) {
  const id = await uploadOk(app, token, TINY_PNG, 'nin.png');
  const proof = await uploadOk(app, token, TINY_PDF, 'bill.pdf');
  return {
    full_name: 'Adaeze Ngozi Okafor',
    phone_number: '08031234567',
    bank_name: 'gtbank',
    account_number: validNuban('gtbank'),
    bvn: '22222222222',
    id_document: id.url,
    proof_of_address: proof.id,
    ...overrides,
  };
}

/** A throw-away DATA_DIR for tests that store uploads; remove it with `cleanup`. */
export function tempDataDir(): { DATA_DIR: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'wallet-test-data-'));
  return { DATA_DIR: dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
