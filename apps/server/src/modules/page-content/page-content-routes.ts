import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { endpoint } from '../../lib/endpoint';
import { expectedVersion } from '../../lib/if-match';
import { sendAnswer } from '../../lib/public-read-cache';

/** Page contents: the public reads (answered from the read cache, docs/decisions/062) and the admin's upsert. */
export async function registerPageContent(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { publicReads, pageContent } = ctx;
  endpoint(app, 'getPageContent', async (request, reply) => sendAnswer(reply, await publicReads.pageContent(request.params.code)));
  endpoint(app, 'getPageVideos', async (request, reply) => sendAnswer(reply, await publicReads.pageVideos(request.params.code)));
  endpoint(app, 'getPageImages', async (request, reply) => sendAnswer(reply, await publicReads.pageImages(request.params.code)));
  endpoint(app, 'getVideo', async (request, reply) => sendAnswer(reply, await publicReads.video(request.params.videoId)));
  endpoint(app, 'upsertPageContent', (request) => pageContent.upsert(request.body, request.user!, expectedVersion(request)));
}
