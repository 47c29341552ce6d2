import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../mail/mailer';
import type { MailMessage } from '../../mail/mailer';
import { findNotification } from '../../mail/outbox-repository';
import { claimDueRows, recordOutcome, type AttemptOutcome } from '../../mail/outbox-repository';
import { claimDue, findInquiry, recordAttempt } from './inquiries-repository';
import { buildInquiryMail, type InquiryMailSettings } from './inquiry-mail';
import { nextAttemptAfterFailure, RETRY_POLICY } from '../../mail/retry-policy';

export interface InquiryOutboxOptions {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  mail: InquiryMailSettings;
  log: FastifyBaseLogger;
  /** How often due mails are looked for (besides the kick after each new inquiry). */
  pollIntervalMs?: number;
  /** How long a claimed row belongs to this worker; far above the SMTP timeouts. */
  leaseMs?: number;
  batchSize?: number;
  /** A notification's attachment from the private store (undefined: gone; the mail is then retried until its window ends). */
  readAttachment?: (key: string) => Promise<Buffer | undefined>;
}

/** One kind of row the outbox mails: inquiries, and the other notifications (mail/notifications.ts). */
interface OutboxQueue {
  /** In log messages: `<name> mail sent`, with `<name>Id`. */
  name: string;
  claim(now: string, leaseUntil: string): Promise<number[]>;
  /** A claimed row's mail and retry state; undefined when it is gone. */
  load(id: number): Promise<{ message: MailMessage; attempts: number; retryUntil: Date; attachment?: { key: string; name: string } } | undefined>;
  record(id: number, outcome: AttemptOutcome): Promise<void>;
}

export const OUTBOX_POLL_INTERVAL_MS = 30_000;
export const OUTBOX_LEASE_MS = 10 * 60_000;

/**
 * Lets I/O run between deliveries. With SQLite every query completes synchronously, so without this a
 * backlog of due mails would be drained in one chain of microtasks and stall every request meanwhile.
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

function describeError(error: unknown): string {
  const e = error as { code?: unknown; responseCode?: unknown; message?: unknown };
  const parts = [
    typeof e?.code === 'string' ? e.code : undefined,
    typeof e?.responseCode === 'number' ? String(e.responseCode) : undefined,
    typeof e?.message === 'string' ? e.message : String(error),
  ].filter(Boolean);
  return parts.join(' ').slice(0, 1000);
}

/**
 * Sends the notification mail of stored inquiries and the site's other notifications (the outbox). Rows are claimed with a lease by a
 * conditional UPDATE, so two workers (or instances) never send the same row at the same time; every
 * attempt is recorded; failures are retried per RETRY_POLICY. A crash between the SMTP server's
 * acceptance and the database update can repeat one mail after the lease expires (at least once).
 */
export function createInquiryOutbox(options: InquiryOutboxOptions) {
  const { db, clock, mailer, log } = options;
  const leaseMs = options.leaseMs ?? OUTBOX_LEASE_MS;
  const batchSize = options.batchSize ?? 10;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let queue: Promise<unknown> = Promise.resolve();
  /** A kicked run not started yet: further kicks join it instead of queueing one run per inquiry. */
  let kickPending = false;

  const inquiryQueue: OutboxQueue = {
    name: 'inquiry',
    claim: (now, leaseUntil) => claimDue(db, now, leaseUntil, batchSize),
    async load(id) {
      const inquiry = await findInquiry(db, id);
      if (!inquiry) return undefined;
      const until = inquiry.retry_until ?? new Date(new Date(inquiry.created_at).getTime() + RETRY_POLICY.windowMs).toISOString();
      return { message: buildInquiryMail(inquiry, options.mail), attempts: inquiry.attempts, retryUntil: new Date(until) };
    },
    record: (id, outcome) => recordAttempt(db, id, outcome),
  };
  const notificationQueue: OutboxQueue = {
    name: 'notification',
    claim: (now, leaseUntil) => claimDueRows(db, 'mail_outbox', now, leaseUntil, batchSize),
    async load(id) {
      const row = await findNotification(db, id);
      if (!row) return undefined;
      const to = row.to_address ?? options.mail.to;
      const message: MailMessage = { from: options.mail.from, to, toLabel: row.to_address ? `${row.kind} #${row.id}` : undefined, subject: row.subject, text: row.text_body, html: row.html_body };
      const attachment = row.attachment_key ? { key: row.attachment_key, name: row.attachment_name ?? 'attachment.pdf' } : undefined;
      return { message, attempts: row.attempts, retryUntil: new Date(row.retry_until ?? row.created_at), attachment };
    },
    record: (id, outcome) => recordOutcome(db, 'mail_outbox', id, outcome),
  };

  /** Read when sending, so a missing file is a failed attempt like a refused mail. */
  async function attachmentOf(attachment: { key: string; name: string }) {
    const content = await options.readAttachment?.(attachment.key);
    if (!content) throw new Error(`attachment ${attachment.key} is missing`);
    return { filename: attachment.name, content, contentType: 'application/pdf' };
  }

  async function deliver(queue: OutboxQueue, id: number): Promise<boolean> {
    const mail = await queue.load(id);
    if (!mail) return false;
    const attemptedAt = clock.now();
    const logged = { [`${queue.name}Id`]: id };
    try {
      await mailer.send(mail.attachment ? { ...mail.message, attachments: [await attachmentOf(mail.attachment)] } : mail.message);
    } catch (error) {
      const next = nextAttemptAfterFailure(mail.attempts + 1, attemptedAt, mail.retryUntil);
      const message = describeError(error);
      log.warn({ ...logged, error: message, nextAttemptAt: next?.toISOString() ?? null }, `${queue.name} mail failed`);
      await queue.record(id, { attemptedAt: attemptedAt.toISOString(), error: message, nextAttemptAt: next?.toISOString() ?? null });
      return false;
    }
    await queue.record(id, { attemptedAt: attemptedAt.toISOString(), error: null, nextAttemptAt: null, sentBy: mailer.transport });
    log.info({ ...logged, transport: mailer.transport }, `${queue.name} mail sent`);
    return true;
  }

  async function drainQueue(queue: OutboxQueue): Promise<number> {
    let sent = 0;
    for (;;) {
      const now = clock.now();
      const claimed = await queue.claim(now.toISOString(), new Date(now.getTime() + leaseMs).toISOString());
      for (const id of claimed) {
        if (await deliver(queue, id)) sent++;
        await yieldToEventLoop();
      }
      if (claimed.length < batchSize || stopped) return sent;
    }
  }

  async function drain(): Promise<number> {
    let sent = 0;
    for (const queue of [inquiryQueue, notificationQueue]) sent += await drainQueue(queue);
    return sent;
  }

  /** Queues a drain after any run in progress; `onStart` runs when this drain begins. Never rejects. */
  function enqueue(onStart?: () => void): Promise<number> {
    const run = queue.then(() => {
      onStart?.();
      return drain().catch((error: unknown) => {
        log.error({ err: error }, 'inquiry outbox run failed; retried at the next poll');
        return 0;
      });
    });
    queue = run;
    return run;
  }

  const outbox = {
    /** Sends every due mail (after any run in progress); resolves to the number sent. Never rejects. */
    runOnce(): Promise<number> {
      return enqueue();
    },
    /** Asks for a run soon, without waiting (after a new inquiry or a resend). */
    kick(): void {
      if (stopped || kickPending) return;
      kickPending = true;
      setImmediate(() => {
        // Kicks until this run starts join it; rows stored after it started get a run of their own.
        if (stopped) kickPending = false;
        else void enqueue(() => (kickPending = false));
      });
    },
    start(): void {
      if (timer || stopped) return;
      timer = setInterval(() => void outbox.runOnce(), options.pollIntervalMs ?? OUTBOX_POLL_INTERVAL_MS);
      timer.unref();
      outbox.kick();
    },
    /** Stops polling and waits for the run in progress (rows not reached stay due for the next start). */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await queue;
      mailer.close();
    },
  };
  return outbox;
}
export type InquiryOutbox = ReturnType<typeof createInquiryOutbox>;
