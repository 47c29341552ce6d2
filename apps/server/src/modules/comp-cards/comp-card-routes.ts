import { urlNameParamSchema } from '@agency/contract/artists';
import { COMP_CARD_PATH } from '@agency/contract/public-pages';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context';
import { endpoint } from '../../lib/endpoint';
import { ifNoneMatchHits } from '../../plugins/etag';
import type { CompCardFile, CompCardLanguage } from './comp-card-service';

/** `?lang=en` asks for English; anything else is Korean (as the pages read `?lang=`). */
const languageOf = (query: unknown): CompCardLanguage => ((query as { lang?: unknown } | undefined)?.lang === 'en' ? 'en' : 'ko');

function sendPdf(reply: FastifyReply, file: CompCardFile, disposition: 'inline' | 'attachment' = 'inline'): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${disposition}; filename="${file.fileName}"`)
    .header('etag', file.etag)
    .send(file.body);
}

/** The generated comp card (issue 17): public for visible artists, and the admin's preview of any artist. */
export async function registerCompCards(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { compCards } = ctx;

  app.get<{ Params: { urlName: string } }>(COMP_CARD_PATH, {
    schema: { params: urlNameParamSchema },
    handler: async (request, reply) => {
      const file = await compCards.compCard(request.params.urlName, languageOf(request.query));
      // Revalidated every time (cheap with the tag), so a card is current right after an edit.
      reply.header('cache-control', 'no-cache');
      if (ifNoneMatchHits(request.headers['if-none-match'], file.etag)) return reply.code(304).header('etag', file.etag).send();
      return sendPdf(reply, file);
    },
  });

  endpoint(app, 'getCompCardPreview', async (request, reply) => {
    const file = await compCards.compCard(request.params.urlName, request.query.lang, { includeHidden: true });
    return sendPdf(reply, file, request.query.download ? 'attachment' : 'inline');
  });
}
