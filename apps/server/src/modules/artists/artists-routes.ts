import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { endpoint } from '../../lib/endpoint';
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
    if (isVisitor && viewDedupe.shouldCount(request.ip, artistId)) await artists.countView(artistId);
    return sendAnswer(reply, answer);
  });

  endpoint(app, 'getArtistForEdit', (request) => artists.getForEdit(request.params.urlName));
  endpoint(app, 'listArtistsForManagement', () => artists.listForManagement());
  endpoint(app, 'setArtistVisibility', (request) => artists.setVisibility(request.params.id, request.body.isHidden));
  endpoint(app, 'createArtist', (request) => artists.create(request.body));
  endpoint(app, 'updateArtist', (request) => artists.update(request.params.urlName, request.body));
  endpoint(app, 'deleteArtist', (request) => artists.delete(request.params.urlName));
}
