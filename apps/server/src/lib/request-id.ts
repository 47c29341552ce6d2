import type { IncomingMessage } from 'node:http';

/** The longest request id taken from a proxy or CDN: it is written into the answer and every log line of the request. */
export const MAX_GIVEN_REQUEST_ID_LENGTH = 200;

/**
 * Fastify's `genReqId` (decision 090): the `X-Request-Id` a proxy or CDN sent when there is one of at most 200
 * characters, else `req-<n>` from one counter (wrapping as Fastify's own does, below 2^31). Every answer names its
 * request's id in `x-request-id` (plugins/request-log.ts), answers sent again from memory too (plugins/hot-answers.ts).
 */
export function createRequestIds(): (raw: IncomingMessage) => string {
  let sequence = 0;
  return (raw) => {
    const given = raw.headers['x-request-id'];
    if (typeof given === 'string' && given.length > 0 && given.length <= MAX_GIVEN_REQUEST_ID_LENGTH) return given;
    sequence = (sequence + 1) & 0x7fffffff;
    return `req-${sequence.toString(36)}`;
  };
}
