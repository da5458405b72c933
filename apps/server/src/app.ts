import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Config } from './config.js';
import { createContainer, type Container } from './container.js';
import type { Database } from './db/client.js';
import { serverRoot } from './db/paths.js';
import { defineRoute, type Authenticate } from './http/define-route.js';
import { registerControlCharacterGuard } from './http/control-characters.js';
import { registerEmptyJsonBody } from './http/empty-json-body.js';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandler } from './http/error-handler.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerServerTiming } from './http/server-timing.js';
import { createLifecycle, registerShutdownGate, type Lifecycle } from './http/lifecycle.js';
import { buildOpenApiDocument } from './http/openapi.js';
import { registerWebApp } from './http/web-app.js';
import type { BoundRoute, RouteRegistrar } from './http/route-registrar.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { registerLogoRoutes } from './modules/assets/logos.routes.js';
import { registerSandboxFundingWebhook } from './modules/funding/funding.routes.js';
import { registerLiveHub, SERVICE_RESTART } from './modules/live/live-hub.js';
import { listenForRevocations } from './modules/auth/session-cache.js';
import { chainsRoutes } from './modules/chains/chains.routes.js';
import { walletRoutes } from './modules/wallet/wallet.routes.js';
import { exchangeRoutes } from './modules/exchange/exchange.routes.js';
import { billsRoutes } from './modules/bills/bills.routes.js';
import { splitRoutes } from './modules/split/split.routes.js';
import { kycRoutes } from './modules/kyc/kyc.routes.js';
import { preferencesRoutes } from './modules/preferences/preferences.routes.js';
import { securityRoutes } from './modules/security/security.routes.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { registerPayoutWebhooks } from './modules/payouts/payout-webhooks.routes.js';
import { payoutsRoutes } from './modules/payouts/payouts.routes.js';
import { receiptsRoutes } from './modules/receipts/receipts.routes.js';
import { limitsRoutes } from './modules/limits/limits.routes.js';
import { beneficiariesRoutes } from './modules/beneficiaries/beneficiaries.routes.js';
import { UPLOAD_MAX_BYTES } from '@app/contract';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Pino logger options, or false for silence (tests). */
  logger?: boolean | object;
  /** Services to use; built from config and database when not given. */
  container?: Container;
  /** Shutdown state shared with `server.ts`, which drains the instance on SIGTERM. */
  lifecycle?: Lifecycle;
}

const version = (JSON.parse(readFileSync(join(serverRoot, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * `/api//balances` is `/api/balances`, as most web servers take it; the file server would refuse
 * a doubled slash with a 403 of its own. Only the path is touched, never the query.
 */
function collapseSlashes(url: string): string {
  const end = url.indexOf('?');
  const path = end === -1 ? url : url.slice(0, end);
  return path.includes('//') ? path.replace(/\/{2,}/g, '/') + url.slice(path.length) : url;
}

/** Builds the whole application without listening; `server.ts` listens, tests use `inject`. */
export async function buildApp({
  config,
  database,
  logger = false,
  container: given,
  lifecycle = createLifecycle(),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 64 * 1024,
    trustProxy: config.TRUST_PROXY,
    genReqId: () => randomUUID(),
    // Requests arriving while closing get our own 503 (registerShutdownGate).
    return503OnClosing: false,
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    rewriteUrl: (request) => collapseSlashes(request.url ?? '/'),
  });
  registerErrorHandler(app);
  // Fastify reads text/plain bodies as strings; every endpoint of ours takes JSON, so JSON sent as
  // text gets the same 415 as any other type, not a confusing 400.
  app.removeContentTypeParser('text/plain');
  registerControlCharacterGuard(app);
  registerEmptyJsonBody(app);
  await registerSecurityHeaders(app);
  registerShutdownGate(app);
  if (config.SERVER_TIMING) registerServerTiming(app);
  // Multipart only where an endpoint reads it (uploads); the size limit is enforced while streaming.
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 },
  });

  const container = given ?? createContainer(config, database);
  const { db, users, auth, notifications, wallet, funding, prices } = container;
  await container.ledger.init();
  await container.jobs.init();
  app.addHook('onClose', async () => {
    await container.jobs.stop();
    await container.mail.close();
  });
  // API latency per instance, for the admin overview (the WebSocket is one long request: left out).
  app.addHook('onResponse', async (request, reply) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/ws'))
      container.latency.record(reply.elapsedTime);
  });

  const authenticate: Authenticate = async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return undefined;
    const token = header.slice(7).trim();
    if (!token || token.length > 256) return undefined;
    return auth.authenticate(token);
  };
  const route: BoundRoute = (endpoint, handler, options) => defineRoute(app, authenticate, endpoint, handler, options);
  const registrars: RouteRegistrar[] = [
    healthRoutes({ database, jobs: container.jobs, version, shuttingDown: lifecycle.shuttingDown }),
    authRoutes(auth),
    usersRoutes(db, users, container.freeze),
    notificationsRoutes(notifications),
    walletRoutes(wallet, prices),
    receiptsRoutes(container.receipts),
    uploadsRoutes(container.uploads),
    kycRoutes(container.kyc),
    securityRoutes({ db, users, twoFactor: container.twoFactor, account: container.accountSecurity }),
    preferencesRoutes(container.preferences),
    exchangeRoutes(container.exchange),
    payoutsRoutes(container.payouts, container.payoutApprovals),
    adminRoutes({
      db,
      overview: container.adminOverview,
      users: container.adminUsers,
      analytics: container.adminAnalytics,
      freeze: container.freeze,
    }),
    billsRoutes({ bills: container.bills, settlement: container.billSettlement, rateLimiter: container.rateLimiter }),
    splitRoutes({ split: container.split, requests: container.paymentRequests, lookupTag: container.lookupTag }),
    limitsRoutes(container.limits),
    beneficiariesRoutes(container.beneficiaries),
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
  await registerPayoutWebhooks(app, { authenticate, webhooks: container.payoutWebhooks });
  registerLogoRoutes(app);
  await app.register(fastifyWebsocket, {
    options: { maxPayload: 4096 },
    // On shutdown every socket is told the server is restarting, so its client reconnects elsewhere.
    preClose(done) {
      for (const client of this.websocketServer.clients) client.close(SERVICE_RESTART, 'Server restarting');
      this.websocketServer.close(done);
    },
  });
  const liveHub = await registerLiveHub(app, database, (token) => auth.authenticate(token));
  // Whichever process ends a session, this one forgets it and closes its live sockets at once.
  let stopListening: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopListening = await listenForRevocations(database, container.sessionCache, liveHub.endSessions);
  });
  app.addHook('onClose', async () => stopListening?.());

  const openApi = buildOpenApiDocument(version, { includeSandbox: config.NODE_ENV !== 'production' });
  app.get('/api/docs', async () => openApi);
  app.get('/api/docs/json', async () => openApi);

  await registerWebApp(app, config.WEB_DIST ?? join(serverRoot, '..', 'web', 'dist'));
  return app;
}
