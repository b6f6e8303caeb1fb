import {
  closestCenter,
  DndContext,
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { APPLICATION_STAGES, type ApplicationStage, type ApplicationSummary } from '@cv/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client';
import { handleApiError } from '../../api/handleApiError';
import { formatDate } from '../../app/dates';
import { notify } from '../../app/toast';
import { useLocale } from '../../app/useLocale';
import { ApplicationLink } from './ApplicationLink';
import { useMoveApplication } from './applications.queries';

const KEYS_NEXT: string[] = [KeyboardCode.Right, KeyboardCode.Down];
const KEYS_PREVIOUS: string[] = [KeyboardCode.Left, KeyboardCode.Up];

/**
 * With the keyboard a picked-up card jumps from column to column (arrow keys
 * right/down forward, left/up back) instead of creeping by pixels.
 */
const columnByColumn: KeyboardCoordinateGetter = (event, { context }) => {
  const forward = KEYS_NEXT.includes(event.code);
  if (!forward && !KEYS_PREVIOUS.includes(event.code)) return undefined;
  event.preventDefault();
  const { droppableRects, droppableContainers, collisionRect, over } = context;
  if (!collisionRect) return undefined;
  const columns = droppableContainers
    .getEnabled()
    .map((container) => ({ id: container.id, rect: droppableRects.get(container.id) }))
    .filter((column) => column.rect)
    .sort((a, b) => a.rect!.left - b.rect!.left);
  const at = columns.findIndex((column) => column.id === over?.id);
  const next = columns[Math.min(columns.length - 1, Math.max(0, at + (forward ? 1 : -1)))];
  if (!next?.rect) return undefined;
  return {
    x: next.rect.left + next.rect.width / 2 - collisionRect.width / 2,
    y: next.rect.top + 48,
  };
};

interface BoardProps {
  applications: readonly ApplicationSummary[];
}

/**
 * The board: a column per stage. Cards move by dragging their handle (mouse,
 * touch) or with the keyboard, each step announced; below the md breakpoint
 * the stages stack as a list and each card has a stage picker instead.
 */
export function ApplicationBoard({ applications }: BoardProps) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const move = useMoveStage();
  const byStage = (stage: ApplicationStage) => applications.filter((a) => a.stage === stage);
  return narrow ? (
    <StageList byStage={byStage} onMove={move} />
  ) : (
    <StageColumns applications={applications} byStage={byStage} onMove={move} />
  );
}

type MoveTo = (application: ApplicationSummary, stage: ApplicationStage) => void;

/** A move that names the stage it left: another tab's newer move wins, and the board says so. */
function useMoveStage(): MoveTo {
  const { t } = useTranslation();
  const move = useMoveApplication();
  return (application, stage) => {
    if (application.stage === stage) return;
    move.mutate(
      { id: application.id, stage, from: application.stage },
      {
        onSuccess: () =>
          notify.success(
            t('applications.board.moved', { stage: t(`applications.stages.${stage}`) }),
          ),
        onError: (error) => {
          if (isApiError(error) && error.code === 'application_stage_conflict') {
            notify.warning(t('applications.board.conflict'));
          } else handleApiError(error);
        },
      },
    );
  };
}

function StageColumns({
  applications,
  byStage,
  onMove,
}: BoardProps & { byStage: (stage: ApplicationStage) => ApplicationSummary[]; onMove: MoveTo }) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnByColumn }),
  );
  const find = (id: UniqueIdentifier) => applications.find((a) => a.id === id);
  const words = (id: UniqueIdentifier, stage?: UniqueIdentifier) => {
    const card = find(id);
    return {
      role: card?.role ?? '',
      company: card?.company ?? '',
      stage: t(`applications.stages.${String(stage ?? card?.stage)}`),
    };
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('applications.board.picked', words(active.id)),
    onDragOver: ({ active, over }) =>
      over ? t('applications.board.over', words(active.id, over.id)) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('applications.board.dropped', words(active.id, over.id))
        : t('applications.board.cancelled', words(active.id)),
    onDragCancel: ({ active }) => t('applications.board.cancelled', words(active.id)),
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    const card = find(active.id);
    if (card && over) onMove(card, over.id as ApplicationStage);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('applications.board.instructions') },
      }}
    >
      <Box
        role="list"
        aria-label={t('applications.board.label')}
        sx={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: 'minmax(190px, 1fr)',
          gap: 1.5,
          overflowX: 'auto',
          pb: 1,
        }}
      >
        {APPLICATION_STAGES.map((stage) => (
          <StageColumn key={stage} stage={stage} cards={byStage(stage)} />
        ))}
      </Box>
    </DndContext>
  );
}

function StageColumn({ stage, cards }: { stage: ApplicationStage; cards: ApplicationSummary[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  return (
    <Paper
      ref={setNodeRef}
      role="listitem"
      aria-labelledby={headingId}
      variant="outlined"
      data-stage={stage}
      sx={(theme) => ({
        p: 1,
        minHeight: 240,
        bgcolor: isOver ? 'action.hover' : 'background.default',
        outline: isOver ? `2px solid ${theme.vars.palette.primary.main}` : 'none',
      })}
    >
      <Typography
        id={headingId}
        component="h2"
        variant="subtitle2"
        sx={{ px: 0.5, pb: 1, fontWeight: 700 }}
      >
        {t(`applications.stages.${stage}`)}{' '}
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
          ({cards.length})
        </Box>
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {cards.map((card) => (
          <DraggableCard key={card.id} application={card} />
        ))}
      </Box>
    </Paper>
  );
}

function DraggableCard({ application }: { application: ApplicationSummary }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } =
    useDraggable({ id: application.id });
  const label = t('applications.board.dragHandle', {
    role: application.role,
    company: application.company,
  });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-application={application.id}
      sx={{
        position: 'relative',
        zIndex: isDragging ? 3 : 'auto',
        transform: CSS.Translate.toString(transform),
      }}
    >
      <CardBody
        application={application}
        handle={
          <IconButton
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={label}
            size="small"
            sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
          >
            <DragIndicatorIcon fontSize="small" />
          </IconButton>
        }
        raised={isDragging}
      />
    </Box>
  );
}

/** One application on the board: role and company (a link to it), its follow-up, a handle or picker. */
function CardBody({
  application,
  handle,
  raised = false,
}: {
  application: ApplicationSummary;
  handle: React.ReactNode;
  raised?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Paper
      elevation={raised ? 6 : 1}
      sx={{ p: 1, display: 'flex', gap: 0.5, alignItems: 'flex-start' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <ApplicationLink application={application} />
        <Typography variant="body2" color="textSecondary" noWrap>
          {application.company}
        </Typography>
        {application.followUpOn && (
          <Typography variant="caption" color="textSecondary">
            {t('applications.board.followUp', { date: formatDate(application.followUpOn, locale) })}
          </Typography>
        )}
      </Box>
      {handle}
    </Paper>
  );
}

function StageList({
  byStage,
  onMove,
}: {
  byStage: (stage: ApplicationStage) => ApplicationSummary[];
  onMove: MoveTo;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('applications.board.label')}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {APPLICATION_STAGES.map((stage) => {
        const cards = byStage(stage);
        return (
          <Box component="li" key={stage} sx={{ mb: 2 }}>
            <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
              {t(`applications.stages.${stage}`)} ({cards.length})
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
              {cards.map((card) => (
                <Box component="li" key={card.id} data-application={card.id}>
                  <CardBody
                    application={card}
                    handle={<StagePicker application={card} onMove={onMove} />}
                  />
                </Box>
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

function StagePicker({ application, onMove }: { application: ApplicationSummary; onMove: MoveTo }) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('applications.board.moveTo')}
      value={application.stage}
      onChange={(event) => onMove(application, event.target.value as ApplicationStage)}
      sx={{ width: 140, flexShrink: 0 }}
      slotProps={{
        select: {
          // The board has a picker per card: each is named by its card, not only "Stage".
          SelectDisplayProps: {
            'aria-labelledby': undefined,
            'aria-label': `${t('applications.board.moveTo')}: ${application.role}, ${application.company}`,
          } as React.HTMLAttributes<HTMLDivElement>,
        },
      }}
    >
      {APPLICATION_STAGES.map((stage) => (
        <MenuItem key={stage} value={stage}>
          {t(`applications.stages.${stage}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
