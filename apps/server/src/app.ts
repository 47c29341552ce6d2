import path from 'node:path';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './app-context';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { createGroupCommit } from './db/group-commit';
import { systemClock, type Clock } from './lib/clock';
import { createPublicReadCache } from './lib/public-read-cache';
import { authRoutes } from './modules/auth/auth-routes';
import { createAuthService } from './modules/auth/auth-service';
import { createLoginThrottle } from './modules/auth/login-throttle';
import { createTokenService } from './modules/auth/tokens';
import { artistsRoutes } from './modules/artists/artists-routes';
import { healthRoutes } from './modules/health/health-routes';
import { imageRoutes } from './modules/images/image-routes';
import { mediaRoutes } from './modules/media/media-routes';
import { pageContentRoutes } from './modules/page-content/page-content-routes';
import { createSeoService } from './modules/seo/seo-service';
import { seoRoutes } from './modules/seo/seo-routes';
import { createRequireAdmin } from './plugins/auth';
import { registerEtag } from './plugins/etag';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticSite } from './plugins/static-site';
import { registerZodValidation } from './plugins/zod-validation';
import { createMonthlyRolloverJob, registerMonthlyRolloverJob } from './jobs/monthly-rollover-job';
import { registerInquiries } from './modules/inquiries/register-inquiries';
import { trafficRoutes } from './modules/traffic/traffic-routes';
import { createTrafficService } from './modules/traffic/traffic-service';
import { viewStatsRoutes } from './modules/view-stats/view-stats-routes';
import { createViewStatsService } from './modules/view-stats/view-stats-service';
import type { BlobStore } from './storage/blob-store';
import { createBlobStore } from './storage/create-blob-store';
import { uploadOrigins } from './storage/upload-origins';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  jwtSecret: string;
  clock?: Clock;
  /** Media storage; by default the driver chosen by config.media. */
  blobStore?: BlobStore;
  /** pino options, or false for no request log (tests). */
  logger?: boolean | object;
}

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its method, for tests that walk the whole API. */
    registeredRoutes: RegisteredRoute[];
  }
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the server: external plugins, then services, then routes, in a fixed order. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    // process.stdout writes synchronously to files, pipes and terminals on Linux: under load the log slows the
    // server down a little instead of piling up in memory (pino's default asynchronous writer grew the heap
    // until the process ran out of memory at ~18k requests per second).
    logger: options.logger ?? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'], stream: process.stdout },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    requestIdHeader: 'x-request-id',
  });

  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });

  registerZodValidation(app);
  registerErrorHandler(app);
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  // Per-IP limits only on routes that set config.rateLimit (in memory: per instance).
  await app.register(rateLimit, { global: false });
  registerEtag(app);
  // gzip/brotli for text answers (JSON, HTML, JS, CSS, SVG) of every route registered after this; runs after the
  // ETag hook, so tags and 304s are computed on the uncompressed body. Request bodies are never inflated.
  await app.register(compress, { threshold: 1024, globalDecompression: false });

  const tokens = createTokenService(options.jwtSecret, clock);
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    clock,
    counterWrites: createGroupCommit(database.db, database.kind),
    publicReads: createPublicReadCache({ ttlMs: config.publicReadCacheMs }),
    tokens,
    requireAdmin: createRequireAdmin(tokens),
    storage: options.blobStore ?? createBlobStore(config.media, { jwtSecret: options.jwtSecret, clock }),
  };
  const site = {
    siteName: config.site.name,
    backgroundVideoDesktopUrl: config.site.backgroundVideoDesktopUrl ?? ctx.storage.publicUrl('demo/background-desktop.mp4'),
    backgroundVideoMobileUrl: config.site.backgroundVideoMobileUrl ?? ctx.storage.publicUrl('demo/background-mobile.mp4'),
    backgroundPosterUrl: ctx.storage.publicUrl('demo/background-poster.jpg'),
    /** Media URLs under this base (besides /media/) go through the image resizer (docs/decisions/051). */
    mediaPublicBaseUrl: config.media.publicBaseUrl ?? '',
  };
  registerSecurityHeaders(app, {
    mediaPublicBaseUrl: config.media.publicBaseUrl,
    backgroundVideoUrls: [site.backgroundVideoDesktopUrl, site.backgroundVideoMobileUrl],
    uploadOrigins: uploadOrigins(config.media),
  });

  // Every admin write may change what the public reads answer; other instances see it within the cache's time.
  app.addHook('onSend', async (request) => {
    if (request.user && request.method !== 'GET' && request.method !== 'HEAD') ctx.publicReads.invalidate();
  });

  const auth = createAuthService({ db: ctx.db, tokens, throttle: createLoginThrottle(ctx.db, clock) });

  await app.register(healthRoutes(ctx.db));
  await app.register(authRoutes(auth));

  // Statistics (traffic, artist views, the monthly rollover job) and casting inquiries.
  const timeZone = config.statsTimeZone;
  const traffic = createTrafficService({ db: ctx.db, clock, timeZone, counterWrites: ctx.counterWrites });
  const viewStats = createViewStatsService({ db: ctx.db, clock, timeZone });
  await app.register(trafficRoutes(ctx, traffic));
  await app.register(viewStatsRoutes(ctx, viewStats));
  registerMonthlyRolloverJob(
    app,
    createMonthlyRolloverJob({
      closeTrafficMonth: () => traffic.closeEndedMonth(),
      closeViewsMonth: () => viewStats.closeEndedMonth(),
      log: app.log.child({ module: 'monthly-rollover' }),
    }),
  );
  await registerInquiries(app, ctx);
  await app.register(pageContentRoutes(ctx));
  await app.register(artistsRoutes(ctx));
  await app.register(mediaRoutes(ctx));
  await app.register(imageRoutes({ storage: ctx.storage, cacheDir: path.join(config.dataDir, 'image-cache') }));

  // Heads of public pages, sitemap.xml and robots.txt (docs/decisions/050-server-rendered-head.md).
  const seo = createSeoService(ctx, { siteName: site.siteName, defaultImageUrl: site.backgroundPosterUrl, mediaPublicBaseUrl: site.mediaPublicBaseUrl, log: app.log.child({ module: 'seo' }) });
  await app.register(seoRoutes(seo));
  await registerStaticSite(app, config.webDistDir, site, { pageHead: seo.pageHead });
  return app;
}
