import path from 'node:path';
import type { AppConfig } from '@agency/contract/app-config';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { createCounterWrites } from './db/counter-writes';
import { createMediaCleanupJob } from './jobs/media-cleanup-job';
import { createMonthlyRolloverJob } from './jobs/monthly-rollover-job';
import type { Clock } from './lib/clock';
import { createContentVersion } from './lib/content-version';
import type { SharedRedis } from './lib/shared-redis';
import { createPublicReadCache } from './lib/public-read-cache';
import { createVersionedCache } from './lib/versioned-cache';
import { renderedPageBytes, type RenderedPage } from './plugins/static-site';
import { createTokenService } from './lib/tokens';
import { createMailer, type Mailer } from './mail/mailer';
import { createArtistsService } from './modules/artists/artists-service';
import { createBoardsService } from './modules/boards/boards-service';
import { createCompCardService } from './modules/comp-cards/comp-card-service';
import { createSharedViewDedupe, createViewDedupe } from './modules/artists/view-dedupe';
import { createAuthService } from './modules/auth/auth-service';
import { createTwoFactorService } from './modules/auth/two-factor-service';
import { createSecretBox } from './lib/secret-box';
import { createLoginThrottle } from './modules/auth/login-throttle';
import { createImages } from './modules/images/image-routes';
import { createInquiriesService } from './modules/inquiries/inquiries-service';
import { createInquiryOutbox } from './modules/inquiries/inquiry-outbox';
import { createMediaGuard } from './modules/media/media-guard';
import { createAccountsService } from './modules/accounts/accounts-service';
import { createPackageReminderJob } from './jobs/package-reminder-job';
import { createOptionExpiryJob } from './jobs/option-expiry-job';
import { createJobsService } from './modules/jobs/jobs-service';
import { createArtistAvailability } from './modules/jobs/artist-availability';
import { createCalendarFeeds } from './modules/jobs/calendar-feeds';
import { createJobConfirmations } from './modules/jobs/job-confirmation';
import { jobKind } from './modules/jobs/job-audit';
import { createApplicationRetentionJob } from './jobs/application-retention-job';
import { createApplicationsService } from './modules/applications/applications-service';
import { createPhotoLinks } from './modules/applications/application-photo-links';
import { createPhotoRefs } from './modules/applications/application-photo-refs';
import { createWorkLimiter } from './modules/images/work-limiter';
import { createPackagesService } from './modules/packages/packages-service';
import { deriveKey } from './lib/secrets';
import { createPrivateStore } from './storage/private-store';
import { kindOf } from './modules/audit/audit-kind';
import { createAuditLog } from './modules/audit/audit-log';
import { createPurgeDriver, type PurgeDriver } from './modules/purge/purge-driver';
import { createPurgeQueue } from './modules/purge/purge-queue';
import { createAuditService } from './modules/audit/audit-service';
import { restoreSettings, settingsKind } from './modules/audit/settings-audit';
import { createAuditRetentionJob } from './jobs/audit-retention-job';
import { artistKind, rosterKind } from './modules/artists/artist-audit';
import { boardKind, boardOrderKind } from './modules/boards/board-audit';
import { packageKind } from './modules/packages/package-audit';
import { createPackageTemplateService, packageTemplateKind } from './modules/packages/package-message-template';
import { accountKind, restoreAccount } from './modules/accounts/account-audit';
import { statisticsKind } from './modules/view-stats/statistics-audit';
import { inquiryKind, restoreInquiry } from './modules/inquiries/inquiry-audit';
import { applicationKind, restoreApplication } from './modules/applications/application-audit';
import { pageKind } from './modules/page-content/page-audit';
import { createPageContentService } from './modules/page-content/page-content-service';
import { createSeoService } from './modules/seo/seo-service';
import { createTrafficService } from './modules/traffic/traffic-service';
import { campaignKind, restoreCampaign } from './modules/traffic/campaign-audit';
import { createViewStatsService } from './modules/view-stats/view-stats-service';
import { createPublicReads } from './public-reads';
import type { BlobStore } from './storage/blob-store';
import { createBlobStore } from './storage/create-blob-store';

export interface AppContextOptions {
  config: Config;
  database: DatabaseHandle;
  jwtSecret: string;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Media storage; by default the driver chosen by config.media. */
  blobStore?: BlobStore;
  /** Outgoing mail; by default SMTP_URL's server, or the log without it. */
  mailer?: Mailer;
  /** REDIS_URL's server, shared by every instance (decision 088). */
  redis?: SharedRedis;
  /** The CDN purge; by default the driver chosen by config.purge (tests record what it is sent). */
  purgeDriver?: PurgeDriver;
}

/** Memory the rendered pages may take (decision 087). */
const RENDERED_PAGES_MAX_BYTES = 24 * 1024 * 1024;

/** How long cached public answers live when Redis announces every write (decision 088). */
const SHARED_CACHE_TTL_MS = 60_000;

/** Host names only: an SMTP URL may carry credentials. */
export function processorHosts(config: Config): Pick<AppConfig, 'mailHost' | 'storageHost'> {
  const hostOf = (url: string | undefined) => {
    try {
      return url ? new URL(url).hostname : '';
    } catch {
      return '';
    }
  };
  const storageHost =
    config.media.driver === 's3' ? hostOf(config.media.endpoint) || `s3.${config.media.region}.amazonaws.com` : '';
  return { mailHost: hostOf(config.mail.smtpUrl), storageHost };
}

/**
 * Every service of one server instance, built once from the configuration (the Bluesky PDS `AppContext`
 * pattern): modules register their routes from it, and tests build it with their own clock, storage or mailer.
 */
export function createAppContext(options: AppContextOptions) {
  const { config, database, clock, log } = options;
  const db = database.db;
  const timeZone = config.statsTimeZone;
  const storage = options.blobStore ?? createBlobStore(config.media, { jwtSecret: options.jwtSecret, clock });
  const mailer = options.mailer ?? createMailer(config.mail, log.child({ module: 'mail' }));
  const tokens = createTokenService(options.jwtSecret, clock);
  const counterWrites = createCounterWrites({ db, kind: database.kind, flushMs: config.counterFlushMs, log: log.child({ module: 'counters' }) });

  // The public settings every page is built with (the contract's AppConfig, inlined into each page).
  const site: AppConfig = {
    siteName: config.site.name,
    backgroundVideoDesktopUrl: config.site.backgroundVideoDesktopUrl ?? storage.publicUrl('demo/background-desktop.mp4'),
    backgroundVideoMobileUrl: config.site.backgroundVideoMobileUrl ?? storage.publicUrl('demo/background-mobile.mp4'),
    backgroundPosterUrl: storage.publicUrl('demo/background-poster.jpg'),
    mediaPublicBaseUrl: config.media.publicBaseUrl ?? '',
    ...processorHosts(config),
  };

  const media = createMediaGuard({ storage, kind: database.kind });
  const purges = createPurgeQueue(options.purgeDriver ?? createPurgeDriver(config), log.child({ module: 'purge' }));
  // Each recorded change's public paths, as its kind declares them, purged once the request committed (decision 105).
  const audit = createAuditLog({ clock, kind: database.kind, onStale: (paths) => purges.add(paths) });
  // Application photos are private (decision 082); an artist draft names them until it is shown (decision 093).
  const privateStore = createPrivateStore(config, { jwtSecret: options.jwtSecret, clock });
  const photoLinks = createPhotoLinks(deriveKey(options.jwtSecret, 'application-photos'), clock);
  const photoRefs = createPhotoRefs({ db, clock, privateStore, photoLinks, storage, log: log.child({ module: 'applications' }) });
  const artists = createArtistsService({ db, clock, statsTimeZone: timeZone, counterWrites, media, audit, photos: photoRefs });
  const pageContent = createPageContentService({ db, clock, media, audit });
  const images = createImages({ storage, clock, cacheDir: path.join(config.dataDir, 'image-cache') });
  const boards = createBoardsService({ db, clock, audit });
  const contentVersion = options.redis?.contentVersion ?? createContentVersion();
  // With Redis every instance hears of every write at once; the time to live is then only a safety net (while Redis
  // is down, lib/shared-redis.ts moves the content version on every PUBLIC_READ_CACHE_MS: decision 095).
  const cacheTtlMs = options.redis && config.publicReadCacheMs > 0 ? Math.max(config.publicReadCacheMs, SHARED_CACHE_TTL_MS) : config.publicReadCacheMs;
  const publicReads = createPublicReads(createPublicReadCache({ ttlMs: cacheTtlMs, version: contentVersion }), { artists, pageContent, boards });
  const renderedPages = createVersionedCache<RenderedPage>({
    ttlMs: cacheTtlMs,
    version: contentVersion,
    maxEntries: 2000,
    // Within the 200 MB a process may take (docs/performance.md): a flood of distinct URLs drops the oldest pages.
    maxBytes: RENDERED_PAGES_MAX_BYTES,
    sizeOf: renderedPageBytes,
  });
  const traffic = createTrafficService({ db, clock, timeZone, counterWrites, audit, dbKind: database.kind });
  const viewStats = createViewStatsService({ db, clock, timeZone, audit });
  const outboxLog = log.child({ module: 'inquiries' });
  const outbox = createInquiryOutbox({
    db,
    clock,
    mailer,
    mail: { from: config.mail.from, to: config.mail.to, siteName: config.site.name, timeZone },
    log: outboxLog,
    // A booking confirmation's PDF, kept with its job in the private store.
    readAttachment: (key) => privateStore.get(key),
  });

  const twoFactor = createTwoFactorService({
    db,
    clock,
    box: createSecretBox(deriveKey(options.jwtSecret, 'totp-secrets')),
    challengeKey: deriveKey(options.jwtSecret, 'two-factor-challenge'),
    issuer: config.site.name,
    audit,
  });
  const applications = createApplicationsService({
    db,
    clock,
    privateStore,
    artists,
    photoLinks,
    photoRefs,
    // Re-encoding a phone's photo takes a core for a moment: one at a time, a short queue, 503 beyond.
    photoWork: createWorkLimiter({ concurrency: 1, maxQueued: 16 }),
    outbox,
    timeZone,
    siteName: site.siteName,
    log: log.child({ module: 'applications' }),
    audit,
  });
  const packages = createPackagesService({ db, clock, artists, audit, outbox, timeZone, siteName: site.siteName, answerMailDelayMs: config.packageAnswerMailDelayMs, siteUrl: config.site.url });
  const jobs = createJobsService({ db, clock, audit, outbox, siteName: site.siteName, siteUrl: config.site.url });
  const packageTemplate = createPackageTemplateService({ db, audit });
  const auditTrail = createAuditService({
    db,
    dbKind: database.kind,
    clock,
    audit,
    media,
    storage,
    timeZone,
    // Each kind of target with its service's write that restores it (decision 105).
    kinds: [
      kindOf(artistKind, artists.restore),
      kindOf(rosterKind, artists.restoreOrder),
      kindOf(pageKind, pageContent.restore),
      kindOf(boardKind, boards.restore),
      kindOf(boardOrderKind, boards.restoreOrder),
      kindOf(packageKind, packages.restore),
      kindOf(packageTemplateKind, packageTemplate.restore),
      kindOf(accountKind, restoreAccount),
      kindOf(settingsKind, restoreSettings),
      kindOf(statisticsKind),
      kindOf(inquiryKind, restoreInquiry),
      kindOf(applicationKind, restoreApplication),
      kindOf(campaignKind, restoreCampaign),
      kindOf(jobKind, jobs.restore),
    ],
  });

  return {
    config,
    db,
    dbKind: database.kind,
    clock,
    site,
    storage,
    mailer,
    /** View and traffic counters, written in batches (db/counter-writes.ts, decision 089). */
    counterWrites,
    publicReads,
    /** Public pages rendered once per URL and content version (docs/decisions/087). */
    renderedPages,
    contentVersion,
    /** How long public answers are reused without a content change (decisions 062, 088). */
    publicCacheTtlMs: cacheTtlMs,
    /** Public URLs each admin write changed, sent to the CDN's purge (docs/decisions/087). */
    purges,
    accounts: createAccountsService({ db, kind: database.kind, clock, audit, twoFactor }),
    twoFactor,
    auth: createAuthService({ db, clock, tokens, throttle: createLoginThrottle(db, clock), twoFactor }),
    artists,
    boards,
    /** One counted view per visitor and artist per window (docs/decisions/060); shared through Redis when set. */
    viewDedupe: options.redis ? createSharedViewDedupe(options.redis.client, createViewDedupe(clock)) : createViewDedupe(clock),
    pageContent,
    traffic,
    viewStats,
    outbox,
    inquiries: createInquiriesService({ db, clock, outbox, timeZone, audit }),
    packages,
    /** The agency's message template of package mails (decision 119). */
    packageTemplate,
    applications,
    /** Application photos an artist draft names: signed for staff, published with the artist (decision 093). */
    photoRefs,
    /** The history of admin changes with restore (decision 086). */
    auditTrail,
    auditRetention: createAuditRetentionJob({ audit: auditTrail, log: log.child({ module: 'audit-retention' }) }),
    applicationRetention: createApplicationRetentionJob({ applications, log: log.child({ module: 'application-retention' }) }),
    packageReminders: createPackageReminderJob({ packages, log: log.child({ module: 'package-reminders' }) }),
    /** Jobs, options and bookings (issue 38, decision 120). */
    jobs,
    availability: createArtistAvailability({ db, clock }),
    calendarFeeds: createCalendarFeeds({ db, clock, key: deriveKey(options.jwtSecret, 'calendar-feeds'), timeZone, siteName: site.siteName }),
    jobConfirmations: createJobConfirmations({ db, clock, audit, privateStore, outbox, timeZone, siteName: site.siteName, siteUrl: config.site.url }),
    optionExpiry: createOptionExpiryJob({ jobs, log: log.child({ module: 'option-expiry' }) }),
    images,
    compCards: createCompCardService({
      artists,
      storage,
      publicReads,
      siteName: site.siteName,
      siteUrl: config.site.url,
      logoFile: config.site.iconFile,
      mediaPublicBaseUrl: site.mediaPublicBaseUrl,
      applicationPhoto: photoRefs.file,
      log: log.child({ module: 'comp-cards' }),
    }),
    seo: createSeoService({
      siteName: site.siteName,
      siteUrl: config.site.url,
      defaultImageUrl: site.backgroundPosterUrl,
      mediaPublicBaseUrl: site.mediaPublicBaseUrl,
      publicReads,
      packagePreview: (token) => packages.sharePreview(token),
      storage,
      log: log.child({ module: 'seo' }),
    }),
    monthlyRollover: createMonthlyRolloverJob({
      closeTrafficMonth: () => traffic.closeEndedMonth('job'),
      closeViewsMonth: () => viewStats.closeEndedMonth('job'),
      log: log.child({ module: 'monthly-rollover' }),
    }),
    mediaCleanup: createMediaCleanupJob({
      db,
      kind: database.kind,
      storage,
      clock,
      log: log.child({ module: 'media-cleanup' }),
      graceMs: config.mediaCleanupGraceMs,
      forgetVariants: (key) => images.forget(key),
    }),
  };
}

export type AppContext = ReturnType<typeof createAppContext>;
