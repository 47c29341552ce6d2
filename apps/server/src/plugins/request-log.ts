import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface RequestLogOptions {
  /** Requests slower than this are logged at warn. */
  slowMs: number;
  /** Share of ordinary reads logged at info (0 to 1). */
  sampleRate: number;
  /** How often the summary of every request is logged. */
  summaryIntervalMs?: number;
  random?: () => number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write that only counts a visitor (the view beacon, traffic tracking): thousands a second in a spike, so it is
     * logged like a read, by the sample, and not line by line like the writes an operator looks for.
     */
    logLikeRead?: true;
  }
}

/** Refusals an operator looks for: an expired session, a forbidden call, a body too large, a throttle. */
const REFUSED = new Set([401, 403, 413, 429]);

/**
 * One line per request that matters instead of two per request (decision 090): failures (5xx) at error, refusals
 * and slow requests at warn, every write (rare, and an operator's first question) at info, and a sample of the
 * other reads; a summary line counts all of them by status class each interval. Every line carries the request's
 * id (`reqId`, from X-Request-Id when a proxy sets one: lib/request-id.ts), which the answer also names in
 * `x-request-id`. Answers sent again from memory (plugins/hot-answers.ts) are Fastify requests too: they are counted
 * and sampled here like any read, their line marked `fromMemory`. Needs Fastify's own request logging turned off
 * (disableRequestLogging).
 */
export function registerRequestLog(app: FastifyInstance, options: RequestLogOptions) {
  const random = options.random ?? Math.random;
  // Requests by status class (index 2 counts 2xx), since the last summary.
  const counts = [0, 0, 0, 0, 0, 0];
  let total = 0;

  const logSummary = () => {
    if (total === 0) return;
    const byStatus = Object.fromEntries(counts.flatMap((count, statusClass) => (count > 0 ? [[`${statusClass}xx`, count]] : [])));
    app.log.info({ requests: total, byStatus, sampleRate: options.sampleRate }, 'requests served');
    counts.fill(0);
    total = 0;
  };
  const timer = setInterval(logSummary, options.summaryIntervalMs ?? 60_000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    logSummary();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });

  // A callback, not an async function: no promise per request (every answer, those from memory included, passes here).
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    counts[Math.min(Math.floor(status / 100), 5)]! += 1;
    total += 1;
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    // Built only for a line that is written (most reads have none).
    const line = () => ({ req: request, res: { statusCode: status }, responseTime, ...(request.fromMemory ? { fromMemory: true } : {}) });
    if (status >= 500) request.log.error(line(), 'request answered with a server error');
    else if (REFUSED.has(status)) request.log.warn(line(), 'request refused');
    else if (responseTime >= options.slowMs) request.log.warn(line(), 'slow request');
    else if ((isWrite(request) && !request.routeOptions.config.logLikeRead) || random() < options.sampleRate) request.log.info(line(), 'request completed');
    done();
  });
}

function isWrite(request: FastifyRequest): boolean {
  return request.method !== 'GET' && request.method !== 'HEAD';
}
