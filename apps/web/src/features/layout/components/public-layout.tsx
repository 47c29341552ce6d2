import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useTexts } from '../../../lib/i18n/use-language';
import { layoutTexts } from '../layout-texts';
import { SiteHeader } from './site-header';
import '../layout.css';

export function PublicLayout() {
  const texts = useTexts(layoutTexts);
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        {texts.skipToContent}
      </a>
      <SiteHeader overlay={pathname === '/'} />
      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <ScrollRestoration />
    </>
  );
}
