import { AsyncLocalStorage } from 'node:async_hooks';
import type { PurgeDriver, PurgeLog } from './purge-driver';
import type { PurgePath } from './public-urls';

const RETRY_DELAYS_MS = [500, 2000, 8000];
/** Changes outside a request (none today: jobs touch no public content) are sent after this delay. */
const UNSCOPED_DELAY_MS = 1000;

/**
 * Gathers the paths each admin request changed and hands them to the purge driver once the request's transaction
 * has committed (its answer is being sent): a purge sent before the commit would let the CDN fetch the old page
 * again. Paths of concurrent requests stay apart (AsyncLocalStorage). Failures are retried, then logged.
 */
export function createPurgeQueue(driver: PurgeDriver | undefined, log: PurgeLog) {
  const scope = new AsyncLocalStorage<Set<PurgePath>>();
  let unscoped = new Set<PurgePath>();
  const underWay = new Set<Promise<void>>();

  async function send(paths: PurgePath[]): Promise<void> {
    if (!driver || paths.length === 0) return;
    for (let attempt = 0; ; attempt += 1) {
      try {
        await driver.purge(paths);
        log.info({ purge: driver.name, paths: paths.length }, 'purged');
        return;
      } catch (error) {
        const delay = RETRY_DELAYS_MS[attempt];
        if (delay === undefined) {
          log.error({ err: error, purge: driver.name, paths }, 'purge failed; the CDN serves these until s-maxage');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  function start(paths: PurgePath[]): void {
    const sending = send(paths).finally(() => underWay.delete(sending));
    underWay.add(sending);
  }

  return {
    /** Runs `next` (the rest of a request) with its own set of changed paths. */
    runScoped(next: () => void): void {
      scope.run(new Set(), next);
    },
    /** Paths a change made stale: kept until its request's answer is sent. */
    add(paths: PurgePath[]): void {
      if (paths.length === 0) return;
      const target = scope.getStore();
      if (target) {
        for (const path of paths) target.add(path);
        return;
      }
      const first = unscoped.size === 0;
      for (const path of paths) unscoped.add(path);
      if (first)
        setTimeout(() => {
          const batch = [...unscoped];
          unscoped = new Set();
          start(batch);
        }, UNSCOPED_DELAY_MS).unref();
    },
    /** The current request committed: send what it changed. */
    flushScope(): void {
      const paths = scope.getStore();
      if (!paths || paths.size === 0) return;
      start([...paths]);
      paths.clear();
    },
    /** Waits for purges under way (shutdown, tests). */
    async settled(): Promise<void> {
      while (underWay.size > 0) await Promise.allSettled([...underWay]);
    },
  };
}
