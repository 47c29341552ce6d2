import { publicPagePath } from '@agency/contract/public-pages';
import { useState } from 'react';
import { Link } from 'react-router';
import { getAppConfig } from '@shared/app-config';
import { useTexts } from '@shared/i18n/use-language';
import { layoutTexts } from '../layout-texts';
import { DesktopNav } from './desktop-nav';
import { LanguageSwitch } from './language-switch';
import { SideMenu } from './side-menu';
import { useScrolledPastFirstScreen } from '../use-scrolled-past';

/** The header's height (--header-h in base.css). */
const HEADER_HEIGHT = 64;

/**
 * Header of every public page: hamburger, logo, KOR / ENG; from 1024 px also the sections' links (decision 113).
 * `overlay` floats it over the home video, until the sections below the video reach it. `bare` (a client's
 * package, issue 37): the agency's name and KOR / ENG only, none of the site's menus.
 */
export function SiteHeader({ overlay, bare = false }: { overlay: boolean; bare?: boolean }) {
  const texts = useTexts(layoutTexts);
  const [menuOpen, setMenuOpen] = useState(false);
  const { siteName } = getAppConfig();
  const pastVideo = useScrolledPastFirstScreen(overlay, HEADER_HEIGHT);
  const floating = overlay && !pastVideo;

  const logo = (
    <Link to={publicPagePath('home')} className="site-logo" aria-label={`${siteName} — ${texts.home}`}>
      {siteName}
    </Link>
  );
  if (bare)
    return (
      <header className="site-header site-header--bare">
        <span aria-hidden="true" />
        {logo}
        <LanguageSwitch />
      </header>
    );
  // The menu is a sibling of the header: the header's backdrop-filter would otherwise contain its fixed panel.
  return (
    <>
      <header className={`site-header${floating ? ' site-header--overlay' : ''}`}>
        <button
          type="button"
          className="menu-toggle"
          aria-label={texts.openMenu}
          aria-expanded={menuOpen}
          aria-controls="side-menu"
          onClick={() => setMenuOpen(true)}
        >
          <span className="menu-toggle-bars" aria-hidden="true" />
        </button>
        {logo}
        <DesktopNav covered={menuOpen} />
        <LanguageSwitch />
      </header>
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </>
  );
}
