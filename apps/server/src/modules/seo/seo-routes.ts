import type { FastifyPluginAsync } from 'fastify';
import type { SeoService } from './seo-service';

/** GET /sitemap.xml and GET /robots.txt, with absolute URLs from SITE_URL or the request. */
export function seoRoutes(seo: SeoService): FastifyPluginAsync {
  return async (app) => {
    app.get('/sitemap.xml', async (request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(await seo.sitemap(request)),
    );
    app.get('/robots.txt', (request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=300').send(seo.robots(request)),
    );
  };
}
