import { APPLICATION_MESSAGES, APPLICATION_PHOTO_MAX_BYTES } from '@agency/contract/application-rules';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { endpoint } from '../../lib/endpoint';
import { registerPhotoRefLinks } from './application-photo-refs';
import { expectedVersion } from '../../lib/if-match';
import { siteOrigin } from '../seo/site-origin';

/** Per address: six photos with retries for a couple of applicants on one network, not a flood of image work. */
export const PHOTO_RATE_LIMIT = { max: 40, timeWindow: 10 * 60_000 };
/** Per address: a person correcting a form, or a family applying for two children. */
export const APPLICATION_RATE_LIMIT = { max: 5, timeWindow: 10 * 60_000 };

const PRIVATE = 'private, no-store';

/** Model applications (decision 082): the anonymous photo upload and form, the admin's inbox, the signed photo reads. */
export async function registerApplications(app: FastifyInstance, { applications, config, photoRefs }: AppContext): Promise<void> {
  // Staff see an artist draft's application photos through signed addresses (decision 093).
  registerPhotoRefLinks(app, photoRefs);

  // The photo is the body itself, whatever type the browser names: its content decides (application-photo-file.ts).
  await app.register(async (scope) => {
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: APPLICATION_PHOTO_MAX_BYTES }, (_request, body, done) => done(null, body));
    endpoint(
      scope,
      'uploadApplicationPhoto',
      async (request, reply) => {
        reply.header('cache-control', PRIVATE);
        return applications.uploadPhoto(request.body as Buffer);
      },
      { config: { rateLimit: PHOTO_RATE_LIMIT, tooLargeMessage: APPLICATION_MESSAGES.photoSize }, bodyLimit: APPLICATION_PHOTO_MAX_BYTES },
    );
  });

  endpoint(
    app,
    'submitApplication',
    async (request, reply) => {
      const id = await applications.submit(request.body, siteOrigin(config.site.url, request));
      if (id === null) request.log.info('application honeypot filled in: dropped');
      reply.header('cache-control', PRIVATE);
      return { ok: true } as const;
    },
    { config: { rateLimit: APPLICATION_RATE_LIMIT } },
  );

  endpoint(app, 'getApplicationPhoto', async (request, reply) => {
    const file = await applications.photo(request.params.id, request.query.expires, request.query.signature);
    return reply.type('image/jpeg').header('cache-control', PRIVATE).header('x-robots-tag', 'noindex').send(file);
  });

  endpoint(app, 'listApplications', ({ query }) => applications.list(query.status, query.page, query.pageSize));
  endpoint(app, 'getApplication', (request) => applications.detail(request.params.id));
  endpoint(app, 'reviewApplication', (request) => applications.review(request.params.id, request.body, request.user!, expectedVersion(request)));
  endpoint(app, 'deleteApplication', async (request, reply) => {
    await applications.delete(request.params.id, request.user!, expectedVersion(request));
    return reply.code(204).send();
  });
  endpoint(app, 'createArtistDraft', (request) => applications.createArtistDraft(request.params.id, request.user!));
}
