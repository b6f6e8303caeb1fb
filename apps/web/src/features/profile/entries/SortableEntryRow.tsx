import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useSortableItem } from '../../../components/SortableList';

interface SortableEntryRowProps {
  id: string;
  /** The drag handle's label, naming the entry. */
  handleLabel: string;
  first: boolean;
  /** Whether there is anywhere to drag it (not when it is alone in its list). */
  movable: boolean;
  /** The entry's summary. */
  children: ReactNode;
  /** The entry's buttons (move, edit, delete). */
  actions: ReactNode;
}

/**
 * One entry of an EntrySection's list: its drag handle, its summary and its
 * buttons. On a phone the buttons go below the summary.
 */
export function SortableEntryRow({
  id,
  handleLabel,
  first,
  movable,
  children,
  actions,
}: SortableEntryRowProps) {
  const { itemRef, itemSx, isDragging, handle } = useSortableItem(id, handleLabel, !movable);
  return (
    <Box
      component="li"
      ref={itemRef}
      sx={[
        itemSx,
        {
          display: 'flex',
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
          alignItems: 'flex-start',
          columnGap: { xs: 1, sm: 2 },
          rowGap: 0.5,
          py: 1.75,
          borderTop: first ? 0 : 1,
          borderColor: 'divider',
          '&:first-of-type': { pt: 0.5 },
          '&:last-of-type': { pb: 0 },
          // The dragged entry lifts above the others, on the card's own colour.
          bgcolor: isDragging ? 'background.paper' : undefined,
          boxShadow: isDragging ? 8 : undefined,
          borderRadius: isDragging ? 1 : undefined,
        },
      ]}
    >
      <Box sx={{ flexShrink: 0, ml: -1, mt: -0.5 }}>{handle}</Box>
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>{children}</Box>
      <Stack direction="row" sx={{ ml: 'auto', flexShrink: 0, mr: -1 }}>
        {actions}
      </Stack>
    </Box>
  );
}
