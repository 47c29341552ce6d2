import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../mail/mailer';
import { claimDue, findInquiry, recordAttempt } from './inquiries-repository';
import { buildInquiryMail, type InquiryMailSettings } from './inquiry-mail';
import { nextAttemptAfterFailure, RETRY_POLICY } from './retry-policy';

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
 * Sends the notification mail of stored inquiries (the outbox). Rows are claimed with a lease by a
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

  async function deliver(id: number): Promise<boolean> {
    const inquiry = await findInquiry(db, id);
    if (!inquiry) return false;
    const attemptedAt = clock.now();
    try {
      await mailer.send(buildInquiryMail(inquiry, options.mail));
    } catch (error) {
      const until = new Date(
        inquiry.retry_until ?? new Date(new Date(inquiry.created_at).getTime() + RETRY_POLICY.windowMs).toISOString(),
      );
      const next = nextAttemptAfterFailure(inquiry.attempts + 1, attemptedAt, until);
      const message = describeError(error);
      log.warn({ inquiryId: id, error: message, nextAttemptAt: next?.toISOString() ?? null }, 'inquiry mail failed');
      await recordAttempt(db, id, {
        attemptedAt: attemptedAt.toISOString(),
        error: message,
        nextAttemptAt: next?.toISOString() ?? null,
      });
      return false;
    }
    await recordAttempt(db, id, { attemptedAt: attemptedAt.toISOString(), error: null, nextAttemptAt: null });
    log.info({ inquiryId: id, transport: mailer.transport }, 'inquiry mail sent');
    return true;
  }

  async function drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const now = clock.now();
      const claimed = await claimDue(db, now.toISOString(), new Date(now.getTime() + leaseMs).toISOString(), batchSize);
      for (const id of claimed) {
        if (await deliver(id)) sent++;
        await yieldToEventLoop();
      }
      if (claimed.length < batchSize || stopped) return sent;
    }
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
