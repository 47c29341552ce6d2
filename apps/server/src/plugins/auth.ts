import type { FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_ROLES } from '@agency/contract/auth';
import { ForbiddenError, UnauthorizedError } from '../errors';
import type { TokenClaims } from '../lib/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    user?: TokenClaims;
  }
}

/** The token of an `Authorization: Bearer <token>` header; undefined for anything else. */
export function bearerToken(header: unknown): string | undefined {
  return typeof header === 'string' ? /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header.trim())?.[1] : undefined;
}

/**
 * onRequest guard of admin calls: a bearer token that `authenticate` accepts (401 otherwise) of a user with one of
 * `roles` (403 otherwise): any staff role by default, ROLE_ADMIN alone for the calls marked adminOnly.
 */
export function createRequireAdmin(authenticate: (token: string) => Promise<TokenClaims>, roles: readonly string[] = STAFF_ROLES) {
  return async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new UnauthorizedError();
    const claims = await authenticate(token);
    if (!roles.includes(claims.role)) throw new ForbiddenError();
    request.user = claims;
  };
}
