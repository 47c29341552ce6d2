import { publicPagePath } from '@agency/contract/public-pages';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useLanguage, useTexts } from '@shared/i18n/use-language';
import { useRosterBoards } from '@site/lib/get-artists';
import { layoutTexts } from '../layout-texts';
import { MENU_ITEMS } from '../menu-items';

const MANAGEMENT_PATH = publicPagePath('management');

/**
 * The header's links from 1024 px (decision 113; below, CSS hides them and the hamburger is the only menu): the
 * spec's six sections, MANAGEMENT with its boards in a disclosure (a button beside the link, also opened by hovering).
 * The boards are read when the visitor first comes near the entry, not with every page. While the (modal) sidebar
 * covers it (`covered`), it is inert and hidden from assistive technology, so the same links are not offered twice.
 */
export function DesktopNav({ covered }: { covered: boolean }) {
  const texts = useTexts(layoutTexts);
  const { language } = useLanguage();
  const { pathname } = useLocation();
  // Open on the page where it was opened (a page change, a board chosen or any other link, closes it), and how: a
  // list opened by hovering closes when the mouse leaves; one opened by the button stays until closed or left.
  const [opened, setOpened] = useState<{ on: string; by: 'hover' | 'button' } | null>(null);
  const open = opened?.on === pathname;
  const setOpen = (value: boolean, by: 'hover' | 'button' = 'button') => setOpened(value ? { on: pathname, by } : null);
  const [wanted, setWanted] = useState(false);
  const boards = useRosterBoards({ enabled: wanted }).data?.boards ?? [];
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <nav className="desktop-nav" aria-label={texts.sections} inert={covered} aria-hidden={covered || undefined}>
      <ul className="desktop-nav-list">
        {MENU_ITEMS.map((item) =>
          item.path === MANAGEMENT_PATH ? (
            <li
              key={item.path}
              className="desktop-nav-group"
              data-open={open}
              onPointerEnter={(event) => {
                setWanted(true);
                if (event.pointerType === 'mouse' && !open) setOpen(true, 'hover');
              }}
              onPointerLeave={(event) => {
                if (event.pointerType === 'mouse' && opened?.by === 'hover') setOpen(false);
              }}
              onFocus={() => setWanted(true)}
              onBlur={onBlur}
              onKeyDown={onKeyDown}
            >
              <NavLink to={item.path}>{item.label}</NavLink>
              <button
                ref={buttonRef}
                type="button"
                className="desktop-nav-more"
                aria-label={texts.boards}
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => {
                  setWanted(true);
                  // A click on the button of a list the mouse has just opened keeps it open (the click "pins" it).
                  setOpen(!open || opened?.by === 'hover');
                }}
              >
                <span aria-hidden="true" />
              </button>
              <ul id={listId} className="desktop-nav-boards" hidden={!open}>
                <li>
                  <NavLink to={MANAGEMENT_PATH} end>
                    {texts.allArtists}
                  </NavLink>
                </li>
                {boards.map((board) => (
                  <li key={board.slug}>
                    <NavLink to={publicPagePath('managementBoard', { board: board.slug })}>{language === 'en' ? board.engName : board.korName}</NavLink>
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={item.path}>
              <NavLink to={item.path}>{item.label}</NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
