import type { Job } from '@agency/contract/jobs';
import { call } from '@shared/api/api-client';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { withReason } from '@admin/lib/error-message';
import { formatDateTime } from '@admin/lib/format';
import { openBlob } from '@admin/lib/open-blob';
import { useSendConfirmation } from './api/jobs-api';
import { jobTexts as t } from './job-texts';

const LANGUAGES = [
  { code: 'ko', label: '한국어' },
  { code: 'en', label: 'English' },
] as const;

/** The booking confirmation: viewed as a PDF in either language, sent to the client, and what was sent. */
export function JobConfirmationPanel({ job }: { job: Job }) {
  const dialogs = useAdminDialogs();
  const send = useSendConfirmation(job.id);
  const confirmed = job.artists.some((a) => a.status === 'confirmed');
  const onSend = async (language: 'ko' | 'en') => {
    if (!(await dialogs.confirm(t.confirmSend(job.client.email), { confirmLabel: t.send(language === 'ko' ? '한국어' : 'English') }))) return;
    try {
      await send.mutateAsync(language);
      dialogs.notify(t.sent);
    } catch (error) {
      await dialogs.alert(withReason('', error));
    }
  };
  const onView = async (lang: 'ko' | 'en') => {
    try {
      const pdf = (await call('getJobConfirmationPdf', { params: { id: job.id }, query: { lang } })) as Blob;
      openBlob(pdf, `booking-confirmation-${job.id}-${lang}.pdf`, false);
    } catch (error) {
      await dialogs.alert(withReason('', error));
    }
  };
  return (
    <section className="admin-card" aria-labelledby="job-confirmation-title">
      <h2 id="job-confirmation-title" className="admin-card-title">
        {t.confirmation}
      </h2>
      <p className="admin-muted">{t.confirmationLead}</p>
      {confirmed && (
        <div className="job-confirmation-actions">
          {LANGUAGES.map(({ code, label }) => (
            <button key={code} type="button" className="admin-button" onClick={() => void onView(code)}>
              {t.viewPdf(label)}
            </button>
          ))}
          {job.client.email
            ? LANGUAGES.map(({ code, label }) => (
                <button key={code} type="button" className="admin-button admin-button--primary" disabled={send.isPending} onClick={() => void onSend(code)}>
                  {t.send(label)}
                </button>
              ))
            : <p className="admin-hint">{t.noClientEmail}</p>}
        </div>
      )}
      {job.confirmations.length > 0 && (
        <ul className="job-confirmation-log">
          {job.confirmations.map((c) => (
            <li key={c.id}>{t.sentLog(formatDateTime(c.sentAt), c.sentTo, c.sentBy, c.language)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
