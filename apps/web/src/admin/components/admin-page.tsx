import type { ReactNode } from 'react';
import { useDocumentTitle } from '@shared/use-document-title';

type AdminPageProps = { title: string; description?: string; actions?: ReactNode; children: ReactNode };

/** Heading, optional help text and actions of every admin screen. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  useDocumentTitle(`${title} | 관리자`);
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <div>
          <h1 className="admin-page-title">{title}</h1>
          {description && <p className="admin-page-description">{description}</p>}
        </div>
        {actions && <div className="admin-page-actions">{actions}</div>}
      </header>
      {children}
    </div>
  );
}
