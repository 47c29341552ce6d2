import {
  INQUIRY_BEING_SENT,
  INQUIRY_EXPORT_MAX_ROWS,
  INQUIRY_NOT_FOUND,
  inquiryStatusSchema,
  type InquiryFilter,
  type InquiryDetail,
  type InquiryList,
  type InquirySummary,
  type inquirySubmitSchema,
} from '@agency/contract/inquiries';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { ConflictError, NotFoundError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { nextDay, startOfDayIn, wallClockIn } from '../../lib/zoned-day';
import {
  countNewInquiries,
  findInquiry,
  insertInquiry,
  listAttempts,
  listInquiries,
  listInquiriesForExport,
  requeue,
  setHandled,
  type InquiryRow,
  type InquiryRowFilter,
} from './inquiries-repository';
import { inquiriesCsv } from './inquiry-csv';
import type { InquiryOutbox } from './inquiry-outbox';
import { retryUntil } from '../../mail/retry-policy';
import { inTransaction } from '../../db/transaction';
import type { Actor } from '../audit/audit-kind';
import type { AuditLog } from '../audit/audit-log';
import { inquiryKind } from './inquiry-audit';

type Submission = z.output<typeof inquirySubmitSchema>;

function toSummary(row: Pick<InquiryRow, 'id' | 'title' | 'name' | 'email' | 'created_at' | 'delivery_status' | 'sent_by' | 'attempts' | 'handled_at'>): InquirySummary {
  return {
    id: row.id,
    title: row.title,
    name: row.name,
    email: row.email,
    createdAt: row.created_at,
    deliveryStatus: inquiryStatusSchema.parse(row.delivery_status),
    sentBy: row.sent_by === 'smtp' || row.sent_by === 'log' ? row.sent_by : null,
    attempts: row.attempts,
    handledAt: row.handled_at,
  };
}

export function createInquiriesService({
  db,
  clock,
  outbox,
  timeZone,
  audit,
}: {
  db: Db;
  clock: Clock;
  outbox: Pick<InquiryOutbox, 'kick'>;
  audit: AuditLog;
  /** The site's time zone: the filter's days and the export's times are on its wall clock. */
  timeZone: string;
}) {
  const rowFilter = ({ q, status, from, to }: InquiryFilter): InquiryRowFilter => ({
    q,
    status,
    from: from ? startOfDayIn(from, timeZone).toISOString() : undefined,
    before: to ? startOfDayIn(nextDay(to), timeZone).toISOString() : undefined,
  });

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

    async list(filter: InquiryFilter, page: number, pageSize: number): Promise<InquiryList> {
      const { items, total } = await listInquiries(db, rowFilter(filter), page, pageSize);
      return { items: items.map(toSummary), page, pageSize, total };
    },

    /** How many inquiries nobody has marked handled. */
    newCount: async () => ({ count: await countNewInquiries(db) }),

    /** The filtered inquiries as CSV (newest first, at most INQUIRY_EXPORT_MAX_ROWS), named after today. */
    async exportCsv(filter: InquiryFilter): Promise<{ fileName: string; csv: string }> {
      const rows = await listInquiriesForExport(db, rowFilter(filter), INQUIRY_EXPORT_MAX_ROWS);
      return { fileName: `inquiries-${wallClockIn(clock.now(), timeZone).slice(0, 10)}.csv`, csv: inquiriesCsv(rows, timeZone) };
    },

    detail,

    async markHandled(id: number, handled: boolean, actor: Actor): Promise<InquiryDetail> {
      await inTransaction(db, async (trx) => {
        const change = await audit.begin(trx, inquiryKind, String(id));
        if (!(await setHandled(trx, id, handled ? clock.now().toISOString() : null))) throw new NotFoundError(INQUIRY_NOT_FOUND);
        await change.record(actor, 'inquiry.update');
      });
      return detail(id);
    },

    /** Mails the inquiry again now, with a fresh retry window (whatever its status, unless being sent right now). */
    async resend(id: number, actor: Actor): Promise<InquiryDetail> {
      const now = clock.now();
      await inTransaction(db, async (trx) => {
        const change = await audit.begin(trx, inquiryKind, String(id));
        if (!(await requeue(trx, id, now.toISOString(), retryUntil(now)))) {
          if (!(await findInquiry(trx, id))) throw new NotFoundError(INQUIRY_NOT_FOUND);
          throw new ConflictError(INQUIRY_BEING_SENT);
        }
        await change.record(actor, 'inquiry.resend', { irreversible: true });
      });
      outbox.kick();
      return detail(id);
    },
  };
}
