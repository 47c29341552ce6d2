import type { ReactNode } from 'react';
import { useDocumentTitle } from '@shared/use-document-title';
import { HistoryLink } from './history-link';

type AdminPageProps = {
  title: string;
  description?: string;
  actions?: ReactNode;
  /** What the screen edits, for its "변경 기록" link (a target type, or `{type}:{key}`: decision 086). */
  historyTarget?: string;
  children: ReactNode;
};

/** Heading, optional help text and actions of every admin screen. */
export function AdminPage({ title, description, actions, historyTarget, children }: AdminPageProps) {
  useDocumentTitle(`${title} | 관리자`);
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <div>
          <h1 className="admin-page-title">{title}</h1>
          {description && <p className="admin-page-description">{description}</p>}
        </div>
        {(actions || historyTarget) && (
          <div className="admin-page-actions">
            {historyTarget && <HistoryLink target={historyTarget} />}
            {actions}
          </div>
        )}
      </header>
      {children}
    </div>
  );
}
