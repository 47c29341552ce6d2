/** A request's path without its query: upload URLs carry their signature there (and page URLs a visitor's campaign). */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** What a log line's `req` says of Fastify's request (answers sent again from memory are Fastify requests too). */
export interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  /** The client's address as TRUST_PROXY yields it. */
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * A package link's secret (the package's or a recipient's token) out of a path: whoever reads the log could open the
 * package with it (issue 37). `/p/{token}` and `/api/packages/{token}/...` name it as `:token`; so does a calendar
 * feed's link (issue 38), `/api/calendar/{scope}/{token}.ics`.
 */
export function withoutLinkSecrets(path: string): string {
  return path
    .replace(/^\/(p|api\/packages)\/[^/]+/, (_whole, prefix: string) => `/${prefix}/:token`)
    .replace(/^\/api\/calendar\/([^/]+)\/[^/]+/, (_whole, scope: string) => `/api/calendar/${scope}/:token`);
}

function requestFields(request: LoggedRequest) {
  const url = withoutLinkSecrets(pathOf(request.url ?? ''));
  return { method: request.method, url, host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
}

/**
 * pino options of the server's log. process.stdout writes synchronously to files, pipes and terminals on Linux:
 * under load the log slows the server down a little instead of piling up in memory (pino's default asynchronous
 * writer grew the heap until the process ran out of memory at ~18k requests per second).
 */
export function logOptions(level: string, stream: { write(line: string): unknown } = process.stdout) {
  return {
    level,
    stream,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { req: requestFields },
  };
}
