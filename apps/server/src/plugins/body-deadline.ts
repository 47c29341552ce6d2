import net from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A request body must have arrived this long after its headers; an upload gets this long before its rate counts. */
export const BODY_DEADLINE_MS = 30_000;
/**
 * Uploads (decision 093): after BODY_DEADLINE_MS, the body must have arrived at this average rate since its headers
 * or faster. 32 KiB/s is a weak mobile link: a 10 MB photo may take up to about 6 minutes (at 100 KB/s it takes
 * 100 s), a 200 MB video about 1 h 50 min; a connection that stalls is cut once it falls behind.
 */
export const MIN_UPLOAD_BYTES_PER_SECOND = 32 * 1024;
/**
 * After an answer sent before its body has arrived (a 413, a 401): the server closes its side once the answer is
 * out and reads on, dropping what still arrives, for at most this long and this many bytes, then drops the
 * connection. A client reads the answer instead of a reset (EPIPE, ECONNRESET) while it is still sending.
 */
export const LINGER_MS = 10_000;
export const LINGER_MAX_BYTES = 16 * 1024 * 1024;

function announcesBody(request: FastifyRequest): boolean {
  const length = Number(request.headers['content-length'] ?? 0);
  return length > 0 || request.headers['transfer-encoding'] !== undefined;
}

/**
 * The time (ms after the headers) by which an upload that has sent `receivedBytes` must have sent more: it may take
 * `graceMs`, then must keep an average of `minBytesPerSecond`. A body that has all arrived is never late.
 */
export function uploadDueAfterMs(receivedBytes: number, rule: { graceMs: number; minBytesPerSecond: number }): number {
  return rule.graceMs + (receivedBytes / rule.minBytesPerSecond) * 1000;
}

export interface BodyDeadlineOptions {
  deadlineMs: number;
  /** Requests whose body is a file (application photos, local media uploads): the rate rule instead of the deadline. */
  isUpload(request: FastifyRequest): boolean;
  /** MIN_UPLOAD_BYTES_PER_SECOND unless a test makes it larger. */
  minUploadBytesPerSecond?: number;
}

/**
 * Cuts off a client that sends its body too slowly (one byte every few seconds holds a connection and a request
 * forever otherwise: Node's socket timeout is reset by every byte, and its whole-request timeout is off,
 * lib/http-server.ts). An ordinary body has `deadlineMs`; an upload is measured by the bytes read from its socket,
 * so a slow phone sending a large photo steadily is never cut, and one that stops is. An answer sent before the body
 * has arrived closes the connection gently (LINGER_MS).
 */
export function registerBodyDeadline(app: FastifyInstance, options: BodyDeadlineOptions): void {
  const rule = { graceMs: options.deadlineMs, minBytesPerSecond: options.minUploadBytesPerSecond ?? MIN_UPLOAD_BYTES_PER_SECOND };

  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw;
    const socket = raw.socket;
    // Injected requests (tests) have no socket to measure or close.
    if (raw.complete || !announcesBody(request) || !(socket instanceof net.Socket)) return done();
    const started = Date.now();
    // Bytes of this request read before now (its headers, perhaps a first piece of the body) do not count.
    const readBefore = socket.bytesRead;
    const upload = options.isUpload(request);
    let timer: NodeJS.Timeout | undefined;
    const cut = () => {
      request.log.warn({ deadlineMs: options.deadlineMs, upload, receivedBytes: socket.bytesRead - readBefore, afterMs: Date.now() - started }, 'request body too slow: connection closed');
      socket.destroy();
    };
    const check = () => {
      if (raw.complete) return;
      if (!upload) return cut();
      const dueAfterMs = uploadDueAfterMs(socket.bytesRead - readBefore, rule);
      const waitMs = started + dueAfterMs - Date.now();
      if (waitMs <= 0) return cut();
      timer = setTimeout(check, Math.ceil(waitMs));
      timer.unref();
    };
    timer = setTimeout(check, options.deadlineMs);
    timer.unref();
    const stop = () => clearTimeout(timer);
    raw.once('end', stop);
    raw.once('close', stop);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const raw = request.raw;
    if (!raw.complete && !raw.destroyed && raw.socket instanceof net.Socket && announcesBody(request)) lingerAfterAnswer(request, reply);
    done(null, payload);
  });
}

/**
 * The answer goes out as a normal (keep-alive) answer, so Node does not destroy the socket behind it (with
 * `Connection: close` it would, as soon as the answer is written, and the client still sending would see a reset
 * before it reads the answer). Once it is written, the server ends its side (the client reads the answer and a
 * FIN, and stops sending) and keeps reading, dropping the rest of the body, within LINGER_MS and LINGER_MAX_BYTES.
 */
function lingerAfterAnswer(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  // Set by Fastify's body parser on a refused body (a 413).
  reply.removeHeader('connection');
  reply.raw.once('finish', () => {
    const socket = raw.socket;
    if (!socket || socket.destroyed) return;
    let dropped = 0;
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    raw.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > LINGER_MAX_BYTES) socket.destroy();
    });
    // A body piped somewhere and let go (a refused upload) stays paused unless resumed here.
    raw.resume();
    socket.end();
  });
}
