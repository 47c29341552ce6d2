import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { endpoint } from '../../lib/endpoint';
import { expectedVersion } from '../../lib/if-match';
import { sendAnswer } from '../../lib/public-read-cache';

/** The roster's boards and search (public, from the read cache) and the admin's board calls (decision 079). */
export async function registerBoards(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { boards, publicReads } = ctx;

  endpoint(app, 'listBoards', async (_request, reply) => sendAnswer(reply, await publicReads.rosterBoards()));
  endpoint(app, 'searchArtists', (request) => publicReads.searchArtists(request.query));

  endpoint(app, 'listBoardsForAdmin', () => boards.listForAdmin());
  endpoint(app, 'createBoard', (request) => boards.create(request.body, request.user!));
  endpoint(app, 'orderBoards', (request) => boards.order(request.body.ids, request.user!, expectedVersion(request)));
  endpoint(app, 'updateBoard', (request) => boards.update(request.params.id, request.body, request.user!, expectedVersion(request)));
  endpoint(app, 'deleteBoard', async (request, reply) => {
    await boards.delete(request.params.id, request.user!, expectedVersion(request));
    return reply.code(204).send();
  });
}
