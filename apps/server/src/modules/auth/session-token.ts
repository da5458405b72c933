import { createHash, randomBytes } from 'node:crypto';

/** An opaque, unguessable bearer token: 256 random bits. */
export const newSessionToken = () => randomBytes(32).toString('base64url');

/** Only this digest is stored, so a database leak yields no usable tokens. */
export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');
