import { viewsMonthClosedText } from '@agency/contract/view-stats';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { endpoint } from '../../lib/endpoint';

export async function registerViewStats(app: FastifyInstance, { viewStats }: AppContext): Promise<void> {
  endpoint(app, 'getViewsData', () => viewStats.viewsData());
  endpoint(app, 'getMonthlyViews', (request) => viewStats.monthlyData(request.params));
  endpoint(app, 'closeViewsMonth', async (request, reply) => {
    const { year, month } = await viewStats.closeEndedMonth('manual', request.user!);
    return reply.type('text/plain; charset=utf-8').send(viewsMonthClosedText(year, month));
  });
  endpoint(app, 'getViewsMonthClosures', () => viewStats.monthClosures());
  endpoint(app, 'getViewsTrend', () => viewStats.trend());
}
