import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { notFoundCacheControl, publicCacheControl } from '../../lib/cache-policy';
import { answerNotModified, strongEtag } from '../../plugins/etag';
import { createLastGood } from '../../lib/last-good';
import { registerStaticSite, renderedPageBytes } from '../../plugins/static-site';
import { originCacheControl } from './site-origin';

/** GET /sitemap.xml and GET /robots.txt (absolute URLs from SITE_URL or the request), and the pages with their heads. */
export async function registerSeo(app: FastifyInstance, { seo, site, config, renderedPages, contentVersion }: AppContext): Promise<void> {
  const cacheControl = originCacheControl(config.site.url, publicCacheControl(config.publicCache));
  const send = (request: FastifyRequest, reply: FastifyReply, type: string, body: string) => {
    const etag = strongEtag(body);
    reply.type(type).header('cache-control', cacheControl).header('etag', etag);
    return reply.send(answerNotModified(request.headers['if-none-match'], etag, reply) ? undefined : body);
  };
  app.get('/sitemap.xml', async (request, reply) => send(request, reply, 'application/xml; charset=utf-8', await seo.sitemap(request)));
  app.get('/robots.txt', (request, reply) => send(request, reply, 'text/plain; charset=utf-8', seo.robots(request)));
  await registerStaticSite(app, config.webDistDir, site, {
    pageHead: seo.pageHead,
    pageCacheControl: cacheControl,
    notFoundCacheControl: originCacheControl(config.site.url, notFoundCacheControl(config.publicCache)),
    renderedPages,
    // Within the 200 MB a process may take (docs/performance.md), beside the rendered pages' 24 MB (decision 095).
    lastGoodPages: createLastGood({ version: contentVersion, maxEntries: 500, maxBytes: 8 * 1024 * 1024, sizeOf: renderedPageBytes }),
  });
}
