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
import type { CvSectionKey } from '@cv/shared';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moveKey } from './sectionOrder';

interface SortableSectionListProps {
  keys: readonly CvSectionKey[];
  titleOf: (key: CvSectionKey) => string;
  onReorder: (keys: CvSectionKey[]) => void;
  /** One section, with the handle that drags it. */
  renderSection: (key: CvSectionKey, index: number, dragHandle: ReactNode) => ReactNode;
}

/**
 * The studio's sections in their CV order, sortable by dragging a section's
 * handle: with the mouse or touch, and with the keyboard (Space or Enter on
 * the handle picks the section up, the arrow keys move it, Space or Enter
 * drops it, Escape cancels), every step announced in the UI language.
 */
export function SortableSectionList({
  keys,
  titleOf,
  onReorder,
  renderSection,
}: SortableSectionListProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    // A few pixels of movement first: a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const title = (id: UniqueIdentifier) => titleOf(id as CvSectionKey);
  const position = (id: UniqueIdentifier) => keys.indexOf(id as CvSectionKey) + 1;
  const count = keys.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('cv.studio.content.dnd.picked', {
        section: title(active.id),
        position: position(active.id),
        count,
      }),
    onDragOver: ({ active, over }) =>
      over
        ? t('cv.studio.content.dnd.over', {
            section: title(active.id),
            position: position(over.id),
            count,
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('cv.studio.content.dnd.dropped', {
            section: title(active.id),
            position: position(over.id),
            count,
          })
        : t('cv.studio.content.dnd.cancelled', { section: title(active.id) }),
    onDragCancel: ({ active }) =>
      t('cv.studio.content.dnd.cancelled', { section: title(active.id) }),
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(moveKey(keys, position(active.id) - 1, position(over.id) - 1));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('cv.studio.content.dnd.instructions') },
      }}
    >
      <SortableContext items={[...keys]} strategy={verticalListSortingStrategy}>
        <Stack spacing={3}>
          {keys.map((key, index) => (
            <SortableSection key={key} id={key} title={titleOf(key)}>
              {(handle) => renderSection(key, index, handle)}
            </SortableSection>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

interface SortableSectionProps {
  id: CvSectionKey;
  title: string;
  children: (dragHandle: ReactNode) => ReactNode;
}

function SortableSection({ id, title, children }: SortableSectionProps) {
  const { t } = useTranslation();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  const label = t('cv.studio.content.dragHandle', { section: title });
  const handle = (
    <Tooltip title={label} placement="top" describeChild>
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={label}
        sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
  return (
    <Box
      ref={setNodeRef}
      sx={{
        position: 'relative',
        zIndex: isDragging ? 2 : 'auto',
        // Translate only: a scale would stretch cards of different heights.
        transform: CSS.Translate.toString(transform),
        transition,
        '& > section': {
          boxShadow: isDragging ? 8 : undefined,
          transition: 'box-shadow 150ms',
        },
      }}
    >
      {children(handle)}
    </Box>
  );
}
