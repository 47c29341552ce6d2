import { Outlet, useLocation } from 'react-router';
import { ScrollRestoration } from '../../../lib/navigation/scroll-restoration';
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
        <ScrollRestoration>
          <Outlet />
        </ScrollRestoration>
      </main>
    </>
  );
}
