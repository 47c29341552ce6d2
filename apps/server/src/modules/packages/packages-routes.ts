import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_ROLES } from '@agency/contract/auth';
import type { AppContext } from '../../app-context';
import { endpoint } from '../../lib/endpoint';
import { expectedVersion } from '../../lib/if-match';
import { mergePdfs } from '../../lib/pdf-merge';
import { bearerToken } from '../../plugins/auth';
import { siteOrigin } from '../seo/site-origin';
import { deviceClass } from './device-class';

/**
 * Per address and package: enough for a client going through a long package and changing their mind, not for a
 * flood of mails to the agency. In memory, per instance (shared through Redis with issue 20).
 */
export const PICK_RATE_LIMIT = { max: 60, timeWindow: 10 * 60_000 };
export const VIEW_RATE_LIMIT = { max: 300, timeWindow: 10 * 60_000 };
/** The bundle draws every comp card of the package: a few downloads per client, not a way to load the server. */
export const COMP_CARDS_RATE_LIMIT = { max: 20, timeWindow: 10 * 60_000 };

const perPackage = (request: FastifyRequest) => `${request.ip}|${(request.params as { token?: string }).token ?? ''}`;

/** Answers of the client's calls: private to the one link, never stored by a shared cache or indexed. */
const PRIVATE_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' } as const;

/** Client packages (decision 081): the client's calls by the link's token, and the admin's. */
export async function registerPackages(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { packages, packageTemplate, compCards, config, photoRefs } = ctx;
  const origin = (request: FastifyRequest) => siteOrigin(config.site.url, request);

  endpoint(app, 'getPackage', async (request, reply) => {
    const answer = await packages.read(request.params.token);
    reply.headers(PRIVATE_HEADERS);
    // A hidden draft staff put in the package shows its application photos to this client only, through signed
    // addresses (decision 093).
    return photoRefs.sign(answer);
  });
  /** A signed-in staff member's preview (the package screen's client view): checked like a client's, never logged. */
  async function byStaff(request: FastifyRequest): Promise<boolean> {
    const token = bearerToken(request.headers.authorization);
    if (!token) return false;
    return ctx.auth.authenticate(token).then((claims) => (STAFF_ROLES as readonly string[]).includes(claims.role), () => false);
  }

  endpoint(
    app,
    'recordPackageView',
    async (request, reply) => {
      await packages.recordView(request.params.token, request.body.artistId, deviceClass(request.headers['user-agent']), await byStaff(request));
      return reply.code(204).headers(PRIVATE_HEADERS).send();
    },
    { config: { rateLimit: { ...VIEW_RATE_LIMIT, keyGenerator: perPackage } } },
  );
  endpoint(
    app,
    'pickPackageArtist',
    async (request, reply) => {
      const answer = await packages.pick(request.params.token, request.body, origin(request));
      reply.headers(PRIVATE_HEADERS);
      return answer;
    },
    { config: { rateLimit: { ...PICK_RATE_LIMIT, keyGenerator: perPackage } } },
  );
  endpoint(
    app,
    'setPackageLanguage',
    async (request, reply) => {
      await packages.rememberLanguage(request.params.token, request.body.language);
      return reply.code(204).headers(PRIVATE_HEADERS).send();
    },
    { config: { rateLimit: { ...VIEW_RATE_LIMIT, keyGenerator: perPackage } } },
  );
  endpoint(app, 'getPackageCompCard', async (request, reply) => {
    const { token, urlName } = request.params;
    const pkg = await packages.read(token);
    if (!pkg.artists.some((a) => a.artist.urlName === urlName)) return reply.code(404).send({ message: '이 패키지에 없는 아티스트입니다.' });
    const file = await compCards.compCard(urlName, request.query.lang, { includeHidden: true });
    return reply
      .headers(PRIVATE_HEADERS)
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${file.fileName}"`)
      .send(file.body);
  });

  endpoint(
    app,
    'getPackageCompCards',
    async (request, reply) => {
      const pkg = await packages.read(request.params.token);
      const language = request.query.lang ?? pkg.language;
      const cards: Uint8Array[] = [];
      // One after another: each card is drawn on this instance's CPU (and cached for the next download).
      for (const item of pkg.artists) cards.push((await compCards.compCard(item.artist.urlName, language, { includeHidden: true })).body);
      const body = Buffer.from(await mergePdfs(cards, `${pkg.title} · ${pkg.siteName}`));
      return reply
        .headers(PRIVATE_HEADERS)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="compcards-${language}.pdf"`)
        .send(body);
    },
    { config: { rateLimit: { ...COMP_CARDS_RATE_LIMIT, keyGenerator: perPackage } } },
  );

  endpoint(app, 'listPackages', (request) => packages.list(origin(request)));
  endpoint(app, 'listPackageAnswers', () => packages.recentAnswers());
  endpoint(app, 'getPackageMessageTemplate', () => packageTemplate.read());
  endpoint(app, 'updatePackageMessageTemplate', (request) => packageTemplate.save(request.body, request.user!, expectedVersion(request)));
  endpoint(app, 'createPackage', (request) => packages.create(request.body, request.user!, origin(request)));
  endpoint(app, 'getPackageForAdmin', (request) => packages.detail(request.params.id, origin(request)));
  endpoint(app, 'updatePackage', (request) => packages.update(request.params.id, request.body, request.user!, expectedVersion(request), origin(request)));
  endpoint(app, 'deletePackage', async (request, reply) => {
    await packages.delete(request.params.id, request.user!, expectedVersion(request));
    return reply.code(204).send();
  });
  endpoint(app, 'sendPackage', (request) => packages.send(request.params.id, request.body, request.user!, origin(request)));
  endpoint(app, 'resendPackage', async (request, reply) => {
    await packages.resend(request.params.id, request.params.recipientId, request.body, request.user!, origin(request));
    return reply.code(204).send();
  });
  endpoint(app, 'revokePackageRecipient', async (request, reply) => {
    await packages.revokeRecipient(request.params.id, request.params.recipientId, request.user!);
    return reply.code(204).send();
  });
}
