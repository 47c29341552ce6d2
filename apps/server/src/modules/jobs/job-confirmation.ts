import { JOB_NO_CLIENT_EMAIL, JOB_NOT_CONFIRMED, JOB_NOT_FOUND } from '@agency/contract/jobs';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { queueNotification } from '../../mail/outbox-repository';
import type { PrivateStore } from '../../storage/private-store';
import type { Actor } from '../audit/audit-kind';
import type { AuditLog } from '../audit/audit-log';
import { jobKind } from './job-audit';
import { renderJobConfirmation, type JobConfirmationContent } from './job-confirmation-pdf';
import { buildConfirmationMail } from './job-mail';
import * as repo from './jobs-repository';

type Language = 'ko' | 'en';

/** The booking confirmation sheet of a job (issue 38): rendered on demand, and sent to the client with a kept copy. */
export function createJobConfirmations(deps: { db: Db; clock: Clock; audit: AuditLog; privateStore: PrivateStore; outbox: { kick(): void }; timeZone: string; siteName: string; siteUrl: string | undefined }) {
  const { db, clock } = deps;

  async function contentOf(jobId: number, language: Language): Promise<{ content: JobConfirmationContent; clientEmail: string; title: string }> {
    const job = await repo.findJob(db, jobId);
    if (!job) throw new NotFoundError(JOB_NOT_FOUND);
    const confirmed = (await repo.artistsOfJobs(db, [jobId])).filter((a) => a.status === 'confirmed');
    if (confirmed.length === 0) throw new ConflictError(JOB_NOT_CONFIRMED);
    const days = (await repo.daysOfJobs(db, [jobId])).get(jobId) ?? [];
    return {
      clientEmail: job.client_email,
      title: job.title,
      content: {
        language,
        agency: { name: deps.siteName, url: deps.siteUrl ?? '' },
        booker: { name: job.booker_name, email: job.booker_email, phone: job.booker_phone },
        job: { id: job.id, title: job.title, place: job.place, usage: job.usage, client: { company: job.client_company, name: job.client_name, email: job.client_email, phone: job.client_phone } },
        days,
        timeZone: deps.timeZone,
        artists: confirmed.map((a) => ({ name: language === 'en' ? a.eng_name || a.kor_name : a.kor_name, fee: a.fee ?? job.fee })),
        issuedAt: clock.now(),
      },
    };
  }

  const fileName = (jobId: number, language: Language) => `booking-confirmation-${jobId}-${language}.pdf`;

  return {
    fileName,

    async pdf(jobId: number, language: Language): Promise<Uint8Array> {
      return renderJobConfirmation((await contentOf(jobId, language)).content);
    },

    /**
     * Mails the sheet to the client through the outbox and keeps it with the job: the PDF is stored first, then the
     * record, the mail and the history entry in one transaction (a failed one removes the stored file again).
     */
    async send(jobId: number, language: Language, actor: Actor): Promise<void> {
      const { content, clientEmail, title } = await contentOf(jobId, language);
      if (!clientEmail) throw new BadRequestError(JOB_NO_CLIENT_EMAIL);
      const now = clock.now();
      const key = `job-confirmations/${jobId}/${now.getTime()}-${language}.pdf`;
      await deps.privateStore.put(key, Buffer.from(await renderJobConfirmation(content)), 'application/pdf');
      try {
        await inTransaction(db, async (trx) => {
          if ((await repo.claimJobVersion(trx, jobId, undefined)) === undefined) throw new NotFoundError(JOB_NOT_FOUND);
          const change = await deps.audit.begin(trx, jobKind, String(jobId));
          await repo.insertConfirmation(trx, { job_id: jobId, language, sent_to: clientEmail, storage_key: key, sent_at: now.toISOString(), sent_by: actor.username });
          const booker = [content.booker.name, content.booker.email, content.booker.phone].filter(Boolean).join(' · ');
          await queueNotification(trx, buildConfirmationMail({ siteName: deps.siteName, jobTitle: title, language, to: clientEmail, attachment: { key, name: fileName(jobId, language) }, booker }), now);
          // A mail cannot be taken back: the entry says who sent it and when, and restores nothing.
          await change.record(actor, 'job.confirmation', { irreversible: true });
        });
      } catch (error) {
        await deps.privateStore.remove(key).catch(() => undefined);
        throw error;
      }
      deps.outbox.kick();
    },
  };
}
