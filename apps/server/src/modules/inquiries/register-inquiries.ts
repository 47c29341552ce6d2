import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { createMailer } from '../../mail/mailer';
import { inquiriesRoutes } from './inquiries-routes';
import { createInquiriesService } from './inquiries-service';
import { createInquiryOutbox, type InquiryOutbox } from './inquiry-outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** The inquiry mail outbox of this instance (tests run it with runOnce). */
    inquiryOutbox: InquiryOutbox;
  }
}

/** Casting inquiries: routes, and the outbox worker from ready to close (pending mails are sent after a restart). */
export async function registerInquiries(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const log = app.log.child({ module: 'inquiries' });
  const outbox = createInquiryOutbox({
    db: ctx.db,
    clock: ctx.clock,
    mailer: createMailer(ctx.config.mail, log),
    mail: {
      from: ctx.config.mail.from,
      to: ctx.config.mail.to,
      siteName: ctx.config.site.name,
      timeZone: ctx.config.statsTimeZone,
    },
    log,
  });
  app.decorate('inquiryOutbox', outbox);
  app.addHook('onReady', async () => outbox.start());
  app.addHook('onClose', () => outbox.stop());
  await app.register(inquiriesRoutes(ctx, createInquiriesService({ db: ctx.db, clock: ctx.clock, outbox })));
}
