import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { sortableTexts as t } from '../../admin-texts';

/** One row of a SortableList: its content and a drag handle (the only part that starts a drag). */
export function SortableRow({ id, label, className, children }: { id: string; label: string; className?: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      className={[className, 'admin-sortable-row', isDragging ? 'is-dragging' : ''].filter(Boolean).join(' ')}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button type="button" ref={setActivatorNodeRef} className="admin-drag-handle" aria-label={t.handle(label)} {...attributes} {...listeners}>
        <span aria-hidden="true">⠿</span>
      </button>
      {children}
    </li>
  );
}
