import { COMPANY_SLOTS, CONTACT_SLOTS, readSlots } from '@agency/contract/page-slots';
import { PRIVACY_TITLE } from '@agency/contract/public-pages';
import { getAppConfig } from '@shared/app-config';
import { useLanguage, useTexts } from '@shared/i18n/use-language';
import { useDocumentTitle } from '@shared/use-document-title';
import { formatDay } from '@site/lib/format-day';
import { usePageContent } from '@site/lib/page-content/get-page-content';
import { useLogError } from '@site/lib/use-log-error';
import { privacyTexts, type PrivacySettings } from '../privacy-texts';
import '../privacy.css';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** /privacy: the privacy policy (PIPA Art. 30), generated from the company information and the site's settings. */
export function PrivacyPage() {
  const { language } = useLanguage();
  const t = useTexts(privacyTexts);
  const companyInfo = usePageContent('COMPANY_INFO');
  const contactInfo = usePageContent('CONTACT_INFO');
  useLogError(companyInfo.error, 'COMPANY_INFO');
  useLogError(contactInfo.error, 'CONTACT_INFO');
  const config = getAppConfig();
  useDocumentTitle(`${PRIVACY_TITLE[language]} | ${config.siteName}`);

  const company = readSlots(companyInfo.data);
  const contact = readSlots(contactInfo.data);
  const day = company.text(COMPANY_SLOTS.policyEffectiveDay).trim();
  const settings: PrivacySettings = {
    company: company.localized(COMPANY_SLOTS.companyName, language).trim() || config.siteName,
    officer: company.localized(COMPANY_SLOTS.privacyOfficer, language).trim(),
    officerContact: company.text(COMPANY_SLOTS.privacyContact).trim() || contact.text(CONTACT_SLOTS.email).trim(),
    mailHost: config.mailHost,
    storageHost: config.storageHost,
    effectiveDay: DAY_PATTERN.test(day) ? formatDay(day, language) : '',
  };

  return (
    <article className="page privacy">
      <h1 className="privacy-title">{PRIVACY_TITLE[language]}</h1>
      <p className="privacy-intro">{t.intro(settings)}</p>
      {t.sections(settings).map((section) => (
        <section key={section.heading} className="privacy-section">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items && section.items.length > 0 && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {settings.effectiveDay && <p className="privacy-effective">{t.effective(settings.effectiveDay)}</p>}
    </article>
  );
}
