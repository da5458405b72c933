import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Config } from './config.js';
import { createContainer, type Container } from './container.js';
import type { Database } from './db/client.js';
import { serverRoot } from './db/paths.js';
import { defineRoute, type Authenticate } from './http/define-route.js';
import { registerControlCharacterGuard } from './http/control-characters.js';
import { frameworkErrorHandler, registerErrorHandler } from './http/error-handler.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { buildOpenApiDocument } from './http/openapi.js';
import type { BoundRoute, RouteRegistrar } from './http/route-registrar.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { registerLogoRoutes } from './modules/assets/logos.routes.js';
import { registerSandboxFundingWebhook } from './modules/funding/funding.routes.js';
import { registerLiveHub } from './modules/live/live-hub.js';
import { chainsRoutes } from './modules/chains/chains.routes.js';
import { walletRoutes } from './modules/wallet/wallet.routes.js';
import { billsRoutes } from './modules/bills/bills.routes.js';
import { splitRoutes } from './modules/split/split.routes.js';
import { kycRoutes } from './modules/kyc/kyc.routes.js';
import { preferencesRoutes } from './modules/preferences/preferences.routes.js';
import { securityRoutes } from './modules/security/security.routes.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { UPLOAD_MAX_BYTES } from '@app/contract';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Pino logger options, or false for silence (tests). */
  logger?: boolean | object;
  /** Services to use; built from config and database when not given. */
  container?: Container;
}

const version = (JSON.parse(readFileSync(join(serverRoot, 'package.json'), 'utf8')) as { version: string }).version;

/** Builds the whole application without listening; `server.ts` listens, tests use `inject`. */
export async function buildApp({
  config,
  database,
  logger = false,
  container: given,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 64 * 1024,
    trustProxy: config.TRUST_PROXY,
    genReqId: () => randomUUID(),
    // Our own error handler turns framework errors into the API's error shape.
    return503OnClosing: true,
    frameworkErrors: frameworkErrorHandler,
  });
  registerErrorHandler(app);
  registerControlCharacterGuard(app);
  await registerSecurityHeaders(app);
  // Multipart only where an endpoint reads it (uploads); the size limit is enforced while streaming.
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 },
  });

  const container = given ?? createContainer(config, database);
  const { db, users, auth, notifications, wallet, funding, prices } = container;
  await container.ledger.init();
  await container.jobs.init();
  app.addHook('onClose', () => container.jobs.stop());

  const authenticate: Authenticate = async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return undefined;
    const token = header.slice(7).trim();
    if (!token || token.length > 256) return undefined;
    return auth.authenticate(token);
  };
  const route: BoundRoute = (endpoint, handler, options) => defineRoute(app, authenticate, endpoint, handler, options);
  const registrars: RouteRegistrar[] = [
    healthRoutes(database, version),
    authRoutes(auth),
    usersRoutes(db, users),
    notificationsRoutes(notifications),
    walletRoutes(wallet, prices),
    uploadsRoutes(container.uploads),
    kycRoutes(container.kyc),
    securityRoutes({ db, users, twoFactor: container.twoFactor, account: container.accountSecurity }),
    preferencesRoutes(container.preferences),
    billsRoutes({ bills: container.bills, settlement: container.billSettlement, rateLimiter: container.rateLimiter }),
    splitRoutes({ split: container.split, requests: container.paymentRequests, lookupTag: container.lookupTag }),
    chainsRoutes({
      registry: container.chains,
      watcher: container.depositWatcher,
      withdrawals: container.withdrawals,
      wallet,
      rateLimiter: container.rateLimiter,
    }),
  ];
  for (const register of registrars) register(route);
  if (config.NODE_ENV !== 'production') {
    await registerSandboxFundingWebhook(app, {
      authenticate,
      funding,
      users,
      ledgerRepository: container.ledgerRepository,
      chains: container.chains,
      db,
      secret: config.SANDBOX_WEBHOOK_SECRET,
    });
  }
  registerLogoRoutes(app);
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
  await registerLiveHub(app, database, (token) => auth.authenticate(token));

  const openApi = buildOpenApiDocument(version, { includeSandbox: config.NODE_ENV !== 'production' });
  app.get('/api/docs', async () => openApi);
  app.get('/api/docs/json', async () => openApi);

  await registerWebApp(app, config);
  return app;
}

/** Serves the built SPA, with unknown non-API paths falling back to index.html. */
async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const dist = config.WEB_DIST ?? join(serverRoot, '..', 'web', 'dist');
  const hasWeb = existsSync(join(dist, 'index.html'));
  // wildcard: files are looked up per request, so a rebuilt dist is served without a restart.
  if (hasWeb) await app.register(fastifyStatic, { root: dist, wildcard: true, index: 'index.html' });
  app.setNotFoundHandler((request, reply) => {
    // Missing files (anything with an extension) are a real 404, never the SPA's HTML.
    const isFile = /\.[A-Za-z0-9]+$/.test(request.url.split('?')[0]!);
    if (request.url.startsWith('/api') || !hasWeb || request.method !== 'GET' || isFile) {
      return reply.status(404).send({ error: 'NOT_FOUND', message: 'Route not found', request_id: request.id });
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
