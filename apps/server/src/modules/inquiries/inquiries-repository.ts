import { sql, type Selectable } from 'kysely';
import type { Db, DbOrTx } from '../../db/database';
import type { InquiriesTable } from '../../db/schema';
import { claimDueRows, recordOutcome, type AttemptOutcome } from '../../mail/outbox-repository';

export type { AttemptOutcome };

export type InquiryRow = Selectable<InquiriesTable>;

export interface NewInquiry {
  title: string;
  email: string;
  phone: string;
  name: string;
  message: string;
  language: string;
}

/** Stores an accepted inquiry as due for mailing now. */
export async function insertInquiry(db: DbOrTx, inquiry: NewInquiry, now: string, retryUntil: string): Promise<number> {
  const row = await db
    .insertInto('inquiries')
    .values({
      title: inquiry.title,
      email: inquiry.email,
      phone: inquiry.phone,
      name: inquiry.name,
      message: inquiry.message,
      language: inquiry.language,
      privacy_consent: 1,
      created_at: now,
      delivery_status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      retry_until: retryUntil,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findInquiry(db: DbOrTx, id: number): Promise<InquiryRow | undefined> {
  return db.selectFrom('inquiries').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listAttempts(db: DbOrTx, inquiryId: number) {
  return db
    .selectFrom('inquiry_attempts')
    .select(['attempted_at', 'error'])
    .where('inquiry_id', '=', inquiryId)
    .orderBy('attempted_at')
    .orderBy('id')
    .execute();
}

/** What the inbox filters by, resolved: the search text and the received-at range as instants. */
export interface InquiryRowFilter {
  q?: string;
  status?: 'new' | 'handled';
  /** created_at >= from (ISO). */
  from?: string;
  /** created_at < before (ISO). */
  before?: string;
}

/** `LIKE` pattern of a literal search text (its % and _ and the escape character matched as themselves). */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filtered(db: DbOrTx, filter: InquiryRowFilter) {
  let query = db.selectFrom('inquiries');
  if (filter.status === 'new') query = query.where('handled_at', 'is', null);
  if (filter.status === 'handled') query = query.where('handled_at', 'is not', null);
  if (filter.from) query = query.where('created_at', '>=', filter.from);
  if (filter.before) query = query.where('created_at', '<', filter.before);
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    // lower() on both sides: PostgreSQL's LIKE is case-sensitive, SQLite's only for ASCII.
    query = query.where((eb) =>
      eb.or(
        (['name', 'email', 'title', 'message'] as const).map((column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
      ),
    );
  }
  return query;
}

export async function listInquiries(db: DbOrTx, filter: InquiryRowFilter, page: number, pageSize: number) {
  const [items, total] = await Promise.all([
    filtered(db, filter)
      .select(['id', 'title', 'name', 'email', 'created_at', 'delivery_status', 'sent_by', 'attempts', 'handled_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filtered(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total.n) };
}

/** Every filtered inquiry with what the export shows, newest first, at most `limit`. */
export function listInquiriesForExport(db: DbOrTx, filter: InquiryRowFilter, limit: number) {
  return filtered(db, filter)
    .select(['id', 'created_at', 'name', 'email', 'phone', 'title', 'message', 'language', 'delivery_status', 'sent_by', 'handled_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countNewInquiries(db: DbOrTx): Promise<number> {
  const row = await db
    .selectFrom('inquiries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('handled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function setHandled(db: DbOrTx, id: number, handledAt: string | null): Promise<boolean> {
  const result = await db.updateTable('inquiries').set({ handled_at: handledAt }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Queues the mail again (now, with a fresh retry window) unless a worker holds the row at this moment. */
export async function requeue(db: DbOrTx, id: number, now: string, retryUntil: string): Promise<boolean> {
  const result = await db
    .updateTable('inquiries')
    .set({ delivery_status: 'pending', next_attempt_at: now, retry_until: retryUntil, last_error: null })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Claims due inquiries for one worker (mail/outbox-repository.ts). */
export function claimDue(db: DbOrTx, now: string, leaseUntil: string, limit: number): Promise<number[]> {
  return claimDueRows(db, 'inquiries', now, leaseUntil, limit);
}

/** Records one delivery attempt and its outcome, and releases the row, in one transaction. */
export async function recordAttempt(db: Db, id: number, outcome: AttemptOutcome): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('inquiry_attempts')
      .values({ inquiry_id: id, attempted_at: outcome.attemptedAt, error: outcome.error })
      .execute();
    await recordOutcome(tx, 'inquiries', id, outcome);
  });
}
