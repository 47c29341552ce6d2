import { APPLICATION_GENDERS } from '@agency/contract/application-rules';
import { useId, type InputHTMLAttributes } from 'react';
import { useTexts } from '@shared/i18n/use-language';
import { applyTexts } from '../apply-texts';
import { REQUIRED_FIELDS, type ApplyField, type ApplyForm } from '../use-apply-form';

type InputSpec = { field: ApplyField; label?: string; hint?: string } & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'min' | 'max'>;

/** One labelled input bound to the form; required fields say so. */
function Input({ form, field, label, hint, ...input }: InputSpec & { form: ApplyForm }) {
  const t = useTexts(applyTexts);
  const id = useId();
  const required = (REQUIRED_FIELDS as readonly string[]).includes(field);
  return (
    <div className="apply-field">
      <label htmlFor={id}>
        {label ?? t.fields[field as keyof typeof t.fields]} {required && <span className="apply-tag">{t.required}</span>}
      </label>
      <input
        id={id}
        name={field}
        aria-required={required || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        value={form.fields[field]}
        onChange={(event) => form.setField(field, event.target.value)}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="apply-hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The applicant's details: who, measurements, contact, the optional items, and a guardian's part under 14. */
export function ApplyFields({ form }: { form: ApplyForm }) {
  const t = useTexts(applyTexts);
  const genderId = useId();
  const messageId = useId();
  const measurement = { type: 'text', inputMode: 'decimal', maxLength: 20 } as const;
  return (
    <>
      <fieldset className="apply-section">
        <legend>{t.aboutYou}</legend>
        <div className="apply-grid">
          <Input form={form} field="name" autoComplete="name" maxLength={100} />
          <Input form={form} field="birthDate" type="date" autoComplete="bday" max={new Date().toISOString().slice(0, 10)} />
          <div className="apply-field">
            <label htmlFor={genderId}>
              {t.fields.gender} <span className="apply-tag">{t.required}</span>
            </label>
            <select id={genderId} name="gender" aria-required="true" value={form.fields.gender} onChange={(event) => form.setField('gender', event.target.value)}>
              <option value="">{t.chooseGender}</option>
              {APPLICATION_GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {t.genders[gender]}
                </option>
              ))}
            </select>
          </div>
          <Input form={form} field="city" autoComplete="address-level2" maxLength={100} />
        </div>
      </fieldset>
      <fieldset className="apply-section">
        <legend>{t.measurements}</legend>
        <div className="apply-grid apply-grid--measurements">
          <Input form={form} field="heightCm" type="number" inputMode="numeric" min={100} max={230} />
          <Input form={form} field="bust" {...measurement} />
          <Input form={form} field="waist" {...measurement} />
          <Input form={form} field="hips" {...measurement} />
          <Input form={form} field="shoe" {...measurement} />
        </div>
      </fieldset>
      <fieldset className="apply-section">
        <legend>{t.contact}</legend>
        <div className="apply-grid">
          <Input form={form} field="phone" type="tel" autoComplete="tel" maxLength={40} />
          <Input form={form} field="email" type="email" autoComplete="email" maxLength={254} />
        </div>
      </fieldset>
      <fieldset className="apply-section">
        <legend>
          {t.optionalSection} <span className="apply-tag apply-tag--optional">{t.optional}</span>
        </legend>
        <div className="apply-grid">
          <Input form={form} field="instagram" autoComplete="off" maxLength={60} hint={t.hints.instagram} />
        </div>
        <div className="apply-field">
          <label htmlFor={messageId}>{t.fields.message}</label>
          <textarea id={messageId} name="message" rows={5} maxLength={2000} aria-describedby={`${messageId}-hint`} value={form.fields.message} onChange={(event) => form.setField('message', event.target.value)} />
          <p id={`${messageId}-hint`} className="apply-hint">
            {t.hints.message}
          </p>
        </div>
      </fieldset>
      {form.minor && (
        <fieldset className="apply-section apply-guardian">
          <legend>{t.guardianTitle}</legend>
          <p className="apply-hint">{t.guardianLead}</p>
          <div className="apply-grid">
            <Input form={form} field="guardianName" label={t.guardianName} autoComplete="off" maxLength={100} />
            <Input form={form} field="guardianContact" label={t.guardianContact} autoComplete="off" maxLength={100} />
          </div>
          <label className="apply-check">
            <input type="checkbox" checked={form.guardianConsent} onChange={(event) => form.setGuardianConsent(event.target.checked)} />
            <span>{t.guardianConsent}</span>
          </label>
        </fieldset>
      )}
    </>
  );
}
