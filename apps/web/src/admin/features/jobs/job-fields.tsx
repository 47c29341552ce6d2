import { JOB_STATUSES, JOB_STATUS_LABELS, JOB_TEXT_MAX, JOB_TITLE_MAX } from '@agency/contract/jobs';
import { useFieldArray, useFormContext, type FieldErrors } from 'react-hook-form';
import { TextAreaField } from '@admin/components/fields/text-area-field';
import { TextField } from '@admin/components/fields/text-field';
import { blankDay, feeValue, type JobForm } from './job-form';
import { jobTexts as t } from './job-texts';

/** A nested field's message (react-hook-form's errors follow the form's shape). */
function messageAt(errors: FieldErrors, path: string): string | undefined {
  const found = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors);
  const message = (found as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** The job's own fields (a new job's and an edit's; the edit adds its status). */
export function JobFields({ withStatus }: { withStatus: boolean }) {
  const { register, control, formState } = useFormContext<JobForm>();
  const errors = formState.errors as FieldErrors;
  const days = useFieldArray({ control, name: 'days' });
  return (
    <>
      <section className="admin-card" aria-labelledby="job-main-title">
        <h2 id="job-main-title" className="admin-card-title">
          {t.editTitle}
        </h2>
        <TextField label={t.title} required maxLength={JOB_TITLE_MAX} error={messageAt(errors, 'title')} {...register('title')} />
        {withStatus && (
          <div className="admin-field">
            <label htmlFor="job-status" className="admin-label">
              {t.status}
            </label>
            <select id="job-status" className="admin-input" {...register('status')}>
              {JOB_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {JOB_STATUS_LABELS[status].ko}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="job-grid">
          <TextField label={t.place} maxLength={300} error={messageAt(errors, 'place')} {...register('place')} />
          <TextField label={t.fee} type="number" min={0} step={10000} inputMode="numeric" hint={t.feeHint} error={messageAt(errors, 'fee')} {...register('fee', { setValueAs: feeValue })} />
        </div>
        <TextAreaField label={t.usage} rows={3} maxLength={JOB_TEXT_MAX} error={messageAt(errors, 'usage')} {...register('usage')} />
        <TextAreaField label={t.notes} rows={3} maxLength={JOB_TEXT_MAX} error={messageAt(errors, 'notes')} {...register('notes')} />
      </section>

      <fieldset className="admin-card job-fieldset job-days">
        <legend className="admin-card-title">{t.days}</legend>
        {messageAt(errors, 'days') && (
          <p className="admin-field-error" role="alert">
            {messageAt(errors, 'days')}
          </p>
        )}
        <ol className="job-day-list">
          {days.fields.map((field, index) => (
            <li key={field.id} className="job-day-row">
              <TextField label={t.day} type="date" required error={messageAt(errors, `days.${index}.date`)} {...register(`days.${index}.date`)} />
              <TextField label={t.start} type="time" required error={messageAt(errors, `days.${index}.start`)} {...register(`days.${index}.start`)} />
              <TextField label={t.end} type="time" required error={messageAt(errors, `days.${index}.end`)} {...register(`days.${index}.end`)} />
              <button type="button" className="admin-button admin-button--ghost admin-button--small" aria-label={t.removeDay(index + 1)} disabled={days.fields.length === 1} onClick={() => days.remove(index)}>
                ✕
              </button>
            </li>
          ))}
        </ol>
        <button type="button" className="admin-button" onClick={() => days.append(blankDay(days.fields.at(-1)?.date))}>
          {t.addDay}
        </button>
      </fieldset>

      <fieldset className="admin-card job-fieldset">
        <legend className="admin-card-title">{t.client}</legend>
        <div className="job-grid">
          <TextField label={t.company} required maxLength={100} error={messageAt(errors, 'client.company')} {...register('client.company')} />
          <TextField label={t.contactName} maxLength={100} error={messageAt(errors, 'client.name')} {...register('client.name')} />
          <TextField label={t.contactEmail} type="email" maxLength={254} error={messageAt(errors, 'client.email')} {...register('client.email')} />
          <TextField label={t.contactPhone} type="tel" maxLength={40} error={messageAt(errors, 'client.phone')} {...register('client.phone')} />
        </div>
      </fieldset>

      <fieldset className="admin-card job-fieldset">
        <legend className="admin-card-title">{t.booker}</legend>
        <div className="job-grid">
          <TextField label={t.bookerName} maxLength={100} error={messageAt(errors, 'booker.name')} {...register('booker.name')} />
          <TextField label={t.bookerEmail} type="email" maxLength={254} error={messageAt(errors, 'booker.email')} {...register('booker.email')} />
          <TextField label={t.bookerPhone} type="tel" maxLength={40} error={messageAt(errors, 'booker.phone')} {...register('booker.phone')} />
        </div>
      </fieldset>
    </>
  );
}
