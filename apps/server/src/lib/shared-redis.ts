import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { createContentVersion, type ContentVersion } from './content-version';

/** Pub/sub channel of content changes: the message is the writing instance's id (decision 088). */
const CONTENT_CHANNEL = 'agency:content-changed';
/** Prefix of every key this server writes, so one Redis can serve other programs too. */
export const REDIS_KEY_PREFIX = 'agency:';
/** A command without an answer this long fails (callers fall back to this instance's own state; decision 095). */
const COMMAND_TIMEOUT_MS = 1000;
/** How often the subscriber pings: a Redis that stopped answering keeps its connections open (decision 095). */
const HEARTBEAT_MS = 2000;

/** The Redis (or Valkey) every instance shares (REDIS_URL, decision 088). */
export interface SharedRedis {
  /** Commands: fail at once while disconnected, within COMMAND_TIMEOUT_MS while Redis is silent. */
  client: Redis;
  /** This instance's content version, moved on by every instance's writes through pub/sub. */
  contentVersion: ContentVersion;
  /**
   * Whether Redis answers: the command connection is up and the subscriber is subscribed and answers its pings.
   * While not, rate limits are kept in this instance's memory and cached answers live `outageCacheMs` (decision 095).
   */
  available(): boolean;
  close(): Promise<void>;
}

export interface SharedRedisOptions {
  /**
   * How long this instance may reuse a public answer while it cannot hear the others' writes (PUBLIC_READ_CACHE_MS,
   * as without Redis): the content version moves on this often until the subscriber is back. 0: not at all.
   */
  outageCacheMs: number;
  /** Tests shorten it. */
  heartbeatMs?: number;
}

/**
 * Connects a command client and a subscriber. A bump here is published; a message from another instance bumps
 * here. While the subscriber is down (closed, or silent past a ping) messages may be missed: the version is bumped
 * at once and then every `outageCacheMs`, so no answer outlives the cache time of a single instance; once it has
 * subscribed again it bumps once more and the 60 s time to live of decision 088 applies again. A change that could
 * not be announced is announced again when the command connection is back.
 */
export async function connectSharedRedis(
  url: string,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  options: SharedRedisOptions,
): Promise<SharedRedis> {
  const instanceId = crypto.randomUUID();
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const common = { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 5000, commandTimeout: COMMAND_TIMEOUT_MS } as const;
  const client = new Redis(url, { ...common, enableOfflineQueue: false });
  // Subscribed again by hand after a reconnection, so the moment it hears again is known.
  const subscriber = new Redis(url, { ...common, autoResubscribe: false, commandTimeout: Math.min(COMMAND_TIMEOUT_MS, heartbeatMs) });
  for (const [name, connection] of [['client', client], ['subscriber', subscriber]] as const) {
    connection.on('error', (error: Error) => log.warn({ err: error, redis: name }, 'redis connection error'));
  }
  await Promise.all([client.connect(), subscriber.connect()]);
  await subscriber.subscribe(CONTENT_CHANNEL);

  const local = createContentVersion();
  let listening = true;
  let outageTicker: NodeJS.Timeout | undefined;
  let closing = false;
  const deaf = () => {
    if (!listening || closing) return;
    listening = false;
    log.warn('redis subscriber lost: cached public answers live PUBLIC_READ_CACHE_MS, rate limits are per instance');
    local.bump();
    if (options.outageCacheMs > 0) outageTicker = setInterval(() => local.bump(), options.outageCacheMs).unref();
  };
  subscriber.on('close', deaf);
  // Every 'ready' after the first connection is a reconnection.
  subscriber.on('ready', () => {
    subscriber.subscribe(CONTENT_CHANNEL).then(
      () => {
        if (listening || closing) return;
        listening = true;
        clearInterval(outageTicker);
        local.bump();
      },
      (error: unknown) => log.warn({ err: error }, 'redis subscriber could not subscribe again'),
    );
  });
  subscriber.on('message', (channel: string, sender: string) => {
    if (channel === CONTENT_CHANNEL && sender !== instanceId) local.bump();
  });
  const heartbeat = setInterval(() => {
    if (!listening || subscriber.status !== 'ready') return;
    subscriber.ping().catch((error: unknown) => {
      log.warn({ err: error }, 'redis subscriber did not answer its ping; reconnecting');
      // The dropped connection counts as lost ('close') and reconnects with the usual backoff.
      if (!closing) subscriber.disconnect(true);
    });
  }, heartbeatMs).unref();

  let unannounced = false;
  const announce = () => {
    unannounced = false;
    client.publish(CONTENT_CHANNEL, instanceId).catch((error: unknown) => {
      unannounced = true;
      log.error({ err: error }, 'content change not announced to other instances; announced again once Redis is back');
    });
  };
  client.on('ready', () => {
    if (unannounced) announce();
  });

  const contentVersion: ContentVersion = {
    current: local.current,
    onChange: local.onChange,
    bump() {
      local.bump();
      announce();
    },
  };
  return {
    client,
    contentVersion,
    available: () => listening && client.status === 'ready',
    async close() {
      closing = true;
      clearInterval(heartbeat);
      clearInterval(outageTicker);
      subscriber.disconnect();
      await client.quit().catch(() => client.disconnect());
    },
  };
}
