import { codeParamSchema, pageContentUpsertSchema, videoIdParamSchema } from '@agency/contract/page-content';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import { sendAnswer } from '../../lib/public-read-cache';
import { createPageContentService } from './page-content-service';

export function pageContentRoutes(ctx: AppContext): FastifyPluginAsync {
  const service = createPageContentService({ db: ctx.db, clock: ctx.clock });
  const { publicReads } = ctx;
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/api/pageContent/fetchByCode/:code', { schema: { params: codeParamSchema } }, async (request, reply) => {
      const { code } = request.params;
      return sendAnswer(reply, await publicReads.answer(`fetchByCode:${code}`, () => service.getByCode(code)));
    });
    app.get('/api/pageContent/fetchVideosByCode/:code', { schema: { params: codeParamSchema } }, async (request, reply) => {
      const { code } = request.params;
      return sendAnswer(reply, await publicReads.answer(`fetchVideosByCode:${code}`, () => service.getVideos(code)));
    });
    app.get('/api/pageContent/fetchImagesByCode/:code', { schema: { params: codeParamSchema } }, async (request, reply) => {
      const { code } = request.params;
      return sendAnswer(reply, await publicReads.answer(`fetchImagesByCode:${code}`, () => service.getImages(code)));
    });
    app.get('/api/pageContent/fetchOneVideo/:videoId', { schema: { params: videoIdParamSchema } }, async (request, reply) => {
      const { videoId } = request.params;
      return sendAnswer(reply, await publicReads.answer(`fetchOneVideo:${videoId}`, () => service.getVideo(videoId)));
    });

    // onRequest: the token is checked before the body is parsed or validated (401/403 come first).
    app.post(
      '/api/admin/pageContent/upsert',
      { schema: { body: pageContentUpsertSchema }, onRequest: ctx.requireAdmin },
      (request) => service.upsert(request.body),
    );
  };
}
