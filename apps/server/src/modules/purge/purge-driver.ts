import crypto from 'node:crypto';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { SEO_LANGUAGES } from '../seo/seo-language';
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

/** The folder a wildcard's prefix is in: `/api/artist/getAll` and `/api/pageContent/fetchByCode/` -> `/api/…/`. */
const folderOf = (prefix: string) => {
  const trimmed = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  return trimmed.slice(0, trimmed.lastIndexOf('/') + 1);
};

/** Each path once, without those a wildcard of the list covers (`/management*` covers `/management` and `/management/*`). */
function withoutCovered(paths: Iterable<string>): string[] {
  const list = [...new Set(paths)];
  const prefixes = list.filter((path) => path.endsWith('*')).map((path) => path.slice(0, -1));
  return list.filter((path) => !prefixes.some((prefix) => path !== `${prefix}*` && path.startsWith(prefix)));
}

/**
 * CloudFront invalidation paths (docs/decisions/096). CloudFront takes `*` only as the last character and matches it
 * against the URL with its query string, so `P?*` becomes `P*`, which also covers `P/*` and, an over-purge accepted
 * here, siblings such as `/artist/xy` for `/artist/x`. The home page's `/?*` would become `/*`, the whole distribution
 * with its assets: its language variants are named instead. Wildcards in one folder two levels deep or more merge
 * (`/api/artist/getAll*` and `/api/artist/search*` -> `/api/artist/*`): CloudFront allows 15 wildcard paths in
 * progress at once. Each path once, none a wildcard of the list already covers.
 */
export function cloudFrontPaths(paths: PurgePath[]): string[] {
  let result = withoutCovered(
    paths.flatMap((path) => {
      if (path === '/?*') return SEO_LANGUAGES.map((lang) => `/?lang=${lang}`);
      return path.endsWith('?*') ? [`${path.slice(0, -2)}*`] : [path];
    }),
  );
  for (;;) {
    const folders = new Map<string, number>();
    for (const path of result) {
      if (!path.endsWith('*')) continue;
      const folder = folderOf(path.slice(0, -1));
      if (folder.split('/').length > 3) folders.set(folder, (folders.get(folder) ?? 0) + 1);
    }
    const merged = [...folders].filter(([, count]) => count > 1).map(([folder]) => `${folder}*`);
    if (merged.length === 0) return result;
    result = withoutCovered([...merged, ...result]);
  }
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
