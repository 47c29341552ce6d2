import crypto from 'node:crypto';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { PurgePath } from './public-urls';

/** Tells a shared cache (CDN) that these public paths changed (docs/decisions/087). */
export interface PurgeDriver {
  readonly name: Config['purge']['driver'];
  purge(paths: PurgePath[]): Promise<void>;
}

export const PURGE_SIGNATURE_HEADER = 'x-purge-signature';
export const PURGE_TIMESTAMP_HEADER = 'x-purge-timestamp';
const WEBHOOK_TIMEOUT_MS = 5000;

/** `sha256=` HMAC of `{timestamp}.{body}` with the shared secret: what a webhook receiver checks. */
export function purgeSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** POSTs `{ urls, paths }` (absolute URLs under SITE_URL, and the same paths) signed with the shared secret. */
export function createWebhookPurge(options: { url: string; secret: string; siteUrl: string; now?: () => Date }): PurgeDriver {
  const now = options.now ?? (() => new Date());
  return {
    name: 'webhook',
    async purge(paths) {
      const body = JSON.stringify({ urls: paths.map((path) => `${options.siteUrl}${path}`), paths });
      const timestamp = String(Math.floor(now().getTime() / 1000));
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [PURGE_TIMESTAMP_HEADER]: timestamp,
          [PURGE_SIGNATURE_HEADER]: purgeSignature(options.secret, timestamp, body),
        },
        body,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`purge webhook answered ${response.status}`);
    },
  };
}

/**
 * CloudFront invalidation paths: no query strings (a path with query variants becomes `path*`, which covers them),
 * each once.
 */
export function cloudFrontPaths(paths: PurgePath[]): string[] {
  const result = new Set<string>();
  for (const path of paths) {
    const query = path.indexOf('?');
    result.add(query === -1 ? path : `${path.slice(0, query)}*`);
  }
  // A wildcard covers the exact path it starts with (`/management*` covers `/management`).
  return [...result].filter((path) => path.endsWith('*') || !result.has(`${path}*`));
}

/** One CloudFront invalidation per purge, through the AWS SDK (credentials from its default chain). */
export function createCloudFrontPurge(options: { distributionId: string; client?: CloudFrontClient }): PurgeDriver {
  const client = options.client ?? new CloudFrontClient({});
  return {
    name: 'cloudfront',
    async purge(paths) {
      const items = cloudFrontPaths(paths);
      await client.send(
        new CreateInvalidationCommand({
          DistributionId: options.distributionId,
          InvalidationBatch: { CallerReference: crypto.randomUUID(), Paths: { Quantity: items.length, Items: items } },
        }),
      );
    },
  };
}

export function createPurgeDriver(config: Config): PurgeDriver | undefined {
  const { purge } = config;
  if (purge.driver === 'webhook') return createWebhookPurge({ url: purge.url, secret: purge.secret, siteUrl: config.site.url ?? '' });
  if (purge.driver === 'cloudfront') return createCloudFrontPurge({ distributionId: purge.distributionId });
  return undefined;
}

export type PurgeLog = Pick<FastifyBaseLogger, 'error' | 'info'>;
