import { Outlet, useLocation } from 'react-router';
import { useScrollRestoration } from '../../../lib/navigation/use-scroll-restoration';
import { useTexts } from '../../../lib/i18n/use-language';
import { layoutTexts } from '../layout-texts';
import { SiteHeader } from './site-header';
import '../layout.css';

export function PublicLayout() {
  const texts = useTexts(layoutTexts);
  const { pathname } = useLocation();
  useScrollRestoration();
  return (
    <>
      <a className="skip-link" href="#main">
        {texts.skipToContent}
      </a>
      <SiteHeader overlay={pathname === '/'} />
      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
    </>
  );
}
