import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** The steps of a drag that are announced to screen readers. */
export type DragStep = 'picked' | 'over' | 'dropped' | 'cancelled';

/** Moves the item at `from` to `to`; the others keep their order. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(to, 0, moved);
  return next;
}

interface SortableListProps<Id extends string> {
  ids: readonly Id[];
  /** The new order after a drop that moved an item. */
  onMove: (ids: Id[], moved: { id: Id; from: number; to: number }) => void;
  /**
   * What a screen reader hears at each step: the item, the place it is at
   * (or over), and the list's length; `position` is 1-based.
   */
  announce: (step: DragStep, item: { id: Id; position: number; count: number }) => string;
  /** How to move an item with the keyboard, read when a handle gets the focus. */
  instructions: string;
  /** The items, each using `useSortableItem` with its id. */
  children: ReactNode;
}

/**
 * A vertical list sortable by dragging an item's handle: with the mouse or
 * touch, and with the keyboard (Space or Enter on the handle picks the item
 * up, the arrow keys move it, Space or Enter drops it, Escape cancels), every
 * step announced in the words the caller gives.
 */
export function SortableList<Id extends string>({
  ids,
  onMove,
  announce,
  instructions,
  children,
}: SortableListProps<Id>) {
  const sensors = useSensors(
    // A few pixels of movement first: a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const count = ids.length;
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(id as Id);
  const said = (step: DragStep, id: UniqueIdentifier, at: UniqueIdentifier = id) =>
    announce(step, { id: id as Id, position: indexOf(at) + 1, count });
  const announcements: Announcements = {
    onDragStart: ({ active }) => said('picked', active.id),
    onDragOver: ({ active, over }) => (over ? said('over', active.id, over.id) : undefined),
    onDragEnd: ({ active, over }) =>
      over ? said('dropped', active.id, over.id) : said('cancelled', active.id),
    onDragCancel: ({ active }) => said('cancelled', active.id),
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from < 0 || to < 0) return;
    onMove(moveItem(ids, from, to), { id: active.id as Id, from, to });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/**
 * One item of a SortableList: the ref and styles for the item's element
 * (it moves while dragged) and its drag handle, labelled `handleLabel`;
 * `disabled` (an item alone in its list) greys the handle out.
 */
export function useSortableItem(id: string, handleLabel: string, disabled = false) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled });
  const itemSx: SxProps<Theme> = {
    position: 'relative',
    zIndex: isDragging ? 2 : 'auto',
    // Translate only: a scale would stretch items of different heights.
    transform: CSS.Translate.toString(transform),
    transition,
  };
  // A disabled button gets no pointer events, so the tooltip sits on a wrapper.
  const handle = (
    <Tooltip title={handleLabel} placement="top" describeChild>
      <Box component="span" sx={{ display: 'inline-flex' }}>
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          disabled={disabled}
          aria-label={handleLabel}
          sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
      </Box>
    </Tooltip>
  );
  return { itemRef: setNodeRef, itemSx, isDragging, handle };
}
