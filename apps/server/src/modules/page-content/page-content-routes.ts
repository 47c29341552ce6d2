import { codeParamSchema, pageContentUpsertSchema, videoIdParamSchema } from '@agency/contract/page-content';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import { createPageContentService } from './page-content-service';

export function pageContentRoutes(ctx: AppContext): FastifyPluginAsync {
  const service = createPageContentService({ db: ctx.db, clock: ctx.clock });
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/api/pageContent/fetchByCode/:code', { schema: { params: codeParamSchema } }, (request) =>
      service.getByCode(request.params.code),
    );
    app.get('/api/pageContent/fetchVideosByCode/:code', { schema: { params: codeParamSchema } }, (request) =>
      service.getVideos(request.params.code),
    );
    app.get('/api/pageContent/fetchImagesByCode/:code', { schema: { params: codeParamSchema } }, (request) =>
      service.getImages(request.params.code),
    );
    app.get('/api/pageContent/fetchOneVideo/:videoId', { schema: { params: videoIdParamSchema } }, (request) =>
      service.getVideo(request.params.videoId),
    );

    // onRequest: the token is checked before the body is parsed or validated (401/403 come first).
    app.post(
      '/api/admin/pageContent/upsert',
      { schema: { body: pageContentUpsertSchema }, onRequest: ctx.requireAdmin },
      (request) => service.upsert(request.body),
    );
  };
}
