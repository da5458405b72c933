import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { assertStorageKey, type FileStorage } from './file-storage.js';

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
  /** Retries on 5xx and 429, with jittered exponential backoff (aws4fetch's). */
  retries?: number;
}

const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/**
 * An S3-compatible bucket (PutObject, GetObject, DeleteObject), each request signed with AWS
 * Signature Version 4 by `aws4fetch`. The payload is signed too: we send its SHA-256 rather than
 * UNSIGNED-PAYLOAD, so a proxy cannot swap the bytes of a document on the way.
 */
export function createS3Storage(options: S3Options): FileStorage {
  const { prefix = 'uploads/', timeoutMs = 15_000 } = options;
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
    retries: options.retries ?? 2,
  });
  const objectUrl = (key: string) => {
    assertStorageKey(key);
    const base = options.endpoint.replace(/\/+$/, '');
    return `${base}/${encodeURIComponent(options.bucket)}/${prefix}${key}`;
  };

  const send = (method: string, key: string, body?: Buffer, contentType?: string) =>
    client.fetch(objectUrl(key), {
      method,
      headers: {
        'x-amz-content-sha256': sha256Hex(body ?? ''),
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });

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
