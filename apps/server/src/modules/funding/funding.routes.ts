import { endpoints } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChainRegistry } from '../chains/chain-registry.js';
import type { LedgerRepository } from '../ledger/ledger.repository.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute, type Authenticate } from '../../http/define-route.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { Db } from '../../db/client.js';
import { parseAmountFor } from '../wallet/wallet.service.js';
import type { FundingService } from './funding.service.js';
import { SIGNATURE_HEADER, verifyWebhook } from './webhook-signature.js';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/**
 * The sandbox funding provider's webhook. Registered in its own context so its JSON parser can
 * keep the raw body for the HMAC check. Never registered in production.
 */
export async function registerSandboxFundingWebhook(
  app: FastifyInstance,
  deps: {
    authenticate: Authenticate;
    funding: FundingService;
    users: UsersRepository;
    ledgerRepository: LedgerRepository;
    chains: ChainRegistry;
    db: Db;
    secret: string;
  },
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
    const checkSignature = (request: FastifyRequest) => {
      if (!verifyWebhook(deps.secret, request.rawBody ?? '', request.headers[SIGNATURE_HEADER] as string | undefined)) {
        throw new AppError('UNAUTHENTICATED', 'Invalid webhook signature');
      }
    };

    const signed = { verify: checkSignature };

    // Where a devnet deposit for a user should go; the CLI then sends a real devnet transaction there.
    defineRoute(
      scope,
      deps.authenticate,
      endpoints.sandboxDepositTarget,
      async ({ body }) => {
        const user = await deps.users.findByTag(deps.db, body.tag);
        if (!user) throw new AppError('UNKNOWN_RECIPIENT', `User @${body.tag} not found`);
        const runtime = deps.chains.forAsset(body.asset);
        if (!runtime || runtime.kind !== 'evm' || runtime.source !== 'devnet') {
          throw new AppError('BUSINESS_RULE', `No local devnet runs for ${body.asset}`);
        }
        const wallet = await deps.ledgerRepository.walletFor(deps.db, user.id, body.asset);
        return {
          address: wallet!.address!,
          chain: runtime.id,
          rpc_url: runtime.adapter.rpcUrl,
          token_address: runtime.tokens.find((t) => t.asset === body.asset)?.address ?? null,
        };
      },
      signed,
    );

    defineRoute(
      scope,
      deps.authenticate,
      endpoints.sandboxFundingWebhook,
      async ({ body }) => {
        const user = await deps.users.findByTag(deps.db, body.tag);
        if (!user) throw new AppError('UNKNOWN_RECIPIENT', `User @${body.tag} not found`);
        const result = await deps.funding.creditInbound({
          source: 'sandbox-funding',
          reference: body.reference,
          userId: user.id,
          asset: body.asset,
          amount: parseAmountFor(body.asset, body.amount),
          fromAddress: 'Sandbox funding',
        });
        return { credited: result.credited, transaction_id: result.transactionId };
      },
      signed,
    );
  });
}
