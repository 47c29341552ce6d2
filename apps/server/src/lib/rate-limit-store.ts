import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { SharedRedis } from './shared-redis';

type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * Rate limits counted in Redis (shared by every instance, decision 088) while it answers, and in this instance's
 * memory while it does not (decision 095): a Redis outage makes a limit per instance, never no limit. The two counts
 * are separate; when Redis is back its count (of the same window) applies again.
 */
export function fallbackRateLimitStore(redis: Pick<SharedRedis, 'client' | 'available'>, nameSpace: string): FastifyRateLimitStoreCtor {
  class FallbackStore implements FastifyRateLimitStore {
    constructor(
      private readonly shared: FastifyRateLimitStore,
      private readonly local: FastifyRateLimitStore,
    ) {}

    incr(...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore['incr']>): void {
      if (!redis.available()) return this.local.incr(key, callback, timeWindow, max);
      this.shared.incr(
        key,
        (error, result) => (error ? this.local.incr(key, callback, timeWindow, max) : callback(null, result)),
        timeWindow,
        max,
      );
    }

    child(routeOptions: ChildOptions): FastifyRateLimitStore {
      return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }
  return class extends FallbackStore {
    /** The plugin passes its resolved options (every RateLimitOptions key, defaults filled in). */
    constructor(pluginOptions: FastifyRateLimitOptions) {
      const options = pluginOptions as RateLimitOptions;
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(new RedisStore(continueExceeding, exponentialBackoff, redis.client, nameSpace), new LocalStore(continueExceeding, exponentialBackoff, options.cache));
    }
  };
}
