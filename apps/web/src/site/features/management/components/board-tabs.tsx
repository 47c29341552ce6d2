import type { PublicBoard } from '@agency/contract/boards';
import type { RosterFilter } from '@agency/contract/roster-filter';
import { Link } from 'react-router';
import { useLanguage, useTexts } from '@shared/i18n/use-language';
import { managementTexts } from '../management-texts';
import { rosterPath } from '../use-roster-filter';

/**
 * ALL and each visible board, as links (each board is its own shareable page); the current one is marked for
 * screen readers with aria-current. A board keeps the name and height filters.
 */
export function BoardTabs({ boards, filter, search }: { boards: PublicBoard[]; filter: RosterFilter; search: URLSearchParams }) {
  const t = useTexts(managementTexts);
  const { language } = useLanguage();
  const tabs = [{ slug: '', label: t.all }, ...boards.map((b) => ({ slug: b.slug, label: language === 'en' ? b.engName : b.korName }))];
  return (
    <nav className="board-tabs" aria-label={t.boards}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.slug || 'all'}>
            <Link
              to={rosterPath({ ...filter, board: tab.slug }, search)}
              state={{ keepScroll: true }}
              className="board-tab"
              aria-current={tab.slug === filter.board ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
