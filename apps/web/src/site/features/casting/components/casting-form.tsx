import { useId } from 'react';
import { useTexts } from '@shared/i18n/use-language';
import { castingTexts } from '../casting-texts';
import { useCastingForm, type CastingField } from '../use-casting-form';
import { PrivacyConsent } from './privacy-consent';

const INPUTS: readonly { field: Exclude<CastingField, 'message'>; type: string; autoComplete: string; maxLength: number }[] = [
  { field: 'title', type: 'text', autoComplete: 'off', maxLength: 200 },
  { field: 'name', type: 'text', autoComplete: 'organization', maxLength: 100 },
  { field: 'email', type: 'email', autoComplete: 'email', maxLength: 254 },
  { field: 'phone', type: 'tel', autoComplete: 'tel', maxLength: 40 },
];

/** The casting inquiry; `modelName` (from the artist page's booking button) fills the template's last line. */
export function CastingForm({ modelName = '' }: { modelName?: string }) {
  const t = useTexts(castingTexts);
  const form = useCastingForm({ modelName });
  const id = useId();
  const submitting = form.status === 'submitting';

  return (
    <form className="casting-form" noValidate onSubmit={(event) => void form.onSubmit(event)} aria-busy={submitting}>
      <div className="casting-fields">
        {INPUTS.map(({ field, type, autoComplete, maxLength }) => (
          <div key={field} className="casting-field">
            <label htmlFor={`${id}-${field}`}>{t.fields[field]}</label>
            <input
              id={`${id}-${field}`}
              name={field}
              type={type}
              autoComplete={autoComplete}
              maxLength={maxLength}
              aria-required="true"
              placeholder={t.placeholders[field]}
              value={form.fields[field]}
              onChange={(event) => form.setField(field, event.target.value)}
            />
          </div>
        ))}
      </div>
      <div className="casting-field">
        <label htmlFor={`${id}-message`}>{t.fields.message}</label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={12}
          maxLength={10000}
          aria-required="true"
          value={form.fields.message}
          onChange={(event) => form.setField('message', event.target.value)}
        />
        {form.templateOffered && (
          <button type="button" className="casting-template-offer" onClick={() => form.applyTemplate(t.replaceConfirm)}>
            {t.useTemplate}
          </button>
        )}
      </div>
      {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div className="casting-honeypot" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={form.website}
          onChange={(event) => form.setWebsite(event.target.value)}
        />
      </div>
      <PrivacyConsent consent={form.consent} onChange={form.setConsent} />
      <div className="casting-actions">
        <button type="submit" className="casting-submit" disabled={submitting}>
          {submitting ? t.submitting : t.submit}
        </button>
        <div className="casting-result" role="status" aria-live="polite">
          {form.status === 'success' && (
            <div className="casting-success">
              <p className="casting-success-title">{t.success}</p>
              <p>{t.nextSteps}</p>
            </div>
          )}
          {form.status === 'error' && <p className="casting-error">{t.error}</p>}
        </div>
      </div>
    </form>
  );
}
