import { PACKAGE_CLIENT_MAX, PACKAGE_NOTE_MAX, PACKAGE_TITLE_MAX, updatePackageSchema } from '@agency/contract/packages';
import { useQuery } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import { useParams } from 'react-router';
import { adminTexts } from '@admin/admin-texts';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { LinkedJobs } from '@admin/components/linked-jobs';
import { RecordEditScreen } from '@admin/components/record-edit-screen';
import { TextAreaField } from '@admin/components/fields/text-area-field';
import { TextField } from '@admin/components/fields/text-field';
import { adminPath } from '@admin/lib/admin-paths';
import { saveWithUploads } from '@admin/lib/edit-form/save-with-uploads';
import { useEditForm } from '@admin/lib/edit-form/use-edit-form';
import { packageQuery, useDeletePackage, useUpdatePackage } from './api/packages-api';
import { CopyLinkButton } from './copy-link-button';
import { PackageActivity } from './package-activity';
import { PackageArtistsField } from './package-artists-field';
import { addDays, lastOpenDay, packageMergeFields, today, toPackageForm } from './package-form';
import { PackageLanguageField } from './package-language-field';
import { PackageSending } from './package-sending';
import { packageTexts as t } from './package-texts';
import './packages.css';

/**
 * One client package: its texts, last open day and language, its artists and what each shows (saved together,
 * If-Match like every edit), its link, and how the client received it.
 */
export function PackageEditorPage() {
  const id = Number(useParams().id);
  const dialogs = useAdminDialogs();
  const update = useUpdatePackage(id);
  const remove = useDeletePackage();
  const detail = useQuery(packageQuery(id)).data;
  const editor = useEditForm({ load: packageQuery(id), toForm: toPackageForm, schema: updatePackageSchema, mergeFields: packageMergeFields(detail) });
  const { errors } = editor.form.formState;

  const onSubmit = editor.submit((form) =>
    saveWithUploads(dialogs, {
      prepare: async () => form,
      persist: (body) => update.mutateAsync({ body, version: editor.version() }),
      successText: t.saved,
      onConflict: editor.markConflict,
    }),
  );

  /** Moves the last open day and saves at once (with whatever else was edited). */
  const saveExpiry = (day: string) => {
    editor.form.setValue('expiresAt', day, { shouldDirty: true });
    void onSubmit();
  };
  const expireNow = async () => {
    if (await dialogs.confirm(t.confirmExpire, { confirmLabel: t.expireNow, danger: true })) saveExpiry(addDays(today(), -1));
  };
  const extend = (days: number) => {
    const from = detail && !detail.expired ? lastOpenDay(detail.expiresAt) : today();
    saveExpiry(addDays(from, days));
  };

  return (
    <RecordEditScreen
      editor={editor}
      historyTarget={`package:${id}`}
      title={detail ? `${t.editTitle}: ${detail.title}` : t.editTitle}
      description={detail ? `${detail.clientName} · ${detail.expired ? t.expired : t.open} · ${t.until(lastOpenDay(detail.expiresAt))}` : undefined}
      loadFailedText={t.loadFailed}
      onSubmit={(event) => void onSubmit(event)}
      listPath={adminPath('packages')}
      after={
        detail && (
          <>
            <PackageSending detail={detail} />
            <LinkedJobs source={{ packageId: id }} />
          </>
        )
      }
      deletion={{
        explanation: t.deleteExplanation,
        label: t.deletePackage,
        confirmText: detail ? t.confirmDelete(detail.title) : null,
        doneText: t.deleted,
        remove: (version) => remove.mutateAsync({ id, version }),
      }}
    >
      {detail && (
        <FormProvider {...editor.form}>
          <section className="admin-card" aria-labelledby="package-link-title">
            <h2 id="package-link-title" className="admin-card-title">
              {t.copyLink}
            </h2>
            <p className="admin-package-url">
              <code>{detail.url}</code>
            </p>
            <div className="admin-package-link-actions">
              <CopyLinkButton url={detail.url} />
              <a className="admin-button admin-button--ghost" href={detail.url} target="_blank" rel="noopener noreferrer">
                {t.openLink} <span className="visually-hidden">{adminTexts.opensInNewTab}</span>
              </a>
              <button type="button" className="admin-button admin-button--ghost" onClick={() => extend(7)}>
                {t.extend(7)}
              </button>
              <button type="button" className="admin-button admin-button--ghost" onClick={() => extend(30)}>
                {t.extend(30)}
              </button>
              {!detail.expired && (
                <button type="button" className="admin-button admin-button--ghost" onClick={() => void expireNow()}>
                  {t.expireNow}
                </button>
              )}
            </div>
          </section>
          <section className="admin-card" aria-labelledby="package-basics-title">
            <h2 id="package-basics-title" className="admin-card-title">
              {t.basicsTitle}
            </h2>
            <div className="admin-grid admin-grid--fields">
              <TextField label={t.title} required maxLength={PACKAGE_TITLE_MAX} error={errors.title?.message} {...editor.form.register('title')} />
              <TextField label={t.titleEn} maxLength={PACKAGE_TITLE_MAX} hint={t.titleEnHint} error={errors.titleEn?.message} {...editor.form.register('titleEn')} />
              <TextField label={t.clientName} required maxLength={PACKAGE_CLIENT_MAX} error={errors.clientName?.message} {...editor.form.register('clientName')} />
              <TextField label={t.expiresAt} type="date" required hint={t.expiresHint} error={errors.expiresAt?.message} {...editor.form.register('expiresAt')} />
              <PackageLanguageField />
              <TextAreaField label={t.noteKo} rows={3} wide={false} maxLength={PACKAGE_NOTE_MAX} error={errors.noteKo?.message} {...editor.form.register('noteKo')} />
              <TextAreaField label={t.noteEn} rows={3} wide={false} maxLength={PACKAGE_NOTE_MAX} error={errors.noteEn?.message} {...editor.form.register('noteEn')} />
              <TextField label={t.bookerName} maxLength={PACKAGE_CLIENT_MAX} hint={t.bookerHint} error={errors.bookerName?.message} {...editor.form.register('bookerName')} />
              <TextField label={t.bookerPhone} type="tel" maxLength={40} error={errors.bookerPhone?.message} {...editor.form.register('bookerPhone')} />
              <TextField label={t.bookerEmail} type="email" maxLength={254} error={errors.bookerEmail?.message} {...editor.form.register('bookerEmail')} />
            </div>
          </section>
          <PackageArtistsField detail={detail} />
        </FormProvider>
      )}
      {detail && <PackageActivity detail={detail} />}
    </RecordEditScreen>
  );
}
