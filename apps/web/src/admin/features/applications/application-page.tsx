import { ageOn, APPLICATION_STATUSES, type ApplicationStatus } from '@agency/contract/application-rules';
import { APPLICATION_LIMITS, applicationReviewSchema, type ApplicationDetail } from '@agency/contract/applications';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { adminTexts } from '@admin/admin-texts';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { RecordEditScreen } from '@admin/components/record-edit-screen';
import { TextAreaField } from '@admin/components/fields/text-area-field';
import { adminPath } from '@admin/lib/admin-paths';
import { saveWithUploads } from '@admin/lib/edit-form/save-with-uploads';
import { useEditForm } from '@admin/lib/edit-form/use-edit-form';
import { withReason } from '@admin/lib/error-message';
import { formatDateTime } from '@admin/lib/format';
import { localToday } from '@admin/lib/local-day';
import { FormProvider } from 'react-hook-form';
import { applicationQuery, useApplicationActions } from './api/applications-api';
import { applicationTexts as t } from './application-texts';
import './applications.css';

const toReviewForm = (detail: ApplicationDetail | undefined) => ({ status: detail?.status ?? 'new', notes: detail?.notes ?? '' });

/** What the applicant sent, as label and value (empty ones left out). */
function ApplicationFacts({ detail }: { detail: ApplicationDetail }) {
  const rows: [string, string][] = [
    [t.fields.birthDate, `${detail.birthDate} (${t.age(ageOn(detail.birthDate, localToday()))})`],
    [t.fields.gender, t.genders[detail.gender]],
    [t.fields.heightCm, String(detail.heightCm)],
    [t.fields.bust, detail.bust],
    [t.fields.waist, detail.waist],
    [t.fields.hips, detail.hips],
    [t.fields.shoe, detail.shoe],
    [t.fields.city, detail.city],
    [t.fields.phone, detail.phone],
    [t.fields.email, detail.email],
    [t.fields.instagram, detail.instagram],
    [t.fields.message, detail.message],
    [t.fields.language, detail.language === 'en' ? 'ENG' : 'KOR'],
    [t.fields.createdAt, formatDateTime(detail.createdAt)],
    [t.fields.retainUntil, formatDateTime(detail.retainUntil)],
  ];
  return (
    <dl className="admin-application-facts">
      {rows
        .filter(([, value]) => value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** One application: photos, details, consents, the review (status and notes) and a hidden artist draft from it. */
export function ApplicationPage() {
  const id = Number(useParams().id);
  const dialogs = useAdminDialogs();
  const navigate = useNavigate();
  const statusId = useId();
  const actions = useApplicationActions(id);
  const editor = useEditForm({
    load: applicationQuery(id),
    toForm: toReviewForm,
    schema: applicationReviewSchema,
    mergeFields: [
      { path: 'status', label: t.status, format: (value) => t.statuses[value as ApplicationStatus] ?? String(value) },
      { path: 'notes', label: t.notes },
    ],
  });
  const detail = useQuery(applicationQuery(id)).data;

  const onSubmit = editor.submit((form) =>
    saveWithUploads(dialogs, {
      prepare: async () => form,
      persist: (body) => actions.review.mutateAsync({ ...body, version: editor.version() }),
      successText: t.saved,
      onConflict: editor.markConflict,
    }),
  );

  const createDraft = async () => {
    try {
      const { urlName } = await actions.draft.mutateAsync();
      dialogs.notify(t.draftCreated);
      navigate(adminPath('editArtist', { urlName }));
    } catch (error) {
      console.error('Creating the artist draft failed', error);
      await dialogs.alert(withReason(t.draftFailed, error));
    }
  };

  return (
    <RecordEditScreen
      editor={editor}
      historyTarget={`application:${id}`}
      title={detail ? t.detailTitle(detail.name) : t.title}
      description={detail ? t.statuses[detail.status] : undefined}
      loadFailedText={t.loadFailed}
      onSubmit={(event) => void onSubmit(event)}
      listPath={adminPath('applications')}
      deletion={{
        explanation: t.deleteExplanation,
        label: t.deleteTitle,
        confirmText: detail ? t.confirmDelete(detail.name) : null,
        doneText: t.deleted,
        remove: (version) => actions.remove.mutateAsync(version),
      }}
    >
      {detail && (
        <FormProvider {...editor.form}>
          <section className="admin-card" aria-labelledby="application-photos-title">
            <h2 id="application-photos-title" className="admin-card-title">
              {t.photosTitle}
            </h2>
            <ul className="admin-application-photos">
              {detail.photos.map((photo, index) => (
                <li key={photo.id}>
                  <a href={photo.url} target="_blank" rel="noopener noreferrer" aria-label={`${t.photoAlt(detail.name, index + 1)} — ${t.openPhoto} ${adminTexts.opensInNewTab}`}>
                    <img src={photo.url} alt={t.photoAlt(detail.name, index + 1)} width={photo.width} height={photo.height} loading="lazy" />
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section className="admin-card" aria-labelledby="application-profile-title">
            <h2 id="application-profile-title" className="admin-card-title">
              {t.profileTitle}
            </h2>
            <ApplicationFacts detail={detail} />
            <h3 className="admin-application-subtitle">{t.consentTitle}</h3>
            <ul className="admin-application-consents">
              <li>{t.requiredConsent(formatDateTime(detail.consentRequiredAt))}</li>
              <li>{t.optionalConsent(detail.consentOptional)}</li>
              {detail.guardianConsentAt && <li>{t.guardian(detail.guardianName, detail.guardianContact, formatDateTime(detail.guardianConsentAt))}</li>}
            </ul>
          </section>
          <section className="admin-card" aria-labelledby="application-review-title">
            <h2 id="application-review-title" className="admin-card-title">
              {t.reviewTitle}
            </h2>
            <div className="admin-field">
              <label htmlFor={statusId} className="admin-label">
                {t.status}
              </label>
              <select id={statusId} className="admin-input" {...editor.form.register('status')}>
                {APPLICATION_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {t.statuses[value]}
                  </option>
                ))}
              </select>
            </div>
            <TextAreaField label={t.notes} rows={4} maxLength={APPLICATION_LIMITS.notes} {...editor.form.register('notes')} />
          </section>
          <section className="admin-card" aria-labelledby="application-draft-title">
            <h2 id="application-draft-title" className="admin-card-title">
              {t.draftTitle}
            </h2>
            <p className="admin-muted admin-application-draft-hint">{t.draftHint}</p>
            {detail.artistUrlName ? (
              <Link className="admin-button" to={adminPath('editArtist', { urlName: detail.artistUrlName })}>
                {t.openDraft}
              </Link>
            ) : (
              <button type="button" className="admin-button" disabled={actions.draft.isPending} onClick={() => void createDraft()}>
                {t.createDraft}
              </button>
            )}
          </section>
        </FormProvider>
      )}
    </RecordEditScreen>
  );
}
