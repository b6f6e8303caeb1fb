import type { CvSectionKey } from '@cv/shared';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableList, useSortableItem, type DragStep } from '../../../../components/SortableList';

interface SortableSectionListProps {
  keys: readonly CvSectionKey[];
  titleOf: (key: CvSectionKey) => string;
  onReorder: (keys: CvSectionKey[]) => void;
  /** One section, with the handle that drags it. */
  renderSection: (key: CvSectionKey, index: number, dragHandle: ReactNode) => ReactNode;
}

/**
 * The studio's sections in their CV order, sortable by dragging a section's
 * handle (the shared SortableList: mouse, touch and keyboard), every step
 * announced in the UI language.
 */
export function SortableSectionList({
  keys,
  titleOf,
  onReorder,
  renderSection,
}: SortableSectionListProps) {
  const { t } = useTranslation();
  const announce = (
    step: DragStep,
    { id, position, count }: { id: CvSectionKey; position: number; count: number },
  ) => t(`cv.studio.content.dnd.${step}`, { section: titleOf(id), position, count });

  return (
    <SortableList
      ids={keys}
      onMove={(ordered) => onReorder(ordered)}
      announce={announce}
      instructions={t('cv.studio.content.dnd.instructions')}
    >
      <Stack spacing={3}>
        {keys.map((key, index) => (
          <SortableSection key={key} id={key} title={titleOf(key)}>
            {(handle) => renderSection(key, index, handle)}
          </SortableSection>
        ))}
      </Stack>
    </SortableList>
  );
}

interface SortableSectionProps {
  id: CvSectionKey;
  title: string;
  children: (dragHandle: ReactNode) => ReactNode;
}

function SortableSection({ id, title, children }: SortableSectionProps) {
  const { t } = useTranslation();
  const { itemRef, itemSx, isDragging, handle } = useSortableItem(
    id,
    t('cv.studio.content.dragHandle', { section: title }),
  );
  return (
    <Box
      ref={itemRef}
      sx={[
        itemSx,
        {
          '& > section': {
            boxShadow: isDragging ? 8 : undefined,
            transition: 'box-shadow 150ms',
          },
        },
      ]}
    >
      {children(handle)}
    </Box>
  );
}
