import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerStaticSite } from '../../plugins/static-site';
import { originCacheControl } from './site-origin';

/** GET /sitemap.xml and GET /robots.txt (absolute URLs from SITE_URL or the request), and the pages with their heads. */
export async function registerSeo(app: FastifyInstance, { seo, site, config }: AppContext): Promise<void> {
  const cacheControl = (value: string) => originCacheControl(config.site.url, value);
  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', cacheControl('public, max-age=300'))
      .send(await seo.sitemap(request)),
  );
  app.get('/robots.txt', (request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', cacheControl('public, max-age=300')).send(seo.robots(request)),
  );
  await registerStaticSite(app, config.webDistDir, site, { pageHead: seo.pageHead, pageCacheControl: cacheControl('no-cache') });
}
