import type { Config } from '../config';

type TrustFn = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as Fastify's `trustProxy` option (decision 070): a hop count as a function of the hop (Fastify 5 takes a
 * bare number as trusting no peer). Fastify alone works out each request's `ip` and `protocol` from it, for answers
 * sent again from memory too (plugins/hot-answers.ts, decision 100).
 */
export function fastifyTrustProxy(trustProxy: Config['trustProxy']): boolean | string[] | TrustFn {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address: string, hop: number) => hop < trustProxy;
}
