import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MEDIA_PATH_PATTERN, mediaContentType } from '@agency/contract/media';
import type { FastifyPluginAsync } from 'fastify';
import { MEDIA_PATH_PREFIX } from '@agency/contract/media-paths';
import { CONDITIONS_LEFT_TO_FASTIFY } from '../../plugins/hot-answers';

/** Uploaded paths carry a timestamp, so their content never changes: cache them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Other files (seeded demo media with fixed names) may be replaced by a reseed. */
const SHORT = 'public, max-age=3600';

/** Uploaded files up to this size are read whole and sent as one buffer, which the server then keeps (hot-answers). */
const SMALL_FILE_BYTES = 256 * 1024;
/** Left to @fastify/static: ranges and every condition (a kept answer then handles If-None-Match itself). */
const STATIC_ONLY_HEADERS = [...CONDITIONS_LEFT_TO_FASTIFY, 'if-none-match'];

const SAFE_PATHNAME = /^\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const isSafePathname = (pathname: string) => SAFE_PATHNAME.test(pathname) && !pathname.includes('..');

/** The file's bytes and time when it is a regular file of at most `maxBytes`; undefined otherwise (missing, large). */
async function readSmallFile(file: string, maxBytes: number): Promise<{ body: Buffer; mtime: Date } | undefined> {
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(file, 'r');
  } catch {
    return undefined;
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile() || stat.size > maxBytes) return undefined;
    const body = await handle.readFile();
    return body.length === stat.size ? { body, mtime: stat.mtime } : undefined;
  } finally {
    await handle.close();
  }
}

/**
 * GET /media/<path>: files of the local driver with their content type, range requests and long
 * caching. Missing files, folders, dot files and anything outside the folder are JSON 404s.
 * A small uploaded file (timestamped key: its bytes never change) asked for by its plain path is sent as one buffer
 * with the headers @fastify/static would give it, so the server keeps the answer in memory like the other public
 * answers (plugins/hot-answers.ts); the store's changes drop it (app.ts).
 */
export function mediaFileRoutes(root: string): FastifyPluginAsync {
  return async (app) => {
    fs.mkdirSync(root, { recursive: true });
    // Only plain relative keys get as far as the file system; everything else is the usual JSON 404.
    app.addHook('onRequest', (request, reply, done) => {
      const pathname = (request.url.split('?')[0] ?? '').slice(MEDIA_PATH_PREFIX.length - 1);
      let decoded: string;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        decoded = '';
      }
      if (isSafePathname(decoded)) done();
      else reply.callNotFound();
    });
    app.addHook('preHandler', async (request, reply) => {
      const key = request.url.slice(MEDIA_PATH_PREFIX.length);
      if (request.method !== 'GET' || !MEDIA_PATH_PATTERN.test(key) || STATIC_ONLY_HEADERS.some((name) => name in request.headers)) return;
      const file = await readSmallFile(path.join(root, key), SMALL_FILE_BYTES);
      if (!file) return;
      return reply
        .header('accept-ranges', 'bytes')
        .header('last-modified', file.mtime.toUTCString())
        .header('etag', `W/"${file.body.length.toString(16)}-${file.mtime.getTime().toString(16)}"`)
        .header('content-type', mediaContentType(key)!)
        .header('cache-control', IMMUTABLE)
        .send(file.body);
    });
    await app.register(fastifyStatic, {
      root,
      prefix: MEDIA_PATH_PREFIX,
      decorateReply: false,
      wildcard: true,
      index: false,
      list: false,
      redirect: false,
      dotfiles: 'ignore',
      serveDotFiles: false,
      cacheControl: false,
      allowedPath: isSafePathname,
      setHeaders: (reply, filePath) => {
        const key = filePath.slice(root.length + 1).split('\\').join('/');
        reply.header('cache-control', MEDIA_PATH_PATTERN.test(key) ? IMMUTABLE : SHORT);
      },
    });
  };
}
