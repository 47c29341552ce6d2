import { useEffect, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { useFocusTrap } from '@shared/ui/use-focus-trap';
import { useLanguage, useTexts } from '@shared/i18n/use-language';
import { layoutTexts } from '../layout-texts';
import { MENU_ITEMS, MENU_NAVIGATION_DELAY_MS, SECONDARY_MENU_ITEMS } from '../menu-items';
import { SocialLinks } from './social-links';

type SideMenuProps = { open: boolean; onClose: () => void };

function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** Hamburger sidebar: a click closes it with its animation, then navigates after 850 ms. */
export function SideMenu({ open, onClose }: SideMenuProps) {
  const texts = useTexts(layoutTexts);
  const { language } = useLanguage();
  const navigate = useNavigate();
  const panelRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [pendingPath, setPendingPath] = useState<string | null>(null);
  useFocusTrap(panelRef, open, onClose);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onItemClick = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    if (timer.current) return;
    setPendingPath(path);
    onClose();
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setPendingPath(null);
      void navigate(path);
    }, MENU_NAVIGATION_DELAY_MS);
  };

  return (
    <>
      <div className="side-menu-scrim" data-open={open} aria-hidden="true" onClick={onClose} />
      <div
        id="side-menu"
        ref={panelRef}
        className="side-menu"
        data-open={open}
        role="dialog"
        aria-modal="true"
        aria-label={texts.menu}
        inert={!open}
      >
        <button type="button" className="side-menu-close" aria-label={texts.closeMenu} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
        <nav aria-label={texts.mainNavigation}>
          <ol className="side-menu-list">
            {MENU_ITEMS.map((item, index) => (
              <li key={item.path} style={{ '--i': index } as CSSProperties}>
                <NavLink
                  to={item.path}
                  onClick={(event) => onItemClick(event, item.path)}
                  data-pending={pendingPath === item.path || undefined}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ol>
        </nav>
        <ul className="side-menu-secondary">
          {SECONDARY_MENU_ITEMS.map((item) => (
            <li key={item.path}>
              <NavLink to={item.path} onClick={(event) => onItemClick(event, item.path)} data-pending={pendingPath === item.path || undefined}>
                {item.label[language]}
              </NavLink>
            </li>
          ))}
        </ul>
        <SocialLinks />
      </div>
    </>
  );
}
