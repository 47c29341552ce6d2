import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));
const optionalUrl = optionalString.pipe(z.url().optional());

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave unset for SQLite)')
      .optional(),
  ),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_USERNAME: optionalString,
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  MEDIA_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  MEDIA_PUBLIC_BASE_URL: optionalUrl,
  SMTP_URL: optionalString.pipe(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional()),
  MAIL_FROM: optionalString.default('AGENCY <no-reply@localhost>'),
  MAIL_TO: optionalString.default('casting@localhost'),
  /** Bound on each SMTP wait (connect, greeting, socket idle); unset: 10 s, 10 s and 30 s. */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).optional(),
  /** How long a client's answers on a package gather before the agency is mailed them in one mail (issue 37). */
  PACKAGE_ANSWER_MAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
  SITE_NAME: z.string().min(1).default('AGENCY'),
  SITE_URL: optionalUrl,
  BACKGROUND_VIDEO_DESKTOP_URL: optionalString,
  BACKGROUND_VIDEO_MOBILE_URL: optionalString,
  /** The agency's own icon (a square PNG, JPEG, WebP or SVG file); unset: a monogram of SITE_NAME (docs/decisions/077). */
  SITE_ICON_FILE: optionalString.refine((file) => file === undefined || fs.existsSync(file), 'must name an existing image file'),
  STATS_TIMEZONE: z
    .string()
    .default('Asia/Seoul')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as Asia/Seoul'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalString,
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .refine(
      (value) => parseTrustProxy(value) !== undefined,
      'must be false, true, a number of proxy hops (1 behind one proxy) or a comma-separated list of proxy addresses or CIDRs',
    ),
  /** How long a public read's answer is reused per instance (docs/decisions/062); 0 turns it off. */
  PUBLIC_READ_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Days an uploaded file no page refers to is kept before the cleanup job removes it (docs/decisions/073). */
  MEDIA_CLEANUP_GRACE_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  /** Seconds a shared cache (CDN) keeps a public page or read fresh, serves it stale while refreshing, and while the origin fails (docs/decisions/087). */
  PUBLIC_CACHE_S_MAXAGE: z.coerce.number().int().min(0).max(86_400).default(60),
  PUBLIC_CACHE_STALE_WHILE_REVALIDATE: z.coerce.number().int().min(0).max(86_400).default(60),
  PUBLIC_CACHE_STALE_IF_ERROR: z.coerce.number().int().min(0).max(604_800).default(86_400),
  /** Where the public URLs an admin write changed are sent: none, a signed webhook, or CloudFront invalidations. */
  PURGE_DRIVER: z.enum(['none', 'webhook', 'cloudfront']).default('none'),
  PURGE_WEBHOOK_URL: optionalUrl,
  PURGE_WEBHOOK_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  CLOUDFRONT_DISTRIBUTION_ID: optionalString,
  /** Redis or Valkey shared by every instance: rate limits, view de-duplication, read-cache invalidation (decision 088). */
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  /** How often counted views and visits are written, in one transaction per batch (decision 089); 0: each before its answer. */
  COUNTER_FLUSH_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  /** Requests slower than this are logged at warn (decision 090). */
  LOG_SLOW_MS: z.coerce.number().int().min(1).max(600_000).default(1000),
  /** Share of ordinary requests (2xx/3xx, fast) logged at info; the rest are counted in a summary line each minute. */
  LOG_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.01),
});

/** One proxy address or range: an IPv4 or IPv6 address, optionally with a /prefix. */
function isAddressOrCidr(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const version = net.isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Fastify's trustProxy forms (README, docs/decisions/070): false; true (trust every hop: only when the proxy
 * replaces X-Forwarded-For); a hop count; or the proxies' addresses and CIDRs. undefined: not one of them.
 */
export function parseTrustProxy(value: string): boolean | number | string[] | undefined {
  if (value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.length > 0 && entries.every(isAddressOrCidr) ? entries : undefined;
}

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof envSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    jwtSecret: env.JWT_SECRET,
    admin: { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD },
    media:
      env.MEDIA_DRIVER === 's3'
        ? {
            driver: 's3' as const,
            bucket: env.S3_BUCKET as string,
            region: env.S3_REGION ?? 'us-east-1',
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID as string,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
            forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
            publicBaseUrl: env.MEDIA_PUBLIC_BASE_URL as string,
          }
        : { driver: 'local' as const, dir: path.join(dataDir, 'media'), publicBaseUrl: env.MEDIA_PUBLIC_BASE_URL },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, to: env.MAIL_TO, timeoutMs: env.SMTP_TIMEOUT_MS },
    packageAnswerMailDelayMs: env.PACKAGE_ANSWER_MAIL_DELAY_SECONDS * 1000,
    site: {
      name: env.SITE_NAME,
      url: env.SITE_URL?.replace(/\/+$/, ''),
      /** Unset: the seeded demo videos in media storage. */
      backgroundVideoDesktopUrl: env.BACKGROUND_VIDEO_DESKTOP_URL,
      backgroundVideoMobileUrl: env.BACKGROUND_VIDEO_MOBILE_URL,
      iconFile: env.SITE_ICON_FILE ? path.resolve(env.SITE_ICON_FILE) : undefined,
    },
    statsTimeZone: env.STATS_TIMEZONE,
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY) ?? false,
    publicReadCacheMs: env.PUBLIC_READ_CACHE_MS,
    mediaCleanupGraceMs: env.MEDIA_CLEANUP_GRACE_DAYS * 24 * 60 * 60 * 1000,
    publicCache: {
      sMaxAge: env.PUBLIC_CACHE_S_MAXAGE,
      staleWhileRevalidate: env.PUBLIC_CACHE_STALE_WHILE_REVALIDATE,
      staleIfError: env.PUBLIC_CACHE_STALE_IF_ERROR,
    },
    purge:
      env.PURGE_DRIVER === 'webhook'
        ? { driver: 'webhook' as const, url: env.PURGE_WEBHOOK_URL as string, secret: env.PURGE_WEBHOOK_SECRET as string }
        : env.PURGE_DRIVER === 'cloudfront'
          ? { driver: 'cloudfront' as const, distributionId: env.CLOUDFRONT_DISTRIBUTION_ID as string }
          : { driver: 'none' as const },
    redisUrl: env.REDIS_URL,
    counterFlushMs: env.COUNTER_FLUSH_MS,
    log: { slowMs: env.LOG_SLOW_MS, sampleRate: env.LOG_SAMPLE_RATE },
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment, checks it as a whole and names every wrong key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.MEDIA_DRIVER === 's3') {
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'MEDIA_PUBLIC_BASE_URL'] as const) {
      if (!e[key]) problems.push(`${key}: required when MEDIA_DRIVER=s3`);
    }
  }
  if (e.PURGE_DRIVER === 'webhook') {
    for (const key of ['PURGE_WEBHOOK_URL', 'PURGE_WEBHOOK_SECRET'] as const) {
      if (!e[key]) problems.push(`${key}: required when PURGE_DRIVER=webhook`);
    }
  }
  if (e.PURGE_DRIVER === 'cloudfront' && !e.CLOUDFRONT_DISTRIBUTION_ID) problems.push('CLOUDFRONT_DISTRIBUTION_ID: required when PURGE_DRIVER=cloudfront');
  if (e.PURGE_DRIVER !== 'none' && !e.SITE_URL) problems.push(`SITE_URL: required when PURGE_DRIVER=${e.PURGE_DRIVER} (without it pages are private and no CDN keeps them)`);
  if (e.ADMIN_PASSWORD && !e.ADMIN_USERNAME) problems.push('ADMIN_USERNAME: required when ADMIN_PASSWORD is set');
  if (e.ADMIN_USERNAME && !e.ADMIN_PASSWORD) problems.push('ADMIN_PASSWORD: required when ADMIN_USERNAME is set');
  if (problems.length > 0) throw new ConfigError(problems);
  return toConfig(e);
}
