import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '../config';

type TrustFn = (address: string, hop: number) => boolean;

/** A hop count as the function Fastify builds from one (its types list every other form but not the number). */
export function fastifyTrustProxy(trustProxy: Config['trustProxy']): boolean | string[] | TrustFn {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address: string, hop: number) => hop < trustProxy;
}

/**
 * The client's address of a raw request, exactly as Fastify's `request.ip` works it out from TRUST_PROXY
 * (decision 070): for answers sent before Fastify sees the request (plugins/hot-answers.ts).
 */
export function createClientAddress(trustProxy: Config['trustProxy']): (raw: IncomingMessage) => string {
  const trust = fastifyTrustProxy(trustProxy);
  if (trust === false) return (raw) => raw.socket.remoteAddress ?? '';
  const trustFn: TrustFn = trust === true ? () => true : typeof trust === 'function' ? trust : proxyAddr.compile(trust);
  return (raw) => {
    const addresses = proxyAddr.all(raw, trustFn);
    return addresses[addresses.length - 1] ?? '';
  };
}
