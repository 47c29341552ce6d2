import { TRAFFIC_UPDATE_SUCCESS } from '@agency/contract/traffic';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { endpoint } from '../../lib/endpoint';

/** Per IP: a browser tracks once per session, so this only stops one client inflating the numbers. */
export const TRACK_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

export async function registerTraffic(app: FastifyInstance, { traffic }: AppContext): Promise<void> {
  endpoint(
    app,
    'trackTraffic',
    async (request, reply) => {
      await traffic.track(request.body.source, request.ip);
      return reply.code(204).send();
    },
    { config: { rateLimit: TRACK_RATE_LIMIT, logLikeRead: true } },
  );
  endpoint(app, 'getTrafficStats', () => traffic.stats());
  endpoint(app, 'getMonthlyTrafficStats', () => traffic.monthlyStats());
  endpoint(app, 'closeTrafficMonth', async (request, reply) => {
    await traffic.closeEndedMonth('manual', request.user!);
    return reply.type('text/plain; charset=utf-8').send(TRAFFIC_UPDATE_SUCCESS);
  });
  endpoint(app, 'getTrafficMonthClosures', () => traffic.monthClosures());
  endpoint(app, 'listTrafficCampaigns', () => traffic.campaigns());
  endpoint(app, 'addTrafficCampaign', (request) => traffic.addCampaign(request.body.name, request.user!));
  endpoint(app, 'removeTrafficCampaign', async (request, reply) => {
    await traffic.removeCampaign(request.params.name, request.user!);
    return reply.code(204).send();
  });
}
