import http from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { helmetHeaders } from './security-headers';

/** What helmet itself sets on a real response with these options. */
async function headersFromRealResponse(options: HelmetOptions): Promise<Record<string, string>> {
  const middleware = helmet(options);
  const server = http.createServer((req, res) => middleware(req, res, () => res.end('ok')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const headers: Record<string, string> = {};
    const plain = new Set(['content-length', 'date', 'connection', 'keep-alive']);
    res.headers.forEach((value, name) => {
      if (!plain.has(name)) headers[name] = value;
    });
    return headers;
  } finally {
    server.close();
  }
}

describe('helmetHeaders', () => {
  it.each<[string, HelmetOptions]>([
    ['defaults', {}],
    [
      'this site’s options',
      {
        contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'https://i.ytimg.com'] } },
        crossOriginEmbedderPolicy: false,
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        strictTransportSecurity: false,
      },
    ],
  ])('computes once exactly the headers helmet sets on a response (%s)', async (_name, options) => {
    expect(helmetHeaders(options)).toEqual(await headersFromRealResponse(options));
  });
});
