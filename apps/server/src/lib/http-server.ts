import http from 'node:http';

/** How long the HTTP server waits on a client (docs/decisions/094). */
export interface ConnectionTimeouts {
  /** A connection that has not yet sent a request is closed after this long without a byte (a silent socket). */
  idleBeforeRequestMs: number;
  /** A request's headers must have arrived this long after its first byte (then 408 and the connection closes). */
  headersMs: number;
  /** An idle connection between requests is closed after this long (Node's default). */
  keepAliveMs: number;
  /** How often Node checks the connections against headersMs. */
  checkIntervalMs: number;
}

export const CONNECTION_TIMEOUTS: ConnectionTimeouts = {
  idleBeforeRequestMs: 20_000,
  headersMs: 20_000,
  keepAliveMs: 5_000,
  checkIntervalMs: 5_000,
};

/**
 * The HTTP server: every request goes to `handler`. A connection is bounded while it sends nothing (before its first
 * request: idleBeforeRequestMs; between requests: keepAliveMs) and while its headers trickle in (headersMs). Once a
 * request has arrived, no socket timeout applies (Node's own for later requests on the connection works the same
 * way): a slow handler or a slow download is not cut, and a request body has its own deadline, longer for large
 * uploads (plugins/body-deadline.ts), so Node's whole-request timeout (300 s) is off.
 */
export function createHttpServer(handler: http.RequestListener, timeouts: ConnectionTimeouts = CONNECTION_TIMEOUTS): http.Server {
  const server = http.createServer(
    { headersTimeout: timeouts.headersMs, requestTimeout: 0, keepAliveTimeout: timeouts.keepAliveMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
    (request, response) => {
      // Only the first request of a connection still has the idle timer (Node clears it itself for later ones).
      if (request.socket.timeout) request.socket.setTimeout(0);
      handler(request, response);
    },
  );
  // Without a 'timeout' listener, Node destroys the socket when the timer fires.
  server.setTimeout(timeouts.idleBeforeRequestMs);
  return server;
}
