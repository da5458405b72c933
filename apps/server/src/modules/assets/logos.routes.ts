import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { serverRoot } from '../../db/paths.js';
import { FALLBACK_LOGO } from './catalogue.js';

const TYPES: Record<string, string> = { png: 'image/png', svg: 'image/svg+xml' };

/**
 * Token logos, served by the app itself; an unknown logo gets the fallback image. The catalogue
 * names the PNGs; each SVG is its source (scripts/render-logos.mjs), still served for links to it.
 */
export function registerLogoRoutes(app: FastifyInstance): void {
  const dir = join(serverRoot, 'assets', 'logos');
  const logos = new Map(
    readdirSync(dir).flatMap((f) => {
      const type = TYPES[extname(f).slice(1)];
      return type ? [[f, { body: readFileSync(join(dir, f)), type }] as const] : [];
    }),
  );
  app.get<{ Params: { file: string } }>('/api/assets/logos/:file', async (request, reply) => {
    const logo = logos.get(request.params.file) ?? logos.get(FALLBACK_LOGO)!;
    return reply.type(logo.type).header('cache-control', 'public, max-age=86400').send(logo.body);
  });
}
