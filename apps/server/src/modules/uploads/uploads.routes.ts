import { endpoints } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { assertNoControlCharacters } from '../../http/control-characters.js';
import type { RouteRegistrar } from '../../http/route-registrar.js';
import { UPLOAD_CONTENT_SECURITY_POLICY } from '../../http/security-headers.js';
import { uploadErrors } from './uploads.errors.js';
import type { UploadsService } from './uploads.service.js';

/** RFC 2046 §5.1.1: 1-70 of these characters, not ending in a space. */
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

function boundaryOf(request: FastifyRequest): string | undefined {
  const match = /;\s*boundary=(?:"([^"]*)"|([^;]*))/i.exec(request.headers['content-type'] ?? '');
  return (match?.[1] ?? match?.[2])?.trim();
}

/** The multipart stream breaks on a bad body; that is the client's mistake, not ours. */
const unreadable = (error: unknown): never => {
  throw error instanceof AppError ? error : uploadErrors.malformed();
};

export const uploadsRoutes =
  (service: UploadsService): RouteRegistrar =>
  (route) => {
    route(
      endpoints.upload,
      async ({ caller, request }) => {
        if (!request.isMultipart()) throw uploadErrors.missingFile();
        const boundary = boundaryOf(request);
        if (!boundary || !BOUNDARY.test(boundary)) throw uploadErrors.malformed();
        // Limits are set where @fastify/multipart is registered (app.ts): one file, 5 MB.
        const part = await request.file({ throwFileSizeLimit: false }).catch(unreadable);
        if (!part || part.fieldname !== endpoints.upload.multipartFile) {
          part?.file.resume();
          throw uploadErrors.missingFile();
        }
        // Fields sent before the file (a repeated name gives an array).
        const fields = Object.values(part.fields)
          .flat()
          .flatMap((f) => (f && 'value' in f ? [{ [f.fieldname]: f.value }] : []));
        try {
          // The route streams this body itself, so it runs the one control-character check itself.
          for (const form of [{ filename: part.filename }, ...fields]) assertNoControlCharacters(form, 'form');
        } catch (error) {
          part.file.resume();
          throw error;
        }
        return service.upload(caller.userId, { stream: part.file, filename: part.filename });
      },
      { status: 201 },
    );
    route(endpoints.getUpload, async ({ caller, params, reply }) => {
      const file = await service.open(caller, params.id);
      // Images may show in the browser; anything else (PDFs) is downloaded, never rendered on our origin.
      const disposition = file.mime.startsWith('image/')
        ? 'inline'
        : `attachment; filename="document-${params.id}.${file.mime.split('/')[1]}"`;
      void reply
        .type(file.mime)
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', UPLOAD_CONTENT_SECURITY_POLICY)
        .header('content-disposition', disposition);
      return file.stream;
    });
  };
