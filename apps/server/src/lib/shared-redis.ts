import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { createContentVersion, type ContentVersion } from './content-version';

/** Pub/sub channel of content changes: the message is the writing instance's id (decision 088). */
const CONTENT_CHANNEL = 'agency:content-changed';
/** Prefix of every key this server writes, so one Redis can serve other programs too. */
export const REDIS_KEY_PREFIX = 'agency:';

/** The Redis (or Valkey) every instance shares (REDIS_URL, decision 088). */
export interface SharedRedis {
  /** Commands: fail at once while disconnected (callers fall back to this instance's own state). */
  client: Redis;
  /** This instance's content version, moved on by every instance's writes through pub/sub. */
  contentVersion: ContentVersion;
  close(): Promise<void>;
}

/**
 * Connects a command client and a subscriber. A bump here is published; a message from another instance bumps
 * here. When the subscriber reconnects after a drop, messages may have been missed, so it bumps once itself.
 */
export async function connectSharedRedis(url: string, log: Pick<FastifyBaseLogger, 'warn' | 'error'>): Promise<SharedRedis> {
  const instanceId = crypto.randomUUID();
  const options = { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 5000 } as const;
  const client = new Redis(url, { ...options, enableOfflineQueue: false });
  const subscriber = new Redis(url, options);
  for (const [name, connection] of [['client', client], ['subscriber', subscriber]] as const) {
    connection.on('error', (error: Error) => log.warn({ err: error, redis: name }, 'redis connection error'));
  }
  await Promise.all([client.connect(), subscriber.connect()]);
  await subscriber.subscribe(CONTENT_CHANNEL);

  const local = createContentVersion();
  // Registered after the first connection: every later 'ready' is a reconnection.
  subscriber.on('ready', () => local.bump());
  subscriber.on('message', (channel: string, sender: string) => {
    if (channel === CONTENT_CHANNEL && sender !== instanceId) local.bump();
  });

  const contentVersion: ContentVersion = {
    current: local.current,
    onChange: local.onChange,
    bump() {
      local.bump();
      client.publish(CONTENT_CHANNEL, instanceId).catch((error: unknown) => log.error({ err: error }, 'content change not announced to other instances'));
    },
  };
  return {
    client,
    contentVersion,
    async close() {
      subscriber.disconnect();
      await client.quit().catch(() => client.disconnect());
    },
  };
}
