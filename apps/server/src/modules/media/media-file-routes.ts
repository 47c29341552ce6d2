import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import { MEDIA_PATH_PATTERN } from '@agency/contract/media';
import type { FastifyPluginAsync } from 'fastify';
import { MEDIA_PATH_PREFIX } from '@agency/contract/media-paths';

/** Uploaded paths carry a timestamp, so their content never changes: cache them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Other files (seeded demo media with fixed names) may be replaced by a reseed. */
const SHORT = 'public, max-age=3600';

const SAFE_PATHNAME = /^\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const isSafePathname = (pathname: string) => SAFE_PATHNAME.test(pathname) && !pathname.includes('..');

/**
 * GET /media/<path>: files of the local driver with their content type, range requests and long
 * caching. Missing files, folders, dot files and anything outside the folder are JSON 404s.
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
