import { useId } from 'react';
import { Link } from 'react-router';
import { COMPANY_SLOTS, readSlots } from '@agency/contract/page-slots';
import { publicPagePath } from '@agency/contract/public-pages';
import { useLanguage, useTexts } from '@shared/i18n/use-language';
import { usePageContent } from '@site/lib/page-content/get-page-content';
import { castingTexts } from '../casting-texts';

type PrivacyConsentProps = { consent: boolean; onChange: (consent: boolean) => void };

/** Privacy notice (naming the company information's privacy officer) with agree / disagree radios (disagree by default). */
export function PrivacyConsent({ consent, onChange }: PrivacyConsentProps) {
  const t = useTexts(castingTexts);
  const { language } = useLanguage();
  const company = readSlots(usePageContent('COMPANY_INFO').data);
  const officer = company.localized(COMPANY_SLOTS.privacyOfficer, language).trim() || t.defaultOfficer;
  const name = useId();
  return (
    <fieldset className="casting-privacy">
      <legend>{t.consentLegend}</legend>
      <div className="casting-privacy-text">
        <p className="casting-privacy-title">{t.privacyTitle}</p>
        <ul>
          {t.privacyItems(officer).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <Link to={publicPagePath('privacy')} className="casting-privacy-link">
          {t.privacyPolicyLink}
        </Link>
      </div>
      <div className="casting-privacy-options">
        <label>
          <input type="radio" name={name} value="agree" checked={consent} onChange={() => onChange(true)} />
          <span>{t.agree}</span>
        </label>
        <label>
          <input type="radio" name={name} value="disagree" checked={!consent} onChange={() => onChange(false)} />
          <span>{t.disagree}</span>
        </label>
      </div>
    </fieldset>
  );
}
