import './merge.css';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '@shared/ui/use-focus-trap';
import { choiceOf, discardedEdits, type MergeChoices, type MergeItem, type MergeSide } from '@admin/lib/edit-form/merge-edits';
import type { MergeState } from '@admin/lib/edit-form/use-edit-form';
import { MergeValue } from './merge-value';
import { mergeTexts as t } from './merge-texts';

function badgeOf(item: MergeItem): string {
  if (item.changedByMe && item.changedByThem) return t.bothChanged;
  return item.changedByMe ? t.changedByMe : t.changedByThem;
}

/** One field or row: the stored value beside the typed one, one of them chosen. */
function MergeChoice({ item, side, onChoose }: { item: MergeItem; side: MergeSide; onChoose: (side: MergeSide) => void }) {
  const id = useId();
  return (
    <li>
      <fieldset className="admin-merge-item">
        <legend className="admin-merge-legend">
          <span>{item.label}</span>
          <span className={`admin-badge${item.changedByMe && item.changedByThem ? ' admin-badge--failed' : ''}`}>{badgeOf(item)}</span>
        </legend>
        <div className="admin-merge-sides">
          {(['latest', 'mine'] as const).map((option) => (
            <label key={option} className={`admin-merge-side${side === option ? ' is-chosen' : ''}`}>
              <span className="admin-merge-side-head">
                <input type="radio" name={`${id}-side`} value={option} checked={side === option} onChange={() => onChoose(option)} />
                <span>{option === 'latest' ? t.latest : t.mine}</span>
              </span>
              <MergeValue item={item} value={option === 'latest' ? item.latest : item.mine} />
            </label>
          ))}
        </div>
      </fieldset>
    </li>
  );
}

/**
 * The merge after a 409 (decision 101), opened where the admin is (a modal with the focus): every field or row
 * whose typed value differs from the stored one, both side by side, the admin's own edits chosen unless they choose
 * otherwise. Giving up an own edit is confirmed first; closing leaves the form as it was typed.
 */
export function MergeDialog({ merge }: { merge: MergeState }) {
  const panelRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const leadId = useId();
  const [choices, setChoices] = useState<MergeChoices>({});
  const [confirming, setConfirming] = useState<{ save: boolean; labels: string[] } | null>(null);
  useFocusTrap(panelRef, true, confirming ? () => setConfirming(null) : merge.close, panelRef);

  useEffect(() => {
    if (confirming) confirmRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [confirming]);

  const choose = (changes: MergeChoices) => {
    setChoices((current) => ({ ...current, ...changes }));
    setConfirming(null);
  };
  const chooseAll = (side: MergeSide) => choose(Object.fromEntries(merge.items.map((item) => [item.key, side])));

  const apply = (save: boolean) => {
    const discarded = discardedEdits(merge.items, choices);
    if (discarded.length > 0 && !confirming) {
      setConfirming({ save, labels: discarded.map((item) => item.label) });
      return;
    }
    merge.apply(choices, save);
  };

  return createPortal(
    <div className="admin-dialog-backdrop">
      <div ref={panelRef} className="admin-dialog admin-merge" role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={leadId} tabIndex={-1}>
        <h2 id={titleId} className="admin-dialog-title">
          {t.title}
        </h2>
        <p id={leadId} className="admin-dialog-message">
          {t.lead}
        </p>
        <div className="admin-merge-body">
          {merge.status === 'loading' && (
            <p className="admin-merge-status" role="status">
              <span className="admin-spinner" aria-hidden="true" />
              {t.loading}
            </p>
          )}
          {merge.status === 'failed' && (
            <div className="admin-merge-status" role="alert">
              <p>{t.loadFailed}</p>
              <button type="button" className="admin-button admin-button--small" onClick={merge.retry}>
                {t.retry}
              </button>
            </div>
          )}
          {merge.status === 'ready' && merge.items.length === 0 && <p className="admin-merge-status">{t.nothingDiffers}</p>}
          {merge.status === 'ready' && merge.items.length > 0 && (
            <>
              <div className="admin-merge-tools">
                <p className="admin-muted">{t.count(merge.items.length)}</p>
                <button type="button" className="admin-button admin-button--small admin-button--ghost" onClick={() => chooseAll('mine')}>
                  {t.allMine}
                </button>
                <button type="button" className="admin-button admin-button--small admin-button--ghost" onClick={() => chooseAll('latest')}>
                  {t.allLatest}
                </button>
              </div>
              <ol className="admin-merge-list">
                {merge.items.map((item) => (
                  <MergeChoice key={item.key} item={item} side={choiceOf(item, choices)} onChoose={(side) => choose({ [item.key]: side })} />
                ))}
              </ol>
            </>
          )}
        </div>
        {confirming && (
          <div ref={confirmRef} className="admin-merge-confirm" role="alert">
            <p>
              <strong>{t.discardTitle}</strong> {t.discardText(confirming.labels)}
            </p>
            <div className="admin-dialog-actions">
              <button type="button" className="admin-button admin-button--ghost" onClick={() => setConfirming(null)}>
                {t.discardBack}
              </button>
              <button type="button" className="admin-button admin-button--danger" onClick={() => merge.apply(choices, confirming.save)}>
                {t.discardConfirm}
              </button>
            </div>
          </div>
        )}
        {!confirming && (
          <div className="admin-dialog-actions">
            <button type="button" className="admin-button admin-button--ghost" onClick={merge.close}>
              {t.close}
            </button>
            <button type="button" className="admin-button admin-button--ghost" disabled={merge.status !== 'ready'} onClick={() => apply(false)}>
              {t.applyOnly}
            </button>
            <button type="button" className="admin-button admin-button--primary" disabled={merge.status !== 'ready'} onClick={() => apply(true)}>
              {t.applyAndSave}
            </button>
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
