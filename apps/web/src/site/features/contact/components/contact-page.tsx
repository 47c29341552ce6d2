import { publicPagePath } from '@agency/contract/public-pages';
import { Link } from 'react-router';
import { getAppConfig } from '@shared/app-config';
import { commonTexts } from '@shared/i18n/common-texts';
import { useTexts } from '@shared/i18n/use-language';
import { usePageContent } from '@site/lib/page-content/get-page-content';
import { useDocumentTitle } from '@shared/use-document-title';
import { useLogError } from '@site/lib/use-log-error';
import { toContactInfo } from '../contact-content';
import { contactTexts } from '../contact-texts';
import { PagePlaceholder } from '@site/components/loading/page-placeholder';
import '../contact.css';

export function ContactPage() {
  const t = useTexts(contactTexts);
  const common = useTexts(commonTexts);
  const { data, error, isLoading } = usePageContent('CONTACT_INFO');
  useLogError(error, 'CONTACT_INFO');
  useDocumentTitle(`${t.pageTitle} | ${getAppConfig().siteName}`);
  const info = toContactInfo(data);

  return (
    <section className="page contact">
      <h1 className="display-title contact-title">CONTACT US</h1>
      {isLoading ? (
        <PagePlaceholder label={common.loading} lines={7} />
      ) : (
        <div className="contact-grid">
          <div className="contact-addresses">
            <address className="contact-address" lang="ko">
              <span className="eyebrow">{t.addressKo}</span>
              <span>{info.address}</span>
              <span>{info.detailAddress}</span>
            </address>
            <address className="contact-address" lang="en">
              <span className="eyebrow">{t.addressEn}</span>
              <span>{info.addressEn}</span>
              <span>{info.detailAddressEn}</span>
            </address>
          </div>
          <ul className="contact-links">
            {[
              { label: 'INSTAGRAM', href: info.instagramLink },
              { label: 'KAKAO TALK', href: info.kakaoLink },
            ].map((link) =>
              link.href ? (
                <li key={link.label}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`${link.label} (${t.newTab})`}>
                    {link.label}
                  </a>
                </li>
              ) : null,
            )}
            <li>
              <Link to={publicPagePath('casting')}>E MAIL</Link>
            </li>
          </ul>
          <section className="contact-casting" aria-labelledby="contact-casting-title">
            <h2 id="contact-casting-title" className="contact-casting-title">
              {t.casting}
            </h2>
            <p className="contact-casting-lead">{t.castingLead}</p>
            <dl className="contact-casting-list">
              <div>
                <dt>EMAIL</dt>
                <dd>{info.email}</dd>
              </div>
              <div>
                <dt>KAKAOTALK</dt>
                <dd>{info.kakaoId}</dd>
              </div>
              <div>
                <dt>INSTAGRAM</dt>
                <dd>{info.instagramId}</dd>
              </div>
            </dl>
          </section>
        </div>
      )}
    </section>
  );
}
