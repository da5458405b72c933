import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage.js';
import { sha256Hex, signRequest } from './sigv4.js';

describe('signRequest (AWS SigV4)', () => {
  it("matches AWS's documented GET Object example", () => {
    // https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html (Example: GET Object)
    const headers = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { range: 'bytes=0-9' },
        payloadHash: sha256Hex(''),
      },
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
        service: 's3',
      },
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

/** A fake S3: keeps objects in memory and checks each request's signature the way S3 would. */
function fakeS3(secret: string) {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  };
  const server = createServer(async (req, res) => {
    const body = await read(req);
    const url = new URL(req.url!, `http://${req.headers.host}`);
    const auth = String(req.headers.authorization ?? '');
    const signedNames = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
    const signed = Object.fromEntries(
      signedNames
        .filter((n) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(n))
        .map((n) => [n, String(req.headers[n])]),
    );
    const expected = signRequest(
      { method: req.method!, url, headers: signed, payloadHash: sha256Hex(body) },
      { accessKeyId: 'test-key', secretAccessKey: secret, region: 'auto', service: 's3' },
      new Date(
        String(req.headers['x-amz-date']).replace(/(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z/, '$1-$2-$3T$4:$5:$6Z'),
      ),
    );
    if (auth !== expected.authorization || req.headers['x-amz-content-sha256'] !== sha256Hex(body)) {
      res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const key = url.pathname;
    if (req.method === 'PUT') {
      objects.set(key, { body, type: String(req.headers['content-type']) });
      res.writeHead(200).end();
    } else if (req.method === 'GET') {
      const found = objects.get(key);
      if (!found) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      else res.writeHead(200, { 'content-type': found.type }).end(found.body);
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else res.writeHead(405).end();
  });
  return { server, objects };
}

describe('createS3Storage', () => {
  let fake: ReturnType<typeof fakeS3>;
  let endpoint: string;
  beforeAll(async () => {
    fake = fakeS3('test-secret');
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (fake.server as Server).close(() => resolve())));

  const storage = (secret = 'test-secret') =>
    createS3Storage({ endpoint, region: 'auto', bucket: 'kyc-docs', accessKeyId: 'test-key', secretAccessKey: secret });

  it('puts, gets and deletes objects with signed requests', async () => {
    const s = storage();
    const key = 'a'.repeat(32);
    await s.put(key, Buffer.from('%PDF-1.4 hello'), 'application/pdf');
    expect(fake.objects.get(`/kyc-docs/uploads/${key}`)).toMatchObject({ type: 'application/pdf' });
    const stream = await s.get(key);
    const chunks: Buffer[] = [];
    for await (const c of stream!) chunks.push(Buffer.from(c as Uint8Array));
    expect(Buffer.concat(chunks).toString()).toBe('%PDF-1.4 hello');
    await s.delete(key);
    expect(await s.get(key)).toBeUndefined();
  });

  it('fails loudly on a bad signature and refuses keys that are not ours', async () => {
    await expect(storage('wrong-secret').put('b'.repeat(32), Buffer.from('x'), 'image/png')).rejects.toThrow(/403/);
    await expect(storage().put('../../etc/passwd', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /invalid storage key/,
    );
  });
});
