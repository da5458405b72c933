import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { serverRoot } from '../../db/paths.js';
import { FALLBACK_LOGO } from './catalogue.js';

/** Token logos, served by the app itself; an unknown logo gets the fallback image. */
export function registerLogoRoutes(app: FastifyInstance): void {
  const dir = join(serverRoot, 'assets', 'logos');
  const logos = new Map(readdirSync(dir).map((f) => [f, readFileSync(join(dir, f))]));
  app.get<{ Params: { file: string } }>('/api/assets/logos/:file', async (request, reply) => {
    const body = logos.get(request.params.file) ?? logos.get(FALLBACK_LOGO)!;
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(body);
  });
}
