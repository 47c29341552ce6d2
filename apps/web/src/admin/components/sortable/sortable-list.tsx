import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { sortableTexts as t } from '../../admin-texts';

type SortableListProps = {
  /** The rows' ids, in their order. */
  ids: string[];
  /** How a row is read out (its label). */
  labelOf: (id: UniqueIdentifier) => string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
};

/**
 * Reordering by dragging (dnd-kit): a handle per row, with the mouse, a finger (after a short press, so the page still
 * scrolls) or the keyboard (space to pick up, arrows to move, space to drop, Esc to cancel), read out in Korean;
 * the page scrolls along near its edges, so a row moves past the screen's end.
 */
export function SortableList({ ids, labelOf, onMove, children }: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : ids.indexOf(String(id)) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.picked(labelOf(active.id), position(active.id), ids.length),
    onDragOver: ({ active, over }) => (over ? t.over(labelOf(active.id), position(over.id), ids.length) : t.outside(labelOf(active.id))),
    onDragEnd: ({ active, over }) => (over ? t.dropped(labelOf(active.id), position(over.id), ids.length) : t.cancelled(labelOf(active.id))),
    onDragCancel: ({ active }) => t.cancelled(labelOf(active.id)),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t.instructions } }} autoScroll>
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
