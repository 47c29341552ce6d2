import {
  inquiryIdParamsSchema,
  inquiryListQuerySchema,
  inquirySubmitSchema,
  inquiryUpdateSchema,
  type InquirySubmitResponse,
} from '@agency/contract/inquiries';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import type { InquiriesService } from './inquiries-service';

/** Per IP, counting rejected submissions too: enough for a person correcting a form, not for a flood. */
export const SUBMIT_RATE_LIMIT = { max: 10, timeWindow: 10 * 60_000 };

export function inquiriesRoutes(ctx: AppContext, inquiries: InquiriesService): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/api/mail/submit',
      { schema: { body: inquirySubmitSchema }, config: { rateLimit: SUBMIT_RATE_LIMIT } },
      async (request): Promise<InquirySubmitResponse> => {
        const id = await inquiries.submit(request.body);
        if (id === null) request.log.info('inquiry honeypot filled in: dropped');
        return { ok: true };
      },
    );

    app.get(
      '/api/admin/inquiries',
      { schema: { querystring: inquiryListQuerySchema }, onRequest: ctx.requireAdmin },
      (request) => inquiries.list(request.query.page, request.query.pageSize),
    );

    app.get('/api/admin/inquiries/:id', { schema: { params: inquiryIdParamsSchema }, onRequest: ctx.requireAdmin }, (request) =>
      inquiries.detail(request.params.id),
    );

    app.put(
      '/api/admin/inquiries/:id',
      { schema: { params: inquiryIdParamsSchema, body: inquiryUpdateSchema }, onRequest: ctx.requireAdmin },
      (request) => inquiries.markHandled(request.params.id, request.body.handled),
    );

    app.post(
      '/api/admin/inquiries/:id/resend',
      { schema: { params: inquiryIdParamsSchema }, onRequest: ctx.requireAdmin },
      (request) => inquiries.resend(request.params.id),
    );
  };
}
