import { Link } from 'react-router';
import { COMPANY_SLOTS, CONTACT_SLOTS, readSlots } from '@agency/contract/page-slots';
import { publicPagePath, PRIVACY_TITLE } from '@agency/contract/public-pages';
import { getAppConfig } from '@shared/app-config';
import { useLanguage, useTexts } from '@shared/i18n/use-language';
import { usePageContent } from '@site/lib/page-content/get-page-content';
import { footerTexts } from '../footer-texts';
import { toExternalHref } from '../link-href';

/**
 * Every public page's footer: the contact lines of CONTACT_INFO, the business information of COMPANY_INFO (each
 * line hidden when empty) and the privacy policy link (decision 077).
 */
export function SiteFooter() {
  const { language } = useLanguage();
  const t = useTexts(footerTexts);
  // Both come with every public page (the server's initial data), so the footer costs no request.
  const contact = readSlots(usePageContent('CONTACT_INFO').data);
  const company = readSlots(usePageContent('COMPANY_INFO').data);
  const siteName = getAppConfig().siteName;

  const address = [contact.localized(CONTACT_SLOTS.address, language), contact.localized(CONTACT_SLOTS.addressDetail, language)]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(language === 'en' ? ', ' : ' ');
  const email = contact.text(CONTACT_SLOTS.email).trim();
  const kakaoId = contact.text(CONTACT_SLOTS.kakaoId).trim();
  const instagramId = contact.text(CONTACT_SLOTS.instagramId).trim();
  const channels = [
    { key: 'email', label: t.email, value: email, href: toExternalHref(email) },
    { key: 'kakao', label: t.kakao, value: kakaoId, href: toExternalHref(contact.text(CONTACT_SLOTS.kakaoLink)) },
    { key: 'instagram', label: t.instagram, value: instagramId, href: toExternalHref(contact.text(CONTACT_SLOTS.instagramLink)) },
  ].filter((channel) => channel.value !== '');
  const companyName = company.localized(COMPANY_SLOTS.companyName, language).trim();
  const business = [
    { key: 'company', label: t.companyName, value: companyName },
    { key: 'representative', label: t.representative, value: company.localized(COMPANY_SLOTS.representative, language).trim() },
    { key: 'number', label: t.businessNumber, value: company.text(COMPANY_SLOTS.businessNumber).trim() },
  ].filter((line) => line.value !== '');

  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <p className="site-footer-brand">{siteName}</p>
        {(address || channels.length > 0) && (
          <address className="site-footer-contact">
            {address && <p>{address}</p>}
            {channels.length > 0 && (
              <ul className="site-footer-channels">
                {channels.map((channel) => (
                  <li key={channel.key}>
                    <span className="site-footer-label">{channel.label}</span>{' '}
                    {channel.href ? (
                      <a href={channel.href} {...(channel.key === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
                        {channel.value}
                      </a>
                    ) : (
                      channel.value
                    )}
                  </li>
                ))}
              </ul>
            )}
          </address>
        )}
        {business.length > 0 && (
          <dl className="site-footer-business" aria-label={t.label}>
            {business.map((line) => (
              <div key={line.key}>
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <div className="site-footer-bottom">
          <Link to={publicPagePath('privacy')} className="site-footer-privacy">
            {PRIVACY_TITLE[language]}
          </Link>
          <p className="site-footer-copyright">
            © {new Date().getFullYear()} {companyName || siteName}
          </p>
        </div>
      </div>
    </footer>
  );
}
