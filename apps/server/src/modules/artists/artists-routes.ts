import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { ifMatchOf } from '@agency/contract/edit-version';
import { endpoint } from '../../lib/endpoint';
import { expectedVersion } from '../../lib/if-match';
import { sendAnswer } from '../../lib/public-read-cache';
import { isCrawlerUserAgent } from './crawler-user-agent';

/** The roster and artist pages (public, answered from the read cache), and the admin's artist calls. */
export async function registerArtists(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { artists, publicReads, viewDedupe } = ctx;

  endpoint(app, 'listArtists', async (_request, reply) => sendAnswer(reply, await publicReads.artists()));

  // Counts one view per client and artist (view-dedupe.ts); crawlers and HEAD requests are no views.
  endpoint(app, 'getArtist', async (request, reply) => {
    const answer = await publicReads.artist(request.params.urlName);
    const artistId = answer.value.id;
    const isVisitor = request.method === 'GET' && !isCrawlerUserAgent(request.headers['user-agent']);
    // A view that cannot be counted (the artist deleted meanwhile, the database busy) never fails the page.
    if (isVisitor && viewDedupe.shouldCount(request.ip, artistId)) {
      await artists.countView(artistId).catch((error: unknown) => request.log.error({ err: error }, 'view not counted'));
    }
    return sendAnswer(reply, answer);
  });

  endpoint(app, 'getPolaroids', async (request, reply) => sendAnswer(reply, await publicReads.polaroids(request.params.urlName)));

  endpoint(app, 'getArtistForEdit', async (request, reply) => {
    const artist = await artists.getForEdit(request.params.urlName);
    reply.header('etag', ifMatchOf(artist.version));
    return artist;
  });
  endpoint(app, 'listArtistsForManagement', () => artists.listForManagement());
  endpoint(app, 'orderArtists', (request) => artists.order(request.body.ids, request.user!));
  endpoint(app, 'setArtistVisibility', (request) => artists.setVisibility(request.params.id, request.body.isHidden, request.user!, expectedVersion(request)));
  endpoint(app, 'createArtist', (request) => artists.create(request.body, request.user!));
  endpoint(app, 'updateArtist', (request) => artists.update(request.params.urlName, request.body, request.user!, expectedVersion(request)));
  endpoint(app, 'deleteArtist', (request) => artists.delete(request.params.urlName, request.user!, expectedVersion(request)));
}
