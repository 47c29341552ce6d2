import { publicPagePath } from '@agency/contract/public-pages';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTexts } from '@shared/i18n/use-language';
import { applyTexts } from '../apply-texts';
import type { ApplyForm } from '../use-apply-form';

type ConsentTable = { purpose: string; items: string; retention: string; refuse: string };

function ConsentBox({ title, table, label, checked, onChange }: { title: string; table: ConsentTable; label: string; checked: boolean; onChange: (on: boolean) => void }) {
  const t = useTexts(applyTexts);
  const id = useId();
  return (
    <div className="apply-consent">
      <h2 id={`${id}-title`} className="apply-consent-title">
        {title}
      </h2>
      <dl className="apply-consent-table" aria-labelledby={`${id}-title`}>
        {(Object.keys(t.consentRows) as (keyof ConsentTable)[]).map((row) => (
          <div key={row}>
            <dt>{t.consentRows[row]}</dt>
            <dd>{table[row]}</dd>
          </div>
        ))}
      </dl>
      <label className="apply-check">
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
        <span>{label}</span>
      </label>
    </div>
  );
}

/**
 * The consents PIPA Art. 15 and 22 ask for: the required and the optional items apart, each with its purpose, items,
 * retention and the right to refuse, both unchecked until the applicant checks them.
 */
export function ApplyConsents({ form }: { form: ApplyForm }) {
  const t = useTexts(applyTexts);
  return (
    <section className="apply-section apply-consents" aria-label={t.requiredConsentTitle}>
      <ConsentBox title={t.requiredConsentTitle} table={t.requiredConsent} label={t.agreeRequired} checked={form.consentRequired} onChange={form.setConsentRequired} />
      <ConsentBox title={t.optionalConsentTitle} table={t.optionalConsent} label={t.agreeOptional} checked={form.consentOptional} onChange={form.setConsentOptional} />
      <Link to={publicPagePath('privacy')} className="apply-privacy-link">
        {t.privacyLink}
      </Link>
    </section>
  );
}
