import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { UPLOAD_MAX_BYTES, uploadUrl, type UploadResponse } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Caller } from '../../http/define-route.js';
import type { FileStorage } from '../../providers/storage/file-storage.js';
import { AppError } from '../../http/app-error.js';
import { sniffFileType } from './file-type.js';
import { uploadErrors } from './uploads.errors.js';
import type { UploadsRepository } from './uploads.repository.js';

/** A file part as it arrives: a stream the multipart parser cuts off at the size limit. */
export interface IncomingFile {
  stream: Readable & { truncated?: boolean };
  filename?: string;
}

export interface UploadsDeps {
  db: Db;
  repository: UploadsRepository;
  storage: FileStorage;
  maxBytes?: number;
}

export function createUploadsService({ db, repository, storage, maxBytes = UPLOAD_MAX_BYTES }: UploadsDeps) {
  /**
   * Reads the part into memory, never past `maxBytes`: the parser stops at the limit and marks
   * the stream truncated, and we count as well in case a parser doesn't.
   */
  async function readBounded(file: IncomingFile): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of file.stream) {
        const buf = chunk as Buffer;
        size += buf.length;
        if (size > maxBytes) {
          file.stream.resume(); // drain the rest without keeping it
          throw uploadErrors.tooLarge();
        }
        chunks.push(buf);
      }
    } catch (error) {
      // The parser breaks the stream when the body is not well-formed (cut short, wrong boundary).
      throw error instanceof AppError ? error : uploadErrors.malformed();
    }
    if (file.stream.truncated) throw uploadErrors.tooLarge();
    return Buffer.concat(chunks, size);
  }

  return {
    async upload(ownerId: string, file: IncomingFile): Promise<UploadResponse> {
      const data = await readBounded(file);
      if (data.length === 0) throw uploadErrors.missingFile();
      const mime = sniffFileType(data.subarray(0, 16));
      if (!mime) throw uploadErrors.badType();
      const storageKey = randomBytes(16).toString('hex');
      await storage.put(storageKey, data, mime);
      try {
        const row = await repository.insert(db, {
          ownerId,
          mime,
          size: data.length,
          storageKey,
          originalName: file.filename?.slice(0, 255) || null,
        });
        return { id: row.id, url: uploadUrl(row.id) };
      } catch (error) {
        await storage.delete(storageKey).catch(() => {});
        throw error;
      }
    },

    /** The file, for its owner or an admin; 404 for anyone else, so ids reveal nothing. */
    async open(caller: Caller, id: string): Promise<{ mime: string; size: number; stream: Readable }> {
      const row = await repository.findById(db, id);
      if (!row || (row.ownerId !== caller.userId && caller.role !== 'admin')) throw uploadErrors.notFound();
      const stream = await storage.get(row.storageKey);
      if (!stream) throw uploadErrors.notFound();
      return { mime: row.mime, size: row.size, stream };
    },

    /** Which of `ids` the user owns (KYC documents must be the submitter's own uploads). */
    ownedIds: (ownerId: string, ids: string[]) => repository.ownedIds(db, ownerId, ids),
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
