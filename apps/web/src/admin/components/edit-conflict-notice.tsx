import { mergeTexts as t } from './merge/merge-texts';

/** Another admin saved this content first and the merge was closed: nothing was saved, the merge can be opened again. */
export function EditConflictNotice({ onOpen }: { onOpen: () => void }) {
  return (
    <section className="admin-card admin-draft admin-conflict" role="region" aria-label={t.title}>
      <p>
        <strong>{t.title}</strong> {t.noticeText}
      </p>
      <div className="admin-save-actions">
        <button type="button" className="admin-button admin-button--primary" onClick={onOpen}>
          {t.noticeOpen}
        </button>
      </div>
    </section>
  );
}
