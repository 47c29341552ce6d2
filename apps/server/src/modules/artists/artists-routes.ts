import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { ifMatchOf } from '@agency/contract/edit-version';
import { PRIVATE_NO_STORE } from '../../lib/cache-policy';
import { endpoint } from '../../lib/endpoint';
import { NotFoundError } from '../../errors';
import { expectedVersion } from '../../lib/if-match';
import { sendAnswer } from '../../lib/public-read-cache';
import { isCrawlerUserAgent } from './crawler-user-agent';

/** Per IP: a visitor opens a few artist pages a minute; this only stops one client from flooding the counter. */
export const VIEW_BEACON_RATE_LIMIT = { max: 120, timeWindow: 60_000 };

/** The roster and artist pages (public, answered from the read cache), and the admin's artist calls. */
export async function registerArtists(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { artists, publicReads, viewDedupe } = ctx;
  const log = app.log.child({ module: 'artists' });

  endpoint(app, 'listArtists', async (_request, reply) => sendAnswer(reply, await publicReads.artists()));

  /**
   * One view per client and artist and window (view-dedupe.ts); crawlers and HEAD requests are no views. A view that
   * cannot be counted (the artist deleted meanwhile, the database busy) never fails the page.
   */
  const countView = async (visit: { method?: string; ip: string; userAgent: string | undefined }, artistId: number) => {
    if (visit.method !== 'GET' && visit.method !== 'POST') return;
    if (isCrawlerUserAgent(visit.userAgent)) return;
    try {
      if (await viewDedupe.shouldCount(visit.ip, artistId)) await artists.countView(artistId);
    } catch (error) {
      log.error({ err: error }, 'view not counted');
    }
  };
  const visitOf = (request: FastifyRequest) => ({ method: request.method, ip: request.ip, userAgent: request.headers['user-agent'] });

  // Counts the view when it reaches this server; behind a CDN that keeps the answer, the page's beacon counts it.
  // The same answer sent again from memory (plugins/hot-answers.ts), where this handler does not run, counts its view
  // before it is sent through the route's onServedFromMemory: the artist named in the URL, found as the beacon finds it.
  endpoint(
    app,
    'getArtist',
    async (request, reply) => {
      const answer = await publicReads.artist(request.params.urlName);
      await countView(visitOf(request), answer.value.id);
      return sendAnswer(reply, answer);
    },
    {
      config: {
        onServedFromMemory: async (request) => {
          const { urlName } = request.params as { urlName: string };
          let artistId: number;
          try {
            artistId = (await publicReads.artist(urlName)).value.id;
          } catch (error) {
            // Hidden or deleted on another instance since the answer was kept: no view, as the handler counts none.
            if (!(error instanceof NotFoundError)) log.error({ err: error }, 'view not counted');
            return;
          }
          await countView(visitOf(request), artistId);
        },
      },
    },
  );

  // The artist page's beacon after its first paint (docs/decisions/087): never cached, one view with the read above.
  endpoint(
    app,
    'countArtistView',
    async (request, reply) => {
      const answer = await publicReads.artist(request.params.urlName);
      await countView(visitOf(request), answer.value.id);
      return reply.code(204).header('cache-control', PRIVATE_NO_STORE).send();
    },
    { config: { rateLimit: VIEW_BEACON_RATE_LIMIT, logLikeRead: true } },
  );

  endpoint(app, 'getPolaroids', async (request, reply) => sendAnswer(reply, await publicReads.polaroids(request.params.urlName)));

  endpoint(app, 'getArtistForEdit', async (request, reply) => {
    const artist = await artists.getForEdit(request.params.urlName);
    reply.header('etag', ifMatchOf(artist.version));
    return artist;
  });
  endpoint(app, 'listArtistsForManagement', () => artists.listForManagement());
  endpoint(app, 'orderArtists', (request) => artists.order(request.body.ids, request.user!, expectedVersion(request)));
  endpoint(app, 'setArtistVisibility', (request) => artists.setVisibility(request.params.id, request.body.isHidden, request.user!, expectedVersion(request)));
  endpoint(app, 'createArtist', (request) => artists.create(request.body, request.user!));
  endpoint(app, 'updateArtist', (request) => artists.update(request.params.urlName, request.body, request.user!, expectedVersion(request)));
  endpoint(app, 'deleteArtist', (request) => artists.delete(request.params.urlName, request.user!, expectedVersion(request)));
}
