import { monthParamsSchema, viewsMonthClosedText } from '@agency/contract/view-stats';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import type { ViewStatsService } from './view-stats-service';

export function viewStatsRoutes(ctx: AppContext, views: ViewStatsService): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get('/api/admin/artist/fetchViewsData', { onRequest: ctx.requireAdmin }, () => views.viewsData());

    app.get(
      '/api/admin/artist/monthlyData/:year/:month',
      { schema: { params: monthParamsSchema }, onRequest: ctx.requireAdmin },
      (request) => views.monthlyData(request.params),
    );

    app.put('/api/admin/artist/updateViewsManually', { onRequest: ctx.requireAdmin }, async (_request, reply) => {
      const { year, month } = await views.closeEndedMonth();
      return reply.type('text/plain; charset=utf-8').send(viewsMonthClosedText(year, month));
    });
  };
}
