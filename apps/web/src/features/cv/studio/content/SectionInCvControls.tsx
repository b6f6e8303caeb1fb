import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import InsertPageBreakOutlinedIcon from '@mui/icons-material/InsertPageBreakOutlined';
import VerticalSplitOutlinedIcon from '@mui/icons-material/VerticalSplitOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MoreMenu, MoreMenuCheckItem } from '../../../../components/MoreMenu';

/** The ids of a section's move buttons, for keeping the keyboard on them after a move. */
export function moveButtonId(sectionKey: string, direction: 'up' | 'down'): string {
  return `cv-section-${sectionKey}-${direction}`;
}

interface SectionInCvControlsProps {
  sectionKey: string;
  title: string;
  shown: boolean;
  /** False when the profile leaves the section out of every CV. */
  printable: boolean;
  onShownChange: (shown: boolean) => void;
  /** Whether the section starts on a new page, and whether it is kept on one page. */
  breaks: { newPage: boolean; keptTogether: boolean };
  onBreaksChange: (change: Partial<{ newPage: boolean; keptTogether: boolean }>) => void;
  /** Whether the section stands in the side column; undefined: the design has none. */
  inSideColumn: boolean | undefined;
  onSideColumnChange: (inSide: boolean) => void;
  isFirst: boolean;
  isLast: boolean;
  onMove: (direction: 'up' | 'down') => void;
  /** The drag handle (a button that also answers Space and the arrow keys). */
  dragHandle: ReactNode;
}

/**
 * Above a section's entries in the studio: "Show in this CV", its page
 * breaks, the side column (in a design with one), and its place in the CV
 * (move up, move down, drag).
 */
export function SectionInCvControls({
  sectionKey,
  title,
  shown,
  printable,
  onShownChange,
  breaks,
  onBreaksChange,
  inSideColumn,
  onSideColumnChange,
  isFirst,
  isLast,
  onMove,
  dragHandle,
}: SectionInCvControlsProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const moveLabel = (direction: 'up' | 'down') =>
    t(`cv.studio.content.${direction === 'up' ? 'moveUp' : 'moveDown'}`, { section: title });
  const sideLabel = t('cv.studio.content.inSideColumnNamed', { section: title });
  return (
    <>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, mt: -1, mb: 1.5 }}
      >
        <FormControlLabel
          sx={{ ml: -0.5, mr: 'auto' }}
          disabled={!printable}
          control={
            <Switch
              size="small"
              checked={shown && printable}
              onChange={(_, checked) => onShownChange(checked)}
              slotProps={{
                input: {
                  // The visible label, then the section: every section has one of these.
                  'aria-label': t('cv.studio.content.showSectionNamed', { section: title }),
                  'aria-describedby': printable ? undefined : hintId,
                },
              }}
            />
          }
          label={t('cv.studio.content.showSection')}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', mr: -1 }}>
          {inSideColumn !== undefined && (
            <Tooltip title={t('cv.studio.content.inSideColumn')} placement="top" describeChild>
              <IconButton
                aria-label={sideLabel}
                aria-pressed={inSideColumn}
                color={inSideColumn ? 'primary' : 'default'}
                onClick={() => onSideColumnChange(!inSideColumn)}
                sx={inSideColumn ? { bgcolor: 'action.selected' } : undefined}
              >
                <VerticalSplitOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          <Box sx={{ mr: 1 }}>
            <MoreMenu
              label={t('cv.studio.content.pageBreaks', { section: title })}
              icon={<InsertPageBreakOutlinedIcon fontSize="small" />}
            >
              {(close) => [
                <MoreMenuCheckItem
                  key="newPage"
                  checked={breaks.newPage}
                  onChange={(newPage) => {
                    close();
                    onBreaksChange({ newPage });
                  }}
                >
                  {t('cv.studio.content.newPage')}
                </MoreMenuCheckItem>,
                <MoreMenuCheckItem
                  key="keepTogether"
                  checked={breaks.keptTogether}
                  hint={t('cv.studio.content.keepTogetherHint')}
                  onChange={(keptTogether) => {
                    close();
                    onBreaksChange({ keptTogether });
                  }}
                >
                  {t('cv.studio.content.keepTogether')}
                </MoreMenuCheckItem>,
              ]}
            </MoreMenu>
          </Box>
          {(['up', 'down'] as const).map((direction) => (
            <Tooltip key={direction} title={moveLabel(direction)} placement="top" describeChild>
              {/* A disabled button gets no pointer events: the tooltip sits on a wrapper. */}
              <span>
                <IconButton
                  id={moveButtonId(sectionKey, direction)}
                  aria-label={moveLabel(direction)}
                  disabled={direction === 'up' ? isFirst : isLast}
                  onClick={() => onMove(direction)}
                >
                  {direction === 'up' ? (
                    <ArrowUpwardIcon fontSize="small" />
                  ) : (
                    <ArrowDownwardIcon fontSize="small" />
                  )}
                </IconButton>
              </span>
            </Tooltip>
          ))}
          {dragHandle}
        </Box>
      </Stack>
      {!printable && (
        <Alert id={hintId} severity="info" sx={{ mb: 2 }}>
          {t('cv.studio.content.notPrinted')}
        </Alert>
      )}
    </>
  );
}
