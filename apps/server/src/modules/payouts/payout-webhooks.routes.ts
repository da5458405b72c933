import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { defineRoute, type Authenticate } from '../../http/define-route.js';
import type { PayoutWebhooks } from './payout-webhooks.js';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/**
 * Paystack's and Flutterwave's transfer webhooks. In their own context so the JSON parser can
 * keep the raw bytes the signature covers. They answer 200 quickly, for duplicates too: a
 * provider retries anything else.
 */
export async function registerPayoutWebhooks(
  app: FastifyInstance,
  deps: { authenticate: Authenticate; webhooks: PayoutWebhooks },
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.rawBody = body as string;
      try {
        done(null, body === '' ? undefined : JSON.parse(body as string));
      } catch {
        done(new AppError('MALFORMED_JSON', 'Request body is not valid JSON'), undefined);
      }
    });
    defineRoute(scope, deps.authenticate, endpoints.paystackWebhook, ({ body, request }) =>
      deps.webhooks.handle('paystack', request.headers, request.rawBody ?? '', body),
    );
    defineRoute(scope, deps.authenticate, endpoints.flutterwaveWebhook, ({ body, request }) =>
      deps.webhooks.handle('flutterwave', request.headers, request.rawBody ?? '', body),
    );
  });
}
