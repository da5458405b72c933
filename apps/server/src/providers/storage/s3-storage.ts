import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { assertStorageKey, type FileStorage } from './file-storage.js';
import { sha256Hex, signRequest } from './sigv4.js';

export interface S3Options {
  /** e.g. https://s3.eu-west-1.amazonaws.com, or a MinIO/R2 endpoint; path-style addressing is used. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Keys go under this prefix in the bucket. */
  prefix?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** An S3-compatible bucket over plain HTTP with SigV4 (PutObject, GetObject, DeleteObject). */
export function createS3Storage(options: S3Options): FileStorage {
  const { prefix = 'uploads/', timeoutMs = 15_000, fetchImpl = fetch } = options;
  const creds = {
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  };
  const objectUrl = (key: string) => {
    assertStorageKey(key);
    const base = options.endpoint.replace(/\/+$/, '');
    return new URL(`${base}/${encodeURIComponent(options.bucket)}/${prefix}${key}`);
  };

  async function send(method: string, key: string, body?: Buffer, contentType?: string): Promise<Response> {
    const url = objectUrl(key);
    const headers = signRequest(
      {
        method,
        url,
        headers: contentType ? { 'content-type': contentType } : {},
        payloadHash: sha256Hex(body ?? ''),
      },
      creds,
    );
    return fetchImpl(url, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
  }

  return {
    name: 's3',
    async put(key, data, contentType) {
      const res = await send('PUT', key, data, contentType);
      if (!res.ok) throw new Error(`S3 PutObject answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) return undefined;
      if (!res.ok || !res.body) throw new Error(`S3 GetObject answered ${res.status}`);
      return Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
    },
    async delete(key) {
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) throw new Error(`S3 DeleteObject answered ${res.status}`);
    },
  };
}
