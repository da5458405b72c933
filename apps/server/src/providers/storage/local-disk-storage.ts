import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertStorageKey, type FileStorage } from './file-storage.js';

/** Files under one folder (DATA_DIR/uploads by default), one file per key. */
export function createLocalDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key);
  };
  let ready: Promise<unknown> | undefined;
  return {
    name: 'local',
    async put(key, data) {
      ready ??= mkdir(root, { recursive: true, mode: 0o700 });
      await ready;
      // 'wx': never overwrite; a collision of random keys is a bug worth failing on.
      await writeFile(pathOf(key), data, { flag: 'wx', mode: 0o600 });
    },
    async get(key) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch {
        return undefined;
      }
      return createReadStream(path);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
