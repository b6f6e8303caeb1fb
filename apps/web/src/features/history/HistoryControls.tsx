import HistoryIcon from '@mui/icons-material/History';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { DocQuery } from '@cv/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryDrawer } from './HistoryDrawer';
import { useHistoryUndo, type UndoSource } from './useHistoryUndo';

const MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const MOD = MAC ? '⌘' : 'Ctrl+';

/**
 * Undo, Redo and History for an editor: undo and redo step through the
 * changes saved in this session (also Ctrl/⌘+Z, Ctrl/⌘+Shift+Z), History
 * opens the versions of `doc`.
 */
export function HistoryControls({
  doc,
  sources,
  title,
}: {
  doc: DocQuery;
  sources: readonly UndoSource[];
  title: string;
}) {
  const timeline = useHistoryUndo(sources);
  return <HistoryButtons doc={doc} title={title} timeline={timeline} />;
}

/** What the buttons step through: one keeper of steps, or several merged. */
interface Timeline {
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
}

/** The buttons of HistoryControls over steps kept elsewhere (the CV studio merges two keepers). */
export function HistoryButtons({
  doc,
  title,
  timeline,
}: {
  doc: DocQuery;
  /** The history panel's title. */
  title: string;
  timeline: Timeline;
}) {
  const { t } = useTranslation();
  const { undo, redo, canUndo, canRedo } = timeline;
  const [open, setOpen] = useState(false);
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Tooltip title={`${t('history.undo.undo')} (${MOD}Z)`}>
        <span>
          <Button variant="outlined" startIcon={<UndoIcon />} onClick={undo} disabled={!canUndo}>
            {t('history.undo.undo')}
          </Button>
        </span>
      </Tooltip>
      <Tooltip title={`${t('history.undo.redo')} (${MOD}${MAC ? '⇧Z' : 'Shift+Z'})`}>
        <span>
          <Button variant="outlined" startIcon={<RedoIcon />} onClick={redo} disabled={!canRedo}>
            {t('history.undo.redo')}
          </Button>
        </span>
      </Tooltip>
      <Button variant="outlined" startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        {t('history.panel.open')}
      </Button>
      <HistoryDrawer doc={doc} open={open} onClose={() => setOpen(false)} title={title} />
    </Stack>
  );
}
