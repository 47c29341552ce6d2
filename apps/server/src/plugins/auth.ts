import type { FastifyReply, FastifyRequest } from 'fastify';
import { ROLE_ADMIN } from '@agency/contract/auth';
import { ForbiddenError, UnauthorizedError } from '../errors';
import type { TokenClaims } from '../lib/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    user?: TokenClaims;
  }
}

/**
 * onRequest guard of admin calls: a bearer token that `authenticate` accepts (401 otherwise) of a user with
 * role ROLE_ADMIN (403 otherwise).
 */
export function createRequireAdmin(authenticate: (token: string) => Promise<TokenClaims>) {
  return async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header.trim()) : null;
    if (!match) throw new UnauthorizedError();
    const claims = await authenticate(match[1]!);
    if (claims.role !== ROLE_ADMIN) throw new ForbiddenError();
    request.user = claims;
  };
}
export type RequireAdmin = ReturnType<typeof createRequireAdmin>;
