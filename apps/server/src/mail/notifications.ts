import type { Selectable } from 'kysely';
import type { DbOrTx } from '../db/database';
import type { MailOutboxTable } from '../db/schema';
import { retryUntil } from './retry-policy';

export type NotificationRow = Selectable<MailOutboxTable>;

/** A notification to the agency, rendered when queued (the outbox adds the site's From and To). */
export interface Notification {
  /** What it is about: `package-pick`, `application`. */
  kind: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Queues a notification mail as due now, in the caller's transaction: it is stored with what it reports, or
 * neither is. The outbox mails it and retries like an inquiry's.
 */
export async function queueNotification(db: DbOrTx, notification: Notification, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('mail_outbox')
    .values({
      kind: notification.kind,
      subject: notification.subject,
      text_body: notification.text,
      html_body: notification.html,
      created_at: at,
      delivery_status: 'pending',
      next_attempt_at: at,
      retry_until: retryUntil(now),
    })
    .execute();
}

export function findNotification(db: DbOrTx, id: number): Promise<NotificationRow | undefined> {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}
