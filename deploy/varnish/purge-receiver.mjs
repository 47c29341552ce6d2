#!/usr/bin/env node
// The site's purge webhook (PURGE_DRIVER=webhook) for a Varnish of your own (deploy/varnish/default.vcl): checks each
// POST's signature and timestamp, then bans the URLs it names in every Varnish listed, over loopback. Plain Node.js
// (20 or newer), no packages: run it on the Varnish machine, beside varnishd.
//
//   PURGE_WEBHOOK_SECRET   the same 32+ characters as the site's (required)
//   VARNISH_URLS           the Varnish listeners to ban in, comma-separated (default http://127.0.0.1:6081)
//   PURGE_RECEIVER_HOST, PURGE_RECEIVER_PORT   where to listen (default 127.0.0.1:6090); the site's
//                          PURGE_WEBHOOK_URL is http://HOST:PORT/purge
//   PURGE_MAX_SKEW_SECONDS how far a timestamp may be from this machine's clock (default 300)
//
// Answers 204 once every Varnish banned the paths, 401 for a wrong signature or a timestamp outside the window, 400
// for a body that is not `{ "paths": [...] }` of URL paths, 502 when a Varnish refused or did not answer (the site
// retries). A request replayed within the window bans the same URLs again, which changes nothing.
import crypto from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';

const SIGNATURE_HEADER = 'x-purge-signature';
const TIMESTAMP_HEADER = 'x-purge-timestamp';
const MAX_BODY_BYTES = 1024 * 1024;
/** Paths per ban: keeps each X-Ban-Url header far below Varnish's header size limit. */
const PATHS_PER_BAN = 40;
/** A path as the site sends it: URL characters only, `*` only as the last one (a prefix). */
const PATH = /^\/[A-Za-z0-9\-._~!$&'()+,;=:@/?%]*\*?$/;

/**
 * The regular expression (PCRE, as Varnish reads it) matching the URLs the paths name: a path ending in `*` is a
 * prefix, any other exactly that URL. Special characters become one-character classes, so no backslash has to
 * survive the ban's own parsing.
 */
export function banExpression(paths) {
  const literal = (text) => text.replace(/[.$?+()*]/g, (char) => `[${char}]`);
  const alternatives = paths.map((path) => (path.endsWith('*') ? literal(path.slice(0, -1)) : `${literal(path)}$`));
  return `^(?:${alternatives.join('|')})`;
}

export function signatureOf(secret, timestamp, body) {
  return `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

function sameText(a, b) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/** Checks a purge request; returns its paths, or the status and message to refuse it with. */
export function checkPurge({ secret, maxSkewSeconds, now }, headers, body) {
  const timestamp = String(headers[TIMESTAMP_HEADER] ?? '');
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(Math.floor(now / 1000) - Number(timestamp)) > maxSkewSeconds) {
    return { status: 401, message: 'timestamp missing or outside the allowed window' };
  }
  if (!sameText(String(headers[SIGNATURE_HEADER] ?? ''), signatureOf(secret, timestamp, body))) return { status: 401, message: 'bad signature' };
  let paths;
  try {
    paths = JSON.parse(body).paths;
  } catch {
    return { status: 400, message: 'body is not JSON' };
  }
  if (!Array.isArray(paths) || paths.length === 0 || !paths.every((path) => typeof path === 'string' && PATH.test(path))) {
    return { status: 400, message: 'paths must be a list of URL paths' };
  }
  return { paths };
}

async function ban(varnishUrl, paths) {
  for (let start = 0; start < paths.length; start += PATHS_PER_BAN) {
    const response = await fetch(new URL('/', varnishUrl), {
      method: 'BAN',
      headers: { 'x-ban-url': banExpression(paths.slice(start, start + PATHS_PER_BAN)) },
      signal: AbortSignal.timeout(5000),
    });
    if (response.status !== 200) throw new Error(`${varnishUrl} answered ${response.status} ${await response.text()}`);
  }
}

function main() {
  const secret = process.env.PURGE_WEBHOOK_SECRET ?? '';
  if (secret.length < 32) {
    console.error('PURGE_WEBHOOK_SECRET must be set to the site’s secret (32 or more characters)');
    process.exit(1);
  }
  const varnishUrls = (process.env.VARNISH_URLS ?? 'http://127.0.0.1:6081').split(',').map((url) => url.trim()).filter(Boolean);
  const maxSkewSeconds = Number(process.env.PURGE_MAX_SKEW_SECONDS ?? 300);
  const host = process.env.PURGE_RECEIVER_HOST ?? '127.0.0.1';
  const port = Number(process.env.PURGE_RECEIVER_PORT ?? 6090);

  const answer = (response, status, message) => {
    if (status === 204) return response.writeHead(204).end();
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ message }));
  };

  const server = http.createServer((request, response) => {
    if (request.method !== 'POST') return answer(response, 405, 'POST only');
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => {
      if (size > MAX_BODY_BYTES) return answer(response, 413, 'body too large');
      const checked = checkPurge({ secret, maxSkewSeconds, now: Date.now() }, request.headers, Buffer.concat(chunks).toString('utf8'));
      if (!checked.paths) {
        console.warn(`purge refused (${checked.status}): ${checked.message}`);
        return answer(response, checked.status, checked.message);
      }
      Promise.all(varnishUrls.map((url) => ban(url, checked.paths))).then(
        () => {
          console.log(`purged ${checked.paths.length} paths in ${varnishUrls.length} Varnish`);
          answer(response, 204);
        },
        (error) => {
          console.error(`purge failed: ${error.message}`);
          answer(response, 502, 'a Varnish did not take the ban');
        },
      );
    });
  });
  server.listen(port, host, () => console.log(`purge receiver listening on http://${host}:${port}/purge`));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
