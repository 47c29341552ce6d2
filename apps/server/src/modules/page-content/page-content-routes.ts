import { codeParamSchema, pageContentUpsertSchema, videoIdParamSchema } from '@agency/contract/page-content';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import { replyCached } from '../../lib/public-read-cache';
import { createPageContentService } from './page-content-service';

export function pageContentRoutes(ctx: AppContext): FastifyPluginAsync {
  const service = createPageContentService({ db: ctx.db, clock: ctx.clock });
  const { publicReads } = ctx;
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    // Public reads, answered from the per-instance cache (docs/decisions/062).
    app.get('/api/pageContent/fetchByCode/:code', { schema: { params: codeParamSchema } }, ({ params: { code } }, reply) =>
      replyCached(reply, publicReads, `fetchByCode:${code}`, () => service.getByCode(code)),
    );
    app.get('/api/pageContent/fetchVideosByCode/:code', { schema: { params: codeParamSchema } }, ({ params: { code } }, reply) =>
      replyCached(reply, publicReads, `fetchVideosByCode:${code}`, () => service.getVideos(code)),
    );
    app.get('/api/pageContent/fetchImagesByCode/:code', { schema: { params: codeParamSchema } }, ({ params: { code } }, reply) =>
      replyCached(reply, publicReads, `fetchImagesByCode:${code}`, () => service.getImages(code)),
    );
    app.get('/api/pageContent/fetchOneVideo/:videoId', { schema: { params: videoIdParamSchema } }, ({ params: { videoId } }, reply) =>
      replyCached(reply, publicReads, `fetchOneVideo:${videoId}`, () => service.getVideo(videoId)),
    );

    // onRequest: the token is checked before the body is parsed or validated (401/403 come first).
    app.post(
      '/api/admin/pageContent/upsert',
      { schema: { body: pageContentUpsertSchema }, onRequest: ctx.requireAdmin },
      (request) => service.upsert(request.body),
    );
  };
}
