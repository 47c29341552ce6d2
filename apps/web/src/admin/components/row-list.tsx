import { useState, type DragEvent, type ReactNode, type RefObject } from 'react';
import { adminTexts } from '../admin-texts';
import { useAdminDialogs } from './dialogs/dialog-context';
import { SortableList } from './sortable/sortable-list';

type RowListProps = {
  title: string;
  /** The add button(s) next to the title. */
  add: ReactNode;
  hint?: string;
  count: number;
  /** Class of the list: tiles for images, rows for videos. */
  listClassName: string;
  /** A card of its own (inside a larger form), or the screen's list itself. */
  framed?: boolean;
  /** The list element (useRevealRow's `listRef`). */
  listRef?: RefObject<HTMLOListElement | null>;
  /** Rows reordered by dragging (their `<li>` are SortableRow): ids in order, how each is read out, the move. */
  sortable?: { ids: string[]; labelOf: (index: number) => string; onMove: (from: number, to: number) => void };
  /** Files dropped on the list (a drop zone besides the picker). */
  onDropFiles?: (files: File[]) => void;
  children: ReactNode;
};

/** Every list of the admin (images, videos): a title with its add button, the rows, or the empty text. */
export function RowList({ title, add, hint, count, listClassName, framed = true, listRef, sortable, onDropFiles, children }: RowListProps) {
  const [dropping, setDropping] = useState(false);
  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  const drop = onDropFiles && {
    onDragOver: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setDropping(true);
    },
    onDragLeave: () => setDropping(false),
    onDrop: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setDropping(false);
      onDropFiles(Array.from(event.dataTransfer.files));
    },
  };
  const list = (
    <ol ref={listRef} className={listClassName}>
      {children}
    </ol>
  );
  return (
    <section className={[framed ? 'admin-card' : 'admin-list-section', dropping ? 'is-drop-target' : ''].filter(Boolean).join(' ')} {...drop}>
      <div className="admin-row-head">
        <h2 className="admin-card-title">{title}</h2>
        {add}
      </div>
      {hint && <p className="admin-hint">{hint}</p>}
      {onDropFiles && <p className="admin-hint">{adminTexts.dropHint}</p>}
      {count === 0 ? (
        <p className="admin-empty">{adminTexts.empty}</p>
      ) : sortable ? (
        <SortableList ids={sortable.ids} labelOf={(id) => sortable.labelOf(sortable.ids.indexOf(String(id)))} onMove={sortable.onMove}>
          {list}
        </SortableList>
      ) : (
        list
      )}
    </section>
  );
}

/** Removes a row after confirmation; it stays removed only once the form is saved (SPEC section 4). */
export function RemoveRowButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  const dialogs = useAdminDialogs();
  const remove = async () => {
    if (await dialogs.confirm(adminTexts.confirmRemoveItem, { confirmLabel: adminTexts.remove, danger: true })) onRemove();
  };
  return (
    <button type="button" className="admin-button admin-button--danger admin-button--small" aria-label={`${name} ${adminTexts.remove}`} onClick={() => void remove()}>
      {adminTexts.remove}
    </button>
  );
}
