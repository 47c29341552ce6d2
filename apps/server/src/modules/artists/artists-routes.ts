import {
  artistIdParamSchema,
  createArtistSchema,
  updateArtistSchema,
  urlNameParamSchema,
  visibilityRequestSchema,
} from '@agency/contract/artists';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import { replyCached, sendAnswer } from '../../lib/public-read-cache';
import { createArtistsService } from './artists-service';
import { isCrawlerUserAgent } from './crawler-user-agent';
import { createViewDedupe } from './view-dedupe';

export function artistsRoutes(ctx: AppContext): FastifyPluginAsync {
  const service = createArtistsService({
    db: ctx.db,
    clock: ctx.clock,
    statsTimeZone: ctx.config.statsTimeZone,
    counterWrites: ctx.counterWrites,
  });
  // onRequest: the token is checked before the body is parsed or validated (401/403 come first).
  const admin = { onRequest: ctx.requireAdmin };
  const views = createViewDedupe(ctx.clock);
  const { publicReads } = ctx;
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/api/artist/getAll', (_request, reply) => replyCached(reply, publicReads, 'getAll', () => service.listVisible()));

    // Counts one view per client and artist (view-dedupe.ts); crawlers and HEAD requests are no views.
    app.get('/api/artist/getDetails/:urlName', { schema: { params: urlNameParamSchema } }, async (request, reply) => {
      const { urlName } = request.params;
      const answer = await publicReads.answer(`getDetails:${urlName}`, () => service.getPublicDetail(urlName));
      const artistId = answer.value.id;
      const isVisitor = request.method === 'GET' && !isCrawlerUserAgent(request.headers['user-agent']);
      if (isVisitor && views.shouldCount(request.ip, artistId)) await service.countView(artistId);
      return sendAnswer(reply, answer);
    });

    app.get('/api/artist/getDetailsForEdit/:urlName', { schema: { params: urlNameParamSchema }, ...admin }, (request) =>
      service.getForEdit(request.params.urlName),
    );

    app.get('/api/artist/getAllForManagement', admin, () => service.listForManagement());

    app.put(
      '/api/artist/:id/visibility',
      { schema: { params: artistIdParamSchema, body: visibilityRequestSchema }, ...admin },
      (request) => service.setVisibility(request.params.id, request.body.isHidden),
    );

    app.post('/api/admin/createArtist', { schema: { body: createArtistSchema }, ...admin }, (request) =>
      service.create(request.body),
    );

    app.put(
      '/api/admin/updateArtist/:urlName',
      { schema: { params: urlNameParamSchema, body: updateArtistSchema }, ...admin },
      (request) => service.update(request.params.urlName, request.body),
    );

    app.delete('/api/admin/deleteArtist/:urlName', { schema: { params: urlNameParamSchema }, ...admin }, (request) =>
      service.delete(request.params.urlName),
    );
  };
}
