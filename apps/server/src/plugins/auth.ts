import type { FastifyReply, FastifyRequest } from 'fastify';
import { ROLE_ADMIN } from '@agency/contract/auth';
import { ForbiddenError, UnauthorizedError } from '../errors';
import type { TokenClaims, TokenService } from '../modules/auth/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    user?: TokenClaims;
  }
}

/** preHandler for admin calls: a valid bearer token (401 otherwise) with role ROLE_ADMIN (403 otherwise). */
export function createRequireAdmin(tokens: TokenService) {
  return async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header.trim()) : null;
    if (!match) throw new UnauthorizedError();
    const claims = await tokens.verify(match[1]!);
    if (claims.role !== ROLE_ADMIN) throw new ForbiddenError();
    request.user = claims;
  };
}
export type RequireAdmin = ReturnType<typeof createRequireAdmin>;
