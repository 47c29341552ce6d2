import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { endpoint } from '../../lib/endpoint';
import type { InquiryOutbox } from './inquiry-outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** The inquiry mail outbox of this instance (tests run it with runOnce). */
    inquiryOutbox: InquiryOutbox;
  }
}

/** Per IP, counting rejected submissions too: enough for a person correcting a form, not for a flood. */
export const SUBMIT_RATE_LIMIT = { max: 10, timeWindow: 10 * 60_000 };

/** Casting inquiries: the public submit, the admin's inbox, and the outbox worker from ready to close. */
export async function registerInquiries(app: FastifyInstance, { inquiries, outbox }: AppContext): Promise<void> {
  app.decorate('inquiryOutbox', outbox);
  // Pending mails are sent after a restart too.
  app.addHook('onReady', async () => outbox.start());
  app.addHook('onClose', () => outbox.stop());

  endpoint(
    app,
    'submitInquiry',
    async (request) => {
      const id = await inquiries.submit(request.body);
      if (id === null) request.log.info('inquiry honeypot filled in: dropped');
      return { ok: true } as const;
    },
    { config: { rateLimit: SUBMIT_RATE_LIMIT } },
  );
  endpoint(app, 'listInquiries', ({ query: { page, pageSize, ...filter } }) => inquiries.list(filter, page, pageSize));
  endpoint(app, 'countNewInquiries', () => inquiries.newCount());
  endpoint(app, 'exportInquiries', async (request, reply) => {
    const { fileName, csv } = await inquiries.exportCsv(request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(csv);
  });
  endpoint(app, 'getInquiry', (request) => inquiries.detail(request.params.id));
  endpoint(app, 'updateInquiry', (request) => inquiries.markHandled(request.params.id, request.body.handled, request.user!));
  endpoint(app, 'resendInquiry', (request) => inquiries.resend(request.params.id, request.user!));
}
