import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SortIcon from '@mui/icons-material/Sort';
import TranslateIcon from '@mui/icons-material/Translate';
import { ENTRY_LIMITS, isDatedKind, sortByDate, type EntryKind } from '@cv/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../../api/handleApiError';
import { formatMonthYear } from '../../../app/dates';
import { notify } from '../../../app/toast';
import { useLocale } from '../../../app/useLocale';
import { SectionCard } from '../../../components/SectionCard';
import { SortableList, type DragStep } from '../../../components/SortableList';
import { TooltipIconButton } from '../../../components/TooltipIconButton';
import { useEntryMutations, type EntryItem } from '../profile.queries';
import { useContentLanguage } from '../translation/ContentLanguage';
import { TranslationStatus } from '../translation/TranslationStatus';
import {
  entriesProgress,
  entryTranslationState,
  localizedItem,
  translationsOf,
} from '../translation/translationValues';
import { ConfirmDialog, ItemConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { useItemConfirmation } from '../../../components/feedback/useItemConfirmation';
import type { AnyEntryConfig } from './entryConfig';
import { EntryFormDialog, type EntryDraft } from './EntryFormDialog';
import { formatPeriod } from './period';
import { SortableEntryRow } from './SortableEntryRow';

interface EntrySectionProps<K extends EntryKind> {
  config: AnyEntryConfig<K>;
  items: readonly EntryItem<K>[];
  /** The custom section whose entries these are (kind 'custom-entry' only). */
  sectionId?: string;
  /** The card's title; by default the kind's. */
  title?: string;
  /** Above the list: the section's switches and hints. */
  controls?: ReactNode;
  /** Beside the add button in the header, e.g. a section's own menu. */
  headerActions?: ReactNode;
  /** Id of the add button, for moving the keyboard to a section just added. */
  addButtonId?: string;
  /** Saved entries save while they are edited (the CV studio, beside its preview). */
  liveEditing?: boolean;
  /** Below an entry's summary, e.g. the CV studio's "Include in this CV" switch. */
  entryAddon?: (item: EntryItem<K>) => ReactNode;
  /** While translating: said after the count, e.g. that the section's own title is not translated. */
  translationNote?: ReactNode;
}

type Direction = 'up' | 'down';

/**
 * One entry kind of the profile editor (or one custom section): the ordered
 * list with dragging and move up/down, "Sort by date" (after a confirmation)
 * for kinds with dates, edit and delete (after a confirmation), the add/edit
 * dialog, an empty state, the kind's entry limit and every success and
 * failure message of the kind.
 */
export function EntrySection<K extends EntryKind>({
  config,
  items,
  sectionId,
  title: givenTitle,
  controls,
  headerActions,
  addButtonId,
  entryAddon,
  liveEditing = false,
  translationNote,
}: EntrySectionProps<K>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { lang, primary, translating } = useContentLanguage();
  // While translating, the list reads in the translation (the primary text where there is none).
  // In the primary language, a text still empty (an entry imported from a file in
  // the other language) reads in its translation.
  const shown = (item: EntryItem<K>) => localizedItem(config.kind, item, lang, primary).item;
  /** What the row says about the entry's languages, if anything. */
  const languageNote = (item: EntryItem<K>): string | null => {
    if (!translating) {
      const missing = Object.keys(localizedItem(config.kind, item, primary, primary).langs);
      return missing.length > 0
        ? t('profile.translation.entryPrimaryMissing', { language: primary })
        : null;
    }
    const state = entryTranslationState(config.kind, item, lang);
    if (state === 'translated') return null;
    return t(
      state === 'partial'
        ? 'profile.translation.entryPartlyTranslated'
        : 'profile.translation.entryUntranslated',
    );
  };
  const progress = translating ? entriesProgress(config.kind, items, lang) : null;
  const { save, remove, order, settle } = useEntryMutations(config.kind, sectionId, {
    live: liveEditing,
  });
  const [draft, setDraft] = useState<EntryDraft | null>(null);
  const [sorting, setSorting] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfterMove = useRef<{ id: string; direction: Direction; index: number } | null>(null);
  const title = givenTitle ?? t(config.titleKey);
  // Every message may name the section (the custom sections' do).
  const tm = (key: string) => t(`profile.entries.${config.messages}.${key}`, { section: title });
  const buttonId = (id: string, direction: Direction) => `${config.kind}-${id}-${direction}`;
  const limit = ENTRY_LIMITS[config.kind];
  const full = items.length >= limit;
  const limitId = useId();
  // Entries of a custom section carry their section in the form, as the API wants them.
  const fixedValues = sectionId ? { sectionId } : {};

  // Keeps the keyboard on the moved entry; at the top or bottom the other arrow takes over.
  useEffect(() => {
    const target = focusAfterMove.current;
    // Only once the list shows the new order.
    if (!target || items[target.index]?.id !== target.id) return;
    focusAfterMove.current = null;
    const other: Direction = target.direction === 'up' ? 'down' : 'up';
    const button = document.getElementById(buttonId(target.id, target.direction));
    const fallback = document.getElementById(buttonId(target.id, other));
    const usable = (el: HTMLElement | null) => el && !el.hasAttribute('disabled');
    (usable(button) ? button : fallback)?.focus();
  });

  const nameOf = (id: string) => {
    const item = items.find((entry) => entry.id === id);
    return item ? config.name(shown(item), locale) : '';
  };

  /** Saves a new order in which one entry moved to `to`, and says where it is now. */
  const saveMove = (ids: string[], moved: string, to: number) => {
    const name = nameOf(moved);
    order.mutate(ids, {
      onSuccess: () =>
        setAnnouncement(t('profile.entries.moved', { name, position: to + 1, count: ids.length })),
      onError: (error) => handleApiError(error, { title: t('profile.errors.order') }),
    });
  };

  const handleMove = (index: number, direction: Direction) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const ids = items.map((item) => item.id);
    const [moved] = ids.splice(index, 1);
    // One move at a time: the next one starts from the saved order.
    if (!moved || to < 0 || to > ids.length || order.isPending) return;
    ids.splice(to, 0, moved);
    focusAfterMove.current = { id: moved, direction, index: to };
    saveMove(ids, moved, to);
  };

  const announceDrag = (
    step: DragStep,
    { id, position, count }: { id: string; position: number; count: number },
  ) => t(`profile.entries.dnd.${step}`, { name: nameOf(id), position, count });

  // Sorting by date is offered where entries carry dates and there is something to sort.
  const sortable = isDatedKind(config.kind) && items.length > 1;
  const byDate = () => sortByDate(config.kind, items).map((item) => item.id);
  const openSort = () => {
    const wanted = byDate();
    if (wanted.every((id, index) => items[index]?.id === id)) {
      notify.info(t('profile.entries.alreadySorted', { section: title }));
      return;
    }
    setSorting(true);
  };
  // Awaited, not `mutate` with callbacks: those never run when the section is
  // mounted anew (its list reloading) before the answer comes.
  const handleSort = async () => {
    try {
      await order.mutateAsync(byDate());
      notify.success(t('profile.entries.sorted', { section: title }));
    } catch (error) {
      handleApiError(error, { title: t('profile.errors.order') });
    } finally {
      setSorting(false);
    }
  };

  const deletion = useItemConfirmation<EntryItem<K>>(remove, {
    onSuccess: () => {
      notify.success(tm('deleted'));
      // The entry and its buttons are gone: the add button is the next sensible place.
      requestAnimationFrame(() => addButton.current?.focus());
    },
    errorTitle: () => tm('deleteError'),
  });

  // The empty state's add button is gone once the first entry is saved; the
  // keyboard then continues at the header's add button.
  const addedFirst = useRef(false);
  const openAdd = () => {
    addedFirst.current = items.length === 0;
    setDraft({ values: { ...config.emptyValues(), ...fixedValues } });
  };
  const closeDialog = () => {
    setDraft(null);
    if (liveEditing) void settle();
    if (addedFirst.current) requestAnimationFrame(() => addButton.current?.focus());
    addedFirst.current = false;
  };
  const addLabel = tm('add');

  return (
    <SectionCard
      icon={config.icon}
      title={title}
      subheader={
        progress &&
        (items.length > 0 || translationNote) && (
          <TranslationStatus progress={progress} unit="entries" extra={translationNote} />
        )
      }
      action={
        (items.length > 0 || headerActions) && (
          <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0, alignItems: 'center' }}>
            {items.length > 0 && (
              // On phones only the icon: long titles ('Berufserfahrung') need the room.
              <Button
                ref={addButton}
                id={addButtonId}
                variant="outlined"
                size="small"
                onClick={openAdd}
                disabled={full}
                aria-label={addLabel}
                aria-describedby={full ? limitId : undefined}
                sx={{ flexShrink: 0, minWidth: 0, px: { xs: 0.75, sm: 1.25 } }}
              >
                <AddIcon fontSize="small" sx={{ mr: { sm: 0.75 } }} />
                <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                  {t('actions.add')}
                </Box>
              </Button>
            )}
            {headerActions}
          </Stack>
        )
      }
    >
      {controls}
      {items.length === 0 ? (
        <Box
          sx={{
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            borderRadius: 2,
            px: 3,
            py: 3,
            textAlign: 'center',
          }}
        >
          <Box aria-hidden sx={{ color: 'text.disabled', '& svg': { fontSize: 32 } }}>
            {config.icon}
          </Box>
          <Typography color="textSecondary" sx={{ mt: 0.5, mb: 2 }}>
            {tm('empty')}
          </Typography>
          <Button
            ref={addButton}
            id={addButtonId}
            variant="contained"
            startIcon={<AddIcon />}
            onClick={openAdd}
          >
            {addLabel}
          </Button>
        </Box>
      ) : (
        <>
          {sortable && (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1, mb: 1 }}>
              <Button
                size="small"
                startIcon={<SortIcon />}
                onClick={openSort}
                disabled={order.isPending}
              >
                {t('profile.entries.sortByDate')}
              </Button>
            </Box>
          )}
          <SortableList
            ids={items.map((item) => item.id)}
            onMove={(ids, { id, to }) => {
              if (!order.isPending) saveMove(ids, id, to);
            }}
            announce={announceDrag}
            instructions={t('profile.entries.dnd.instructions')}
          >
            <Box component="ol" aria-label={title} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {items.map((item, index) => {
                const summary = config.summary(shown(item), t, locale);
                const period = summary.period
                  ? formatPeriod(summary.period, locale, t)
                  : summary.date && formatMonthYear(summary.date, locale);
                const name = config.name(shown(item), locale);
                const note = languageNote(item);
                return (
                  <SortableEntryRow
                    key={item.id}
                    id={item.id}
                    handleLabel={t('profile.entries.dragHandle', { name })}
                    first={index === 0}
                    movable={items.length > 1}
                    actions={
                      <>
                        <TooltipIconButton
                          placement="top"
                          id={buttonId(item.id, 'up')}
                          label={t('profile.entries.moveUp', { name })}
                          icon={<ArrowUpwardIcon fontSize="small" />}
                          disabled={index === 0}
                          onClick={() => handleMove(index, 'up')}
                        />
                        <TooltipIconButton
                          placement="top"
                          id={buttonId(item.id, 'down')}
                          label={t('profile.entries.moveDown', { name })}
                          icon={<ArrowDownwardIcon fontSize="small" />}
                          disabled={index === items.length - 1}
                          onClick={() => handleMove(index, 'down')}
                        />
                        <TooltipIconButton
                          placement="top"
                          label={t('profile.entries.edit', { name })}
                          icon={<EditOutlinedIcon fontSize="small" />}
                          onClick={() =>
                            setDraft({
                              id: item.id,
                              values: { ...config.toValues(item), ...fixedValues },
                              translations: translationsOf(item),
                            })
                          }
                        />
                        <TooltipIconButton
                          placement="top"
                          label={t('profile.entries.delete', { name })}
                          icon={<DeleteOutlinedIcon fontSize="small" />}
                          onClick={() => deletion.ask(item)}
                        />
                      </>
                    }
                  >
                    <Typography
                      variant="subtitle1"
                      component="h3"
                      sx={{ fontWeight: 600, lineHeight: 1.35, overflowWrap: 'anywhere' }}
                    >
                      {summary.title}
                    </Typography>
                    {summary.subtitle && (
                      <Typography color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                        {summary.subtitle}
                      </Typography>
                    )}
                    {period && (
                      <Typography variant="body2" color="textSecondary">
                        {period}
                      </Typography>
                    )}
                    {summary.extra}
                    {note && (
                      <Typography
                        variant="body2"
                        color="textSecondary"
                        sx={{
                          display: 'flex',
                          alignItems: 'center',
                          gap: 0.5,
                          fontStyle: 'italic',
                        }}
                      >
                        <TranslateIcon aria-hidden sx={{ fontSize: 16 }} />
                        {note}
                      </Typography>
                    )}
                    {entryAddon?.(item)}
                  </SortableEntryRow>
                );
              })}
            </Box>
          </SortableList>
        </>
      )}
      {full && (
        <Typography id={limitId} variant="body2" color="textSecondary" sx={{ mt: 2 }}>
          {t('profile.entries.limitReached', { max: limit })}
        </Typography>
      )}
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
      <EntryFormDialog
        config={config}
        draft={draft}
        items={items}
        sectionTitle={title}
        formKey={sectionId ?? config.kind}
        onSave={(input) => save.mutateAsync(input)}
        onClose={closeDialog}
        live={liveEditing}
      />
      <ConfirmDialog
        open={sorting}
        title={t('profile.entries.sortTitle', { section: title })}
        text={t('profile.entries.sortText')}
        confirmLabel={t('profile.entries.sortConfirm')}
        pending={order.isPending}
        onConfirm={() => void handleSort()}
        onCancel={() => setSorting(false)}
      />
      <ItemConfirmDialog
        {...deletion.dialog}
        title={tm('deleteTitle')}
        text={t('profile.entries.deleteText', {
          name: deletion.item ? config.name(shown(deletion.item), locale) : '',
        })}
        confirmLabel={t('actions.delete')}
        destructive
      />
    </SectionCard>
  );
}
