import { API, type ApiParsedBody, type ApiParsedParams, type ApiParsedQuery, type ApiResponse } from '@agency/contract/api';
import type { ApiName } from '@agency/contract/api-routes';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { z } from 'zod';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest guard of admin calls: 401 without a valid bearer token, 403 without a staff role (plugins/auth.ts). */
    requireAdmin: onRequestHookHandler;
    /** The same for the calls only ROLE_ADMIN may make (accounts, statistics resets). */
    requireFullAdmin: onRequestHookHandler;
  }
  interface FastifyContextConfig {
    /** The API table's name of the route (lib/endpoint.ts). */
    endpoint?: ApiName;
  }
}

export type EndpointRequest<K extends ApiName> = FastifyRequest<{
  Params: ApiParsedParams<K>;
  Querystring: ApiParsedQuery<K>;
  Body: ApiParsedBody<K>;
}>;

/** Answers the call's value (serialized by its response schema), or sends the reply itself (cached JSON, text, 204). */
export type EndpointHandler<K extends ApiName> = (
  request: EndpointRequest<K>,
  reply: FastifyReply,
) => Promise<ApiResponse<K> | FastifyReply> | ApiResponse<K> | FastifyReply;

type EndpointSpec = { method: string; path: string; admin?: true; adminOnly?: true; text?: true; params?: z.ZodType; query?: z.ZodType; body?: z.ZodType; response: z.ZodType | null };

/**
 * Registers one call of the contract's API table: method and path, the schemas of params, query and body
 * (validated, 400 on bad input), the response schema of JSON answers (serialized by it), and for admin calls
 * the token check, which runs before the body is read (401/403 come first).
 */
export function endpoint<K extends ApiName>(
  app: FastifyInstance,
  name: K,
  handler: EndpointHandler<K>,
  options: { config?: Omit<FastifyContextConfig, 'endpoint'>; bodyLimit?: number } = {},
): void {
  const spec: EndpointSpec = API[name];
  app.route({
    method: spec.method as 'GET',
    url: spec.path,
    schema: {
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.query ? { querystring: spec.query } : {}),
      ...(spec.body ? { body: spec.body } : {}),
      ...(spec.response && !spec.text ? { response: { 200: spec.response } } : {}),
    },
    config: { ...options.config, endpoint: name },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(spec.admin ? { onRequest: spec.adminOnly ? app.requireFullAdmin : app.requireAdmin } : {}),
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => unknown,
  });
}

/** The response schema of a table route, for checking answers in tests (null: no JSON answer). */
export function responseSchemaOf(name: ApiName | undefined): z.ZodType | null {
  if (!name) return null;
  const spec: EndpointSpec = API[name];
  return spec.text ? null : spec.response;
}
