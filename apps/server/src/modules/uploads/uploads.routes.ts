import { endpoints } from '@app/contract';
import type { RouteRegistrar } from '../../http/route-registrar.js';
import { uploadErrors } from './uploads.errors.js';
import type { UploadsService } from './uploads.service.js';

export const uploadsRoutes =
  (service: UploadsService): RouteRegistrar =>
  (route) => {
    route(
      endpoints.upload,
      async ({ caller, request }) => {
        if (!request.isMultipart()) throw uploadErrors.missingFile();
        // Limits are set where @fastify/multipart is registered (app.ts): one file, 5 MB.
        const part = await request.file({ throwFileSizeLimit: false });
        if (!part || part.fieldname !== endpoints.upload.multipartFile) {
          part?.file.resume();
          throw uploadErrors.missingFile();
        }
        return service.upload(caller.userId, { stream: part.file, filename: part.filename });
      },
      { status: 201 },
    );
    route(endpoints.getUpload, async ({ caller, params, reply }) => {
      const file = await service.open(caller, params.id);
      void reply
        .type(file.mime)
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline');
      return file.stream;
    });
  };
