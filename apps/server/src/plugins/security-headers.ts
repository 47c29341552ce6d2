import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

function originOf(url: string | undefined): string[] {
  if (!url || !/^https?:\/\//i.test(url)) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

export interface CspSources {
  mediaPublicBaseUrl?: string;
  backgroundVideoUrls: string[];
  /** Origins the browser uploads to with presigned PUTs (S3 endpoint). */
  uploadOrigins: string[];
}

/**
 * The headers helmet sets for these options, computed once: they are the same for every answer, and
 * building them per request (as @fastify/helmet does) was ~5% of a public read's time.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/** Security headers and a Content-Security-Policy that allows exactly the embeds and hosts we use. */
export function registerSecurityHeaders(app: FastifyInstance, sources: CspSources): void {
  const mediaHosts = [...originOf(sources.mediaPublicBaseUrl), ...sources.backgroundVideoUrls.flatMap(originOf)];
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', 'https://i.vimeocdn.com', ...mediaHosts],
        mediaSrc: ["'self'", 'blob:', ...mediaHosts],
        frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        connectSrc: ["'self'", ...mediaHosts, ...sources.uploadOrigins],
        upgradeInsecureRequests: null,
      },
    },
    // Embeds of YouTube and Vimeo do not send CORP headers.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'sameorigin' },
    // HSTS only where the request came over https (directly or via a trusted proxy).
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done();
  });
}
