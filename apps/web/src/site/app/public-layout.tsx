import { PUBLIC_PAGES } from '@agency/contract/public-pages';
import { matchPath, Outlet, useLocation } from 'react-router';
import { ScrollRestoration } from './scroll-restoration';
import { useTexts } from '@shared/i18n/use-language';
import { layoutTexts } from '@site/features/layout/layout-texts';
import { SiteHeader } from '@site/features/layout/components/site-header';
import { SiteFooter } from '@site/features/layout/components/site-footer';
import { useTrackTraffic } from '@site/features/tracking/use-track-traffic';
import '@site/features/layout/layout.css';

/** Every public page, with its header and footer; the page a browser session starts on records its traffic source (docs/decisions/071). */
export function PublicLayout() {
  useTrackTraffic();
  const texts = useTexts(layoutTexts);
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        {texts.skipToContent}
      </a>
      {/* A client's package carries the agency's name, not the site's menus (issue 37). */}
      <SiteHeader overlay={pathname === '/'} bare={matchPath(PUBLIC_PAGES.package.path, pathname) !== null} />
      <main id="main" tabIndex={-1} className="site-main">
        <ScrollRestoration>
          <Outlet />
        </ScrollRestoration>
      </main>
      <SiteFooter />
    </>
  );
}
