import { adminTexts } from '../admin-texts';

/** Another admin saved this content first: nothing was saved, the admin's text stays to copy, reload is offered. */
export function EditConflictNotice({ onReload }: { onReload: () => void }) {
  return (
    <section className="admin-card admin-draft admin-conflict" role="alert">
      <p>
        <strong>{adminTexts.conflictTitle}</strong> {adminTexts.conflictText}
      </p>
      <div className="admin-save-actions">
        <button type="button" className="admin-button admin-button--primary" onClick={onReload}>
          {adminTexts.conflictReload}
        </button>
      </div>
    </section>
  );
}
