import type { FastifyRequest } from 'fastify';

/**
 * The edit version an If-Match header names (`"3"`, or weak `W/"3"`): undefined without the header or for `*`
 * (any version), null for a tag that is no version of ours (it can match nothing: the write is a 409).
 */
export function expectedVersion(request: FastifyRequest): number | null | undefined {
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '*') return undefined;
  const match = /^(?:W\/)?"(\d{1,10})"$/.exec(header.trim());
  return match ? Number(match[1]) : null;
}
