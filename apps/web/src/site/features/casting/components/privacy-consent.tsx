import { useId } from 'react';
import { useTexts } from '@shared/i18n/use-language';
import { castingTexts } from '../casting-texts';

type PrivacyConsentProps = { consent: boolean; onChange: (consent: boolean) => void };

/** Privacy notice with agree / disagree radios (disagree by default). */
export function PrivacyConsent({ consent, onChange }: PrivacyConsentProps) {
  const t = useTexts(castingTexts);
  const name = useId();
  return (
    <fieldset className="casting-privacy">
      <legend>{t.consentLegend}</legend>
      <div className="casting-privacy-text">
        <p className="casting-privacy-title">{t.privacyTitle}</p>
        <ul>
          {t.privacyItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
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
