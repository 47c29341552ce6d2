import { createJobSchema, updateJobSchema } from '@agency/contract/jobs';
import { useQuery } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { AdminPage } from '@admin/components/admin-page';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { LoadStatus } from '@admin/components/load-status';
import { RecordEditScreen } from '@admin/components/record-edit-screen';
import { adminPath } from '@admin/lib/admin-paths';
import { formResolver } from '@admin/lib/edit-form/form-resolver';
import { saveWithUploads } from '@admin/lib/edit-form/save-with-uploads';
import { useEditForm } from '@admin/lib/edit-form/use-edit-form';
import { withReason } from '@admin/lib/error-message';
import { jobQuery, useCreateJob, useDeleteJob, useJobDraft, useUpdateJob } from './api/jobs-api';
import { JobArtistsPanel } from './job-artists-panel';
import { JobConfirmationPanel } from './job-confirmation-panel';
import { JobFields } from './job-fields';
import { jobMergeFields, toJobForm, toNewJobForm, type NewJobForm } from './job-form';
import { jobTexts as t } from './job-texts';
import './jobs.css';

const idParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/** A new job: blank, from an inquiry (?inquiryId: its draft) or from a package (?packageId: its requested artists go on option). */
export function NewJobPage() {
  const [search] = useSearchParams();
  const inquiryId = idParam(search.get('inquiryId'));
  const packageId = idParam(search.get('packageId'));
  const draft = useJobDraft(inquiryId);
  const lead = inquiryId ? t.fromInquiryLead : packageId ? t.fromPackageLead : undefined;
  return (
    <AdminPage title={inquiryId ? t.newFromInquiry : packageId ? t.newFromPackage : t.newTitle} description={lead}>
      {inquiryId && draft.isPending && <LoadStatus kind="loading" />}
      {inquiryId && draft.isError && <LoadStatus kind="error" text={withReason(t.loadFailed, draft.error)} />}
      {(!inquiryId || draft.isSuccess) && <NewJobForm key={inquiryId ?? 0} initial={toNewJobForm(draft.data)} inquiryId={inquiryId} packageId={packageId} optionArtistIds={draft.data?.artistIds} />}
    </AdminPage>
  );
}

function NewJobForm({ initial, inquiryId, packageId, optionArtistIds }: { initial: NewJobForm; inquiryId?: number; packageId?: number; optionArtistIds?: number[] }) {
  const dialogs = useAdminDialogs();
  const navigate = useNavigate();
  const create = useCreateJob();
  const form = useForm<NewJobForm, unknown, NewJobForm>({ resolver: formResolver<NewJobForm, NewJobForm>(createJobSchema as never), defaultValues: initial });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const job = await create.mutateAsync({ ...values, ...(inquiryId ? { inquiryId } : {}), ...(packageId ? { packageId } : {}), ...(optionArtistIds ? { optionArtistIds } : {}) });
      dialogs.notify(t.created);
      await navigate(adminPath('job', { id: job.id }));
    } catch (error) {
      await dialogs.alert(withReason('', error));
    }
  });
  return (
    <FormProvider {...form}>
      <form className="job-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <JobFields withStatus={false} />
        <div className="admin-save-actions">
          <button type="submit" className="admin-button admin-button--primary" disabled={form.formState.isSubmitting}>
            {t.create}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

/** One job: its fields (If-Match like every edit), its artists on option or confirmed, and its confirmation sheet. */
export function JobEditorPage() {
  const id = Number(useParams().id);
  const dialogs = useAdminDialogs();
  const update = useUpdateJob(id);
  const remove = useDeleteJob();
  const job = useQuery(jobQuery(id)).data;
  const editor = useEditForm({ load: jobQuery(id), toForm: toJobForm, schema: updateJobSchema, mergeFields: jobMergeFields });
  const onSubmit = editor.submit((form) =>
    saveWithUploads(dialogs, {
      prepare: async () => form,
      persist: (body) => update.mutateAsync({ body, version: editor.version() }),
      successText: t.saved,
      onConflict: editor.markConflict,
    }),
  );
  const links = job && (job.inquiryId || job.packageId) && (
    <p className="job-links">
      {job.inquiryId && <Link to={adminPath('inquiry', { id: job.inquiryId })}>{t.linkedInquiry}</Link>}
      {job.packageId && <Link to={adminPath('package', { id: job.packageId })}>{t.linkedPackage}</Link>}
    </p>
  );
  return (
    <RecordEditScreen
      editor={editor}
      historyTarget={`job:${id}`}
      title={job ? `${t.editTitle}: ${job.title}` : t.editTitle}
      description={job ? `${job.client.company} · ${job.days.map((d) => d.date).join(', ')}` : undefined}
      loadFailedText={t.loadFailed}
      onSubmit={(event) => void onSubmit(event)}
      listPath={adminPath('jobs')}
      after={
        job && (
          <>
            <JobArtistsPanel job={job} />
            <JobConfirmationPanel job={job} />
          </>
        )
      }
      deletion={{
        explanation: t.deleteExplanation,
        label: t.deleteJob,
        confirmText: job ? t.confirmDelete(job.title) : null,
        doneText: t.deleted,
        remove: (version) => remove.mutateAsync({ id, version }),
      }}
    >
      {job && (
        <FormProvider {...editor.form}>
          {links}
          <JobFields withStatus />
        </FormProvider>
      )}
    </RecordEditScreen>
  );
}
