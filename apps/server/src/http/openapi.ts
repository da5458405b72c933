import { endpoints, errorBody, type Endpoint } from '@app/contract';
import { z } from 'zod';

const toJson = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });

function parameters(schema: z.ZodType | undefined, location: 'path' | 'query') {
  if (!schema) return [];
  const json = toJson(schema, 'input') as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: location,
    required: location === 'path' || (json.required ?? []).includes(name),
    schema: s,
  }));
}

const multipartBody = (field: string) => ({
  required: true,
  content: {
    'multipart/form-data': {
      schema: { type: 'object', required: [field], properties: { [field]: { type: 'string', format: 'binary' } } },
    },
  },
});

function operation(name: string, e: Endpoint) {
  const errorResponse = { content: { 'application/json': { schema: toJson(errorBody, 'output') } } };
  return {
    operationId: name,
    summary: e.summary,
    tags: [e.tag],
    ...(e.access === 'public' ? { security: [] } : {}),
    parameters: [
      ...parameters(e.params, 'path'),
      ...parameters(e.query, 'query'),
      ...(e.idempotent
        ? [{ name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string', maxLength: 128 } }]
        : []),
    ],
    ...(e.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: toJson(e.body, 'input') } } } }
      : {}),
    ...(e.multipartFile ? { requestBody: multipartBody(e.multipartFile) } : {}),
    responses: {
      [e.method === 'POST' && name === 'register' ? '201' : '200']: {
        description: 'Success',
        content: e.binaryResponse
          ? {
              'application/octet-stream': {
                schema: { type: 'string', format: 'binary', description: e.binaryResponse },
              },
            }
          : { 'application/json': { schema: toJson(e.response, 'output') } },
      },
      '4XX': { description: 'Client error (see `error` code and `message`)', ...errorResponse },
      ...(e.access === 'admin' ? { '403': { description: 'Not an admin', ...errorResponse } } : {}),
    },
  };
}

/** The OpenAPI 3 document, generated from the contract's endpoint registry and zod schemas. */
export function buildOpenApiDocument(version: string, options: { includeSandbox: boolean }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, e] of Object.entries(endpoints) as [string, Endpoint][]) {
    if (e.sandboxOnly && !options.includeSandbox) continue;
    const path = '/api' + e.path.replace(/:(\w+)/g, '{$1}');
    (paths[path] ??= {})[e.method.toLowerCase()] = operation(name, e);
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Wallet API', version, description: 'Payments and crypto wallet API. Amounts are decimal strings.' },
    servers: [{ url: '/' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
    paths,
  };
}
