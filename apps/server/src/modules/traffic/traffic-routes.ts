import { TRAFFIC_UPDATE_SUCCESS, trackRequestSchema } from '@agency/contract/traffic';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import type { TrafficService } from './traffic-service';

/** Per IP: a browser tracks once per session, so this only stops one client inflating the numbers. */
export const TRACK_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

export function trafficRoutes(ctx: AppContext, traffic: TrafficService): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/api/traffic/track',
      { schema: { body: trackRequestSchema }, config: { rateLimit: TRACK_RATE_LIMIT } },
      async (request, reply) => {
        await traffic.track(request.body.source);
        return reply.code(204).send();
      },
    );

    app.get('/api/traffic/stats', { onRequest: ctx.requireAdmin }, () => traffic.stats());

    app.get('/api/traffic/monthly-stats', { onRequest: ctx.requireAdmin }, () => traffic.monthlyStats());

    app.put('/api/admin/updateTrafficDataManuallyAndReset', { onRequest: ctx.requireAdmin }, async (_request, reply) => {
      await traffic.closeEndedMonth();
      return reply.type('text/plain; charset=utf-8').send(TRAFFIC_UPDATE_SUCCESS);
    });
  };
}
