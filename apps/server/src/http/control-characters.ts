import { controlCharacterMessage, controlCharacterPaths } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

/**
 * Refuses `value` (request input from `where`) when any string or key in it holds a control
 * character. The one check every input goes through: the hook below for path, query and body of
 * every route, and the upload route for the parts it streams itself.
 */
export function assertNoControlCharacters(value: unknown, where: 'path' | 'query' | 'body' | 'form'): void {
  const paths = controlCharacterPaths(value);
  if (!paths.length) return;
  const details = Object.fromEntries(paths.map((p) => [p, [controlCharacterMessage]]));
  const field = paths[0] === '_' ? `The ${where}` : paths[0];
  throw new AppError('VALIDATION_ERROR', `${field}: ${controlCharacterMessage.toLowerCase()}`, details);
}

/**
 * Runs before validation on every route, so an endpoint added later is covered without doing
 * anything. Bodies are already parsed here; multipart bodies are streamed by their handler.
 */
export function registerControlCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    assertNoControlCharacters(request.params, 'path');
    assertNoControlCharacters(request.query, 'query');
    assertNoControlCharacters(request.body, 'body');
  });
}
