import { endpoints } from '@app/contract';
import type { RouteRegistrar } from '../../http/route-registrar.js';
import { UPLOAD_CONTENT_SECURITY_POLICY } from '../../http/security-headers.js';
import type { ReceiptsService } from './receipts.service.js';

export const receiptsRoutes =
  (receipts: ReceiptsService): RouteRegistrar =>
  (route) => {
    route(endpoints.transactionReceipt, async ({ caller, params, reply }) => {
      const { fileName, pdf } = await receipts.receipt(caller.userId, params.id);
      void reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', UPLOAD_CONTENT_SECURITY_POLICY)
        .header('content-disposition', `attachment; filename="${fileName}"`);
      return pdf;
    });
  };
