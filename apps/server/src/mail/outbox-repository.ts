import type { Selectable } from 'kysely';
import type { DbOrTx } from '../db/database';
import type { MailOutboxTable } from '../db/schema';
import type { Notification } from './notifications';
import { retryUntil } from './retry-policy';

export type NotificationRow = Selectable<MailOutboxTable>;

/** Tables the outbox mails from: each row carries the same delivery columns (pending | sent | failed, lease, retries). */
export type OutboxTable = 'inquiries' | 'mail_outbox';

/** The outcome of one delivery attempt. */
export interface AttemptOutcome {
  attemptedAt: string;
  /** null: delivered. */
  error: string | null;
  /** When delivered: how (mailer.ts `transport`): accepted by an SMTP server, or only logged without one. */
  sentBy?: 'smtp' | 'log';
  /** When failed: the next try, or null to give up. */
  nextAttemptAt: string | null;
}

/**
 * Claims up to `limit` due rows of `table` for one worker until `leaseUntil`. Each claim is a conditional UPDATE,
 * so of two workers (in this process or another instance) exactly one gets a row.
 */
export async function claimDueRows(db: DbOrTx, table: OutboxTable, now: string, leaseUntil: string, limit: number): Promise<number[]> {
  const candidates = await db
    .selectFrom(table)
    .select('id')
    .where('delivery_status', 'in', ['pending', 'failed'])
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  const claimed: number[] = [];
  for (const { id } of candidates) {
    const result = await db
      .updateTable(table)
      .set({ locked_until: leaseUntil })
      .where('id', '=', id)
      .where('delivery_status', 'in', ['pending', 'failed'])
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) claimed.push(id);
  }
  return claimed;
}

/** Records an attempt's outcome on the row and releases it. */
export async function recordOutcome(db: DbOrTx, table: OutboxTable, id: number, outcome: AttemptOutcome): Promise<void> {
  await db
    .updateTable(table)
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      locked_until: null,
      ...(outcome.error === null
        ? { delivery_status: 'sent', sent_at: outcome.attemptedAt, sent_by: outcome.sentBy ?? null, next_attempt_at: null, last_error: null }
        : { delivery_status: 'failed', last_error: outcome.error, next_attempt_at: outcome.nextAttemptAt }),
    }))
    .where('id', '=', id)
    .execute();
}

/**
 * Queues a notification mail as due now, in the caller's transaction: it is stored with what it reports, or
 * neither is. The outbox mails it and retries like an inquiry's.
 */
export async function queueNotification(db: DbOrTx, notification: Notification, now: Date): Promise<void> {
  await insertNotification(db, notification, now, now, null);
}

/** A notification row, due at `due` (retried until RETRY_POLICY's window after it), of `batchKey`'s batch or none. */
async function insertNotification(db: DbOrTx, notification: Notification, now: Date, due: Date, batchKey: string | null): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      kind: notification.kind,
      subject: notification.subject,
      text_body: notification.text,
      html_body: notification.html,
      to_address: notification.to ?? null,
      batch_key: batchKey,
      attachment_key: notification.attachment?.key ?? null,
      attachment_name: notification.attachment?.name ?? null,
      created_at: now.toISOString(),
      delivery_status: 'pending',
      next_attempt_at: due.toISOString(),
      retry_until: retryUntil(due),
    })
    .execute();
}

/**
 * Queues a notification that gathers with the others of its batch: while the batch's mail waits unsent and unclaimed,
 * it is rewritten with `notification` (the newest says everything); otherwise a new one waits `delayMs` for more.
 */
export async function queueBatchedNotification(db: DbOrTx, notification: Notification, now: Date, batch: { key: string; delayMs: number }): Promise<void> {
  const at = now.toISOString();
  const rewritten = await db
    .updateTable('mail_outbox')
    .set({ subject: notification.subject, text_body: notification.text, html_body: notification.html })
    .where('batch_key', '=', batch.key)
    .where('delivery_status', '=', 'pending')
    .where('attempts', '=', 0)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]))
    .where('next_attempt_at', '>', at)
    .executeTakeFirst();
  if (Number(rewritten.numUpdatedRows) > 0) return;
  await insertNotification(db, notification, now, new Date(now.getTime() + batch.delayMs), batch.key);
}

export function findNotification(db: DbOrTx, id: number): Promise<NotificationRow | undefined> {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}
