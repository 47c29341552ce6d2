import {
  INQUIRY_BEING_SENT,
  INQUIRY_NOT_FOUND,
  inquiryStatusSchema,
  type InquiryDetail,
  type InquiryList,
  type InquirySummary,
  type inquirySubmitSchema,
} from '@agency/contract/inquiries';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { ConflictError, NotFoundError } from '../../errors';
import type { Clock } from '../../lib/clock';
import {
  findInquiry,
  insertInquiry,
  listAttempts,
  listInquiries,
  requeue,
  setHandled,
  type InquiryRow,
} from './inquiries-repository';
import type { InquiryOutbox } from './inquiry-outbox';
import { retryUntil } from './retry-policy';

type Submission = z.output<typeof inquirySubmitSchema>;

function toSummary(row: Pick<InquiryRow, 'id' | 'title' | 'name' | 'email' | 'created_at' | 'delivery_status' | 'attempts' | 'handled_at'>): InquirySummary {
  return {
    id: row.id,
    title: row.title,
    name: row.name,
    email: row.email,
    createdAt: row.created_at,
    deliveryStatus: inquiryStatusSchema.parse(row.delivery_status),
    attempts: row.attempts,
    handledAt: row.handled_at,
  };
}

export function createInquiriesService({ db, clock, outbox }: { db: Db; clock: Clock; outbox: Pick<InquiryOutbox, 'kick'> }) {
  async function detail(id: number): Promise<InquiryDetail> {
    const row = await findInquiry(db, id);
    if (!row) throw new NotFoundError(INQUIRY_NOT_FOUND);
    const attempts = await listAttempts(db, id);
    return {
      ...toSummary(row),
      phone: row.phone,
      message: row.message,
      language: row.language,
      lastError: row.last_error,
      sentAt: row.sent_at,
      nextAttemptAt: row.next_attempt_at,
      deliveryAttempts: attempts.map((a) => ({ attemptedAt: a.attempted_at, error: a.error })),
    };
  }

  return {
    /**
     * Stores the inquiry (committed before the caller answers 200), then asks the outbox to mail it.
     * A filled-in honeypot is dropped: answered the same, neither stored nor mailed. Returns the id, or null.
     */
    async submit(input: Submission): Promise<number | null> {
      if (input.website !== undefined && input.website.trim() !== '') return null;
      const now = clock.now();
      const id = await insertInquiry(
        db,
        {
          title: input.title,
          email: input.email,
          phone: input.phone,
          name: input.name,
          message: input.message,
          language: input.language,
        },
        now.toISOString(),
        retryUntil(now),
      );
      outbox.kick();
      return id;
    },

    async list(page: number, pageSize: number): Promise<InquiryList> {
      const { items, total } = await listInquiries(db, page, pageSize);
      return { items: items.map(toSummary), page, pageSize, total };
    },

    detail,

    async markHandled(id: number, handled: boolean): Promise<InquiryDetail> {
      if (!(await setHandled(db, id, handled ? clock.now().toISOString() : null))) throw new NotFoundError(INQUIRY_NOT_FOUND);
      return detail(id);
    },

    /** Mails the inquiry again now, with a fresh retry window (whatever its status, unless being sent right now). */
    async resend(id: number): Promise<InquiryDetail> {
      const now = clock.now();
      if (!(await requeue(db, id, now.toISOString(), retryUntil(now)))) {
        if (!(await findInquiry(db, id))) throw new NotFoundError(INQUIRY_NOT_FOUND);
        throw new ConflictError(INQUIRY_BEING_SENT);
      }
      outbox.kick();
      return detail(id);
    },
  };
}
export type InquiriesService = ReturnType<typeof createInquiriesService>;
