import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A request body must have arrived this long after its headers (uploads get more time for their size). */
export const BODY_DEADLINE_MS = 30_000;
/** Uploads: the slowest rate still accepted, so a 200 MB video from a phone has ~17 minutes. */
export const MIN_UPLOAD_BYTES_PER_SECOND = 200 * 1024;

function announcesBody(request: FastifyRequest): boolean {
  const length = Number(request.headers['content-length'] ?? 0);
  return length > 0 || request.headers['transfer-encoding'] !== undefined;
}

/**
 * Cuts off a client that sends its body too slowly (one byte every few seconds holds a connection and a
 * request forever otherwise: Node's socket timeout is reset by every byte). Node's own requestTimeout is one
 * figure for the whole server; here each request gets its own deadline, longer for large uploads.
 */
export function registerBodyDeadline(
  app: FastifyInstance,
  options: { deadlineMs: number; isUpload(request: FastifyRequest): boolean },
): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw;
    if (raw.complete || !announcesBody(request)) return done();
    const length = Number(request.headers['content-length'] ?? 0);
    const uploadMs = options.isUpload(request) ? (length / MIN_UPLOAD_BYTES_PER_SECOND) * 1000 : 0;
    const timer = setTimeout(() => {
      if (raw.complete) return;
      request.log.warn({ deadlineMs: options.deadlineMs + uploadMs }, 'request body too slow: connection closed');
      raw.socket?.destroy();
    }, options.deadlineMs + uploadMs);
    timer.unref();
    raw.once('end', () => clearTimeout(timer));
    raw.once('close', () => clearTimeout(timer));
    done();
  });
}
