import { API_ROUTES, type ApiName } from '@agency/contract/api-routes';
import { ROLE_ADMIN } from '@agency/contract/auth';
import { MEDIA_PATH_PREFIX } from '@agency/contract/media-paths';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { createAppContext, type AppContext } from './app-context';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { registerMediaCleanup } from './jobs/media-cleanup-job';
import { registerMonthlyRollover } from './jobs/monthly-rollover-job';
import { systemClock, type Clock } from './lib/clock';
import { fastifyTrustProxy } from './lib/client-address';
import { createHttpServer, type ConnectionTimeouts } from './lib/http-server';
import { logOptions } from './lib/log-options';
import { createRequestIds } from './lib/request-id';
import { connectSharedRedis, REDIS_KEY_PREFIX } from './lib/shared-redis';
import { fallbackRateLimitStore } from './lib/rate-limit-store';
import type { Mailer } from './mail/mailer';
import { registerArtists } from './modules/artists/artists-routes';
import { registerBoards } from './modules/boards/boards-routes';
import { registerCompCards } from './modules/comp-cards/comp-card-routes';
import { registerAuth } from './modules/auth/auth-routes';
import { registerHealth } from './modules/health/health-routes';
import { registerImages } from './modules/images/image-routes';
import { registerInquiries } from './modules/inquiries/inquiries-routes';
import { registerMedia } from './modules/media/media-routes';
import { registerAccounts } from './modules/accounts/accounts-routes';
import { registerApplicationRetention } from './jobs/application-retention-job';
import { registerPackageReminders } from './jobs/package-reminder-job';
import { registerOptionExpiry } from './jobs/option-expiry-job';
import { registerJobs } from './modules/jobs/jobs-routes';
import { registerAudit } from './modules/audit/audit-routes';
import { registerAuditRetention } from './jobs/audit-retention-job';
import { registerApplications } from './modules/applications/applications-routes';
import { registerPackages } from './modules/packages/packages-routes';
import { registerPageContent } from './modules/page-content/page-content-routes';
import { registerSeo } from './modules/seo/seo-routes';
import { registerSiteIcons } from './modules/site-icons/site-icons-routes';
import { registerTraffic } from './modules/traffic/traffic-routes';
import { registerViewStats } from './modules/view-stats/view-stats-routes';
import { createRequireAdmin } from './plugins/auth';
import { BODY_DEADLINE_MS, registerBodyDeadline } from './plugins/body-deadline';
import { registerErrorHandler } from './plugins/error-handler';
import { registerEncodedEtag, registerEtag } from './plugins/etag';
import { createHotAnswers } from './plugins/hot-answers';
import { registerRequestLog } from './plugins/request-log';
import { registerResponseCheck } from './plugins/response-check';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerZodValidation } from './plugins/zod-validation';
import type { BlobStore } from './storage/blob-store';
import { isLocalBlobStore, LOCAL_UPLOAD_ROUTE_PREFIX } from './storage/local-blob-store';
import { uploadOrigins } from './storage/upload-origins';
import type { PurgeDriver } from './modules/purge/purge-driver';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  jwtSecret: string;
  clock?: Clock;
  /** Media storage; by default the driver chosen by config.media. */
  blobStore?: BlobStore;
  /** Outgoing mail; by default SMTP_URL's server, or the log without it. */
  mailer?: Mailer;
  /** The CDN purge; by default the driver chosen by config.purge (tests record what it is sent). */
  purgeDriver?: PurgeDriver;
  /** Check every answer of the API table against its response schema (tests). */
  validateResponses?: boolean;
  /** How long a request body may take to arrive (tests shorten it); default BODY_DEADLINE_MS. */
  bodyDeadlineMs?: number;
  /** The slowest average rate of an upload's body (tests raise it); default MIN_UPLOAD_BYTES_PER_SECOND. */
  minUploadBytesPerSecond?: number;
  /** How long the server waits on silent connections and slow headers (tests shorten it); default CONNECTION_TIMEOUTS. */
  connectionTimeouts?: ConnectionTimeouts;
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

/** A call whose body is an image file itself (API table: `image`). */
const isImageBody = (name: ApiName | undefined) => name !== undefined && 'image' in API_ROUTES[name];

/** Builds the server: external plugins, then services, then routes, in a fixed order. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    serverFactory: (handler) => createHttpServer(handler, options.connectionTimeouts),
    logger: options.logger ?? logOptions(config.logLevel),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // A URL name may be 200 characters, three times that once percent-encoded (Korean): the router's default of 100
    // would answer 414 before the schemas (400) or the page handler (404) could.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    // X-Request-Id from a proxy or CDN (at most 200 characters), else one of ours (lib/request-id.ts).
    genReqId: createRequestIds(),
    // One line per request that matters (plugins/request-log.ts) instead of two for every request.
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerRequestLog(app, config.log);

  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });

  registerBodyDeadline(app, {
    deadlineMs: options.bodyDeadlineMs ?? BODY_DEADLINE_MS,
    minUploadBytesPerSecond: options.minUploadBytesPerSecond,
    // A file as the body: local media uploads and the calls of the API table whose body is an image (application photos).
    isUpload: (request) => request.url.startsWith(LOCAL_UPLOAD_ROUTE_PREFIX) || isImageBody(request.routeOptions.config.endpoint),
  });
  registerZodValidation(app);
  registerErrorHandler(app);
  if (options.validateResponses) registerResponseCheck(app);
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  // Per-IP limits only on routes that set config.rateLimit: in Redis when REDIS_URL is set (shared by every instance;
  // while it cannot answer, in this instance's memory: decision 095), else in this instance's memory.
  const redis = config.redisUrl ? await connectSharedRedis(config.redisUrl, app.log, { outageCacheMs: config.publicReadCacheMs }) : undefined;
  if (redis) app.addHook('onClose', () => redis.close());
  await app.register(rateLimit, { global: false, ...(redis ? { store: fallbackRateLimitStore(redis, `${REDIS_KEY_PREFIX}rate-limit:`) } : {}) });
  registerEtag(app, config.publicCache);
  // gzip/brotli for text answers (JSON, HTML, JS, CSS, SVG) of every route registered after this; runs after the
  // ETag hook, so tags and 304s are computed on the uncompressed body. Request bodies are never inflated.
  await app.register(compress, { threshold: 1024, globalDecompression: false });
  registerEncodedEtag(app);

  const ctx = createAppContext({ ...options, clock, log: app.log, redis });
  // Public answers kept in memory, sent again by the first onRequest hook (plugins/hot-answers.ts, decision 100).
  const hotAnswers = createHotAnswers({ version: ctx.contentVersion, ttlMs: ctx.publicCacheTtlMs });
  hotAnswers.register(app);
  // A media file written or removed by this process (an upload cleaned of its metadata, the cleanup job) is no longer
  // sent from memory; a file changed by another process is, until the kept answer's time is up.
  const { storage } = ctx;
  if (isLocalBlobStore(storage)) storage.onChange((key) => hotAnswers.forgetPath(`${MEDIA_PATH_PREFIX}${key}`));
  app.decorate('requireAdmin', createRequireAdmin(ctx.auth.authenticate));
  app.decorate('requireFullAdmin', createRequireAdmin(ctx.auth.authenticate, [ROLE_ADMIN]));
  registerSecurityHeaders(app, {
    mediaPublicBaseUrl: config.media.publicBaseUrl,
    backgroundVideoUrls: [ctx.site.backgroundVideoDesktopUrl, ctx.site.backgroundVideoMobileUrl],
    uploadOrigins: uploadOrigins(config.media),
  });

  // Every admin write may change what the public reads answer: the content version moves on (on every instance with
  // Redis, else within the cache's time) and the CDN is told which URLs changed, once the write has committed.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method === 'GET' || request.method === 'HEAD') done();
    else ctx.purges.runScoped(done);
  });
  app.addHook('onSend', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (request.user) ctx.publicReads.invalidate();
    ctx.purges.flushScope();
  });
  app.addHook('onClose', () => ctx.purges.settled());
  // After the server stopped taking requests: the last batch of counted views and visits is written.
  app.addHook('onClose', () => ctx.counterWrites.close());

  for (const register of MODULES) await register(app, ctx);
  return app;
}

/** Every module, one shape: its routes (from the contract's API table), hooks and jobs, built from the context. */
const MODULES: ((app: FastifyInstance, ctx: AppContext) => Promise<void>)[] = [
  registerHealth,
  registerAuth,
  registerAccounts,
  registerTraffic,
  registerViewStats,
  registerMonthlyRollover,
  registerMediaCleanup,
  registerInquiries,
  registerPageContent,
  registerArtists,
  registerBoards,
  registerCompCards,
  registerPackages,
  registerPackageReminders,
  registerJobs,
  registerOptionExpiry,
  registerApplications,
  registerApplicationRetention,
  registerAudit,
  registerAuditRetention,
  registerMedia,
  registerImages,
  registerSiteIcons,
  // Heads of public pages, sitemap.xml and robots.txt (docs/decisions/050), then the pages themselves: last.
  registerSeo,
];
