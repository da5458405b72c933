import type { Readable } from 'node:stream';

/** Where uploaded bytes live. Keys are chosen by the server (random hex), never by clients. */
export interface FileStorage {
  readonly name: string;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes as a stream; undefined when the key does not exist. */
  get(key: string): Promise<Readable | undefined>;
  delete(key: string): Promise<void>;
}

/** Storage keys are hex only, so no key can climb out of a folder or a bucket prefix. */
export function assertStorageKey(key: string): void {
  if (!/^[0-9a-f]{16,64}$/.test(key)) throw new Error(`invalid storage key: ${key}`);
}
