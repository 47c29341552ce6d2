import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailAddress {
  name: string;
  address: string;
}

export interface MailMessage {
  from: string;
  to: string;
  /** Logged instead of `to` when the address is someone's personal data (a package recipient's). */
  toLabel?: string;
  /** The sender to answer (an inquirer); none for the site's own notifications. */
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html: string;
  /** Files built by the server (a booking confirmation): content only, never a path or a URL. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** Sends one mail or rejects; the caller (the outbox) records the outcome and retries. */
export interface Mailer {
  /** smtp: over SMTP_URL. log: SMTP_URL unset, the mail is written to the log and counts as sent. */
  readonly transport: 'smtp' | 'log';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Bounds on one SMTP conversation, well below the outbox lease, so a hanging server cannot block a row. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** `timeoutMs` (SMTP_TIMEOUT_MS) replaces all three bounds, e.g. for tests against a server that never answers. */
export function createSmtpMailer(smtpUrl: string, timeoutMs?: number): Mailer {
  const timeouts = timeoutMs
    ? { connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs }
    : SMTP_TIMEOUTS;
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    ...timeouts,
    // Mails are built from text only: no attachment may read a file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    transport: 'smtp',
    async send({ toLabel: _logOnly, ...message }) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP_URL: logs who the mail is for and its subject (not the body, not any credential). */
export function createLogMailer(log: FastifyBaseLogger): Mailer {
  return {
    transport: 'log',
    async send(message) {
      log.info(
        { mail: { to: message.toLabel ?? message.to, from: message.from, replyTo: message.replyTo?.address, subject: message.subject } },
        'SMTP_URL is not set: mail logged instead of sent',
      );
    },
    close: () => {},
  };
}

export function createMailer(config: { smtpUrl?: string; timeoutMs?: number }, log: FastifyBaseLogger): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.timeoutMs) : createLogMailer(log);
}
