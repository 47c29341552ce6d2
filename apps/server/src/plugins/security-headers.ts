import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

/** Security headers and a Content-Security-Policy that allows exactly the embeds and hosts we use. */
export async function registerSecurityHeaders(app: FastifyInstance, sources: CspSources): Promise<void> {
  const mediaHosts = [...originOf(sources.mediaPublicBaseUrl), ...sources.backgroundVideoUrls.flatMap(originOf)];
  await app.register(helmet, {
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
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}
