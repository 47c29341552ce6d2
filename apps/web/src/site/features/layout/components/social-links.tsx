import type { ReactNode } from 'react';
import { InstagramIcon, KakaoIcon, MailIcon } from '@shared/ui/icons';
import { LINK_SLOTS, readSlots } from '@agency/contract/page-slots';
import { usePageContent } from '@site/lib/page-content/get-page-content';
import { useTexts } from '@shared/i18n/use-language';
import { layoutTexts } from '../layout-texts';
import { toExternalHref } from '../link-href';

/** The three icon links of LINK_INFO (Kakao Talk, e-mail, Instagram), opening in new tabs. */
export function SocialLinks() {
  const texts = useTexts(layoutTexts);
  const { data } = usePageContent('LINK_INFO');
  const slots = readSlots(data);
  const links: { key: string; label: string; icon: ReactNode; href: string | null }[] = [
    { key: 'kakao', label: texts.kakao, icon: <KakaoIcon />, href: toExternalHref(slots.text(LINK_SLOTS.kakao)) },
    { key: 'email', label: texts.email, icon: <MailIcon />, href: toExternalHref(slots.text(LINK_SLOTS.email)) },
    { key: 'instagram', label: texts.instagram, icon: <InstagramIcon />, href: toExternalHref(slots.text(LINK_SLOTS.instagram)) },
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
