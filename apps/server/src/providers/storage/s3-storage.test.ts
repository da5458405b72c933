import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignatureV4 } from '@smithy/signature-v4';
import type { SourceData } from '@smithy/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage.js';

const bytes = (data: SourceData) =>
  typeof data === 'string'
    ? data
    : data instanceof ArrayBuffer
      ? new Uint8Array(data)
      : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);

/** The sha256 constructor @smithy/signature-v4 wants, over node:crypto. */
class Sha256 {
  private hash: Hash | Hmac;
  constructor(private readonly secret?: SourceData) {
    this.hash = this.fresh();
  }
  private fresh = () => (this.secret ? createHmac('sha256', bytes(this.secret)) : createHash('sha256'));
  update(data: SourceData) {
    this.hash.update(bytes(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
  reset() {
    this.hash = this.fresh();
  }
}

const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const fromAmzDate = (stamp: string) =>
  new Date(stamp.replace(/(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z/, '$1-$2-$3T$4:$5:$6Z'));

/**
 * What S3 computes to check a request: AWS's own SigV4 implementation (@smithy/signature-v4, what
 * the AWS SDK signs with), independent of the aws4fetch signer under test, over exactly the
 * headers the request says it signed.
 */
async function expectedAuthorization(
  request: { method: string; url: URL; headers: Record<string, string>; signed: string[] },
  creds: { accessKeyId: string; secretAccessKey: string; region: string },
) {
  const signer = new SignatureV4({
    credentials: { accessKeyId: creds.accessKeyId, secretAccessKey: creds.secretAccessKey },
    region: creds.region,
    service: 's3',
    sha256: Sha256,
    uriEscapePath: false,
  });
  const headers = Object.fromEntries(request.signed.map((name) => [name, request.headers[name] ?? '']));
  const signed = await signer.sign(
    {
      method: request.method,
      protocol: request.url.protocol,
      hostname: request.url.hostname,
      port: request.url.port ? Number(request.url.port) : undefined,
      path: request.url.pathname,
      query: Object.fromEntries(request.url.searchParams),
      headers,
    },
    { signingDate: fromAmzDate(headers['x-amz-date']!) },
  );
  return signed.headers.authorization;
}

describe('the fake S3 signature check', () => {
  it("agrees with AWS's documented GET Object example", async () => {
    // https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html (Example: GET Object)
    const authorization = await expectedAuthorization(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: {
          host: 'examplebucket.s3.amazonaws.com',
          range: 'bytes=0-9',
          'x-amz-content-sha256': sha256Hex(''),
          'x-amz-date': '20130524T000000Z',
        },
        signed: ['host', 'range', 'x-amz-content-sha256', 'x-amz-date'],
      },
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
    );
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

/** A fake S3: keeps objects in memory and checks each request's signature the way S3 would. */
function fakeS3(secret: string) {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const requests: { method: string; authorization: string; payloadHash: string }[] = [];
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  };
  const server = createServer(async (req, res) => {
    const body = await read(req);
    const url = new URL(req.url!, `http://${req.headers.host}`);
    const authorization = String(req.headers.authorization ?? '');
    const signed = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
    const payloadHash = headers['x-amz-content-sha256'] ?? '';
    requests.push({ method: req.method!, authorization, payloadHash });
    const expected = await expectedAuthorization(
      { method: req.method!, url, headers, signed },
      { accessKeyId: 'test-key', secretAccessKey: secret, region: 'auto' },
    );
    const mustSign = ['host', 'x-amz-date', 'x-amz-content-sha256'].every((h) => signed.includes(h));
    if (!mustSign || authorization !== expected || payloadHash !== sha256Hex(body)) {
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
  return { server, objects, requests };
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

  it('puts, gets and deletes objects with requests S3 accepts as signed', async () => {
    const s = storage();
    const key = 'a'.repeat(32);
    const pdf = Buffer.from('%PDF-1.4 hello');
    await s.put(key, pdf, 'application/pdf');
    expect(fake.objects.get(`/kyc-docs/uploads/${key}`)).toMatchObject({ type: 'application/pdf' });
    // The payload itself is signed, not sent as UNSIGNED-PAYLOAD.
    expect(fake.requests.at(-1)).toMatchObject({ method: 'PUT', payloadHash: sha256Hex(pdf) });
    expect(fake.requests.at(-1)!.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/auto\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
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
