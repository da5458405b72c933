import { endpoints, type PayoutProviderName } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
    const signedBy = (name: PayoutProviderName) => ({
      verify: (request: FastifyRequest) => deps.webhooks.verify(name, request.headers, request.rawBody ?? ''),
    });
    defineRoute(
      scope,
      deps.authenticate,
      endpoints.paystackWebhook,
      ({ body }) => deps.webhooks.handle('paystack', body),
      signedBy('paystack'),
    );
    defineRoute(
      scope,
      deps.authenticate,
      endpoints.flutterwaveWebhook,
      ({ body }) => deps.webhooks.handle('flutterwave', body),
      signedBy('flutterwave'),
    );
  });
}
