import type { ReactNode } from 'react';
import { InstagramIcon, KakaoIcon, MailIcon } from '../../../components/ui/icons';
import { orderedTexts, slot } from '../../../lib/page-content/content-slots';
import { usePageContent } from '../../../lib/page-content/get-page-content';
import { useTexts } from '../../../lib/i18n/use-language';
import { layoutTexts } from '../layout-texts';
import { toExternalHref } from '../link-href';

/** The three icon links: LINK_INFO texts 1 to 3 (Kakao Talk, e-mail, Instagram), opening in new tabs. */
export function SocialLinks() {
  const texts = useTexts(layoutTexts);
  const { data } = usePageContent('LINK_INFO');
  const values = orderedTexts(data);
  const links: { key: string; label: string; icon: ReactNode; href: string | null }[] = [
    { key: 'kakao', label: texts.kakao, icon: <KakaoIcon />, href: toExternalHref(slot(values, 1)) },
    { key: 'email', label: texts.email, icon: <MailIcon />, href: toExternalHref(slot(values, 2)) },
    { key: 'instagram', label: texts.instagram, icon: <InstagramIcon />, href: toExternalHref(slot(values, 3)) },
  ];
  return (
    <ul className="social-links">
      {links.map((link) =>
        link.href ? (
          <li key={link.key}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`${link.label} (${texts.newTab})`}>
              {link.icon}
            </a>
          </li>
        ) : null,
      )}
    </ul>
  );
}
