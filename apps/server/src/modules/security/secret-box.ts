import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Development-only key; production refuses to start without SECRETS_KEY (config.ts). */
const DEV_KEY = 'development-secrets-key-not-for-production-use';

/** AES-256-GCM for small secrets at rest (two-factor seeds). Output: `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export function createSecretBox(secretsKey: string | undefined) {
  const key = createHash('sha256')
    .update(secretsKey ?? DEV_KEY)
    .digest();
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed: string): string {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('unreadable sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;
