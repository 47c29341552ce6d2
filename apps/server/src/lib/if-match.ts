import type { FastifyRequest } from 'fastify';
import { opaqueTag } from '../plugins/etag';

/** The version a write expects: undefined for any, null for none that can match (a tag that is no version of ours). */
export type ExpectedVersion = number | null | undefined;

/**
 * The edit version an If-Match header names (`"3"`, weak `W/"3"`, or the tag of a compressed answer, `"3-br"`, as a
 * client echoes the ETag it received): undefined without the header or for `*` (any version), null for a tag that is
 * no version of ours (it can match nothing: the write is a 409).
 */
export function expectedVersion(request: FastifyRequest): ExpectedVersion {
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '*') return undefined;
  const match = /^"(\d{1,10})"$/.exec(opaqueTag(header));
  return match ? Number(match[1]) : null;
}
