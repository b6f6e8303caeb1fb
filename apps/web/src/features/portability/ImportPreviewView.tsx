import type {
  ImportEntryChange,
  ImportMode,
  ImportPreview,
  ImportPreviewEntry,
  ImportPreviewSection,
  ImportSkippedItem,
} from '@cv/shared';
import ChecklistIcon from '@mui/icons-material/Checklist';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import RuleIcon from '@mui/icons-material/Rule';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import TuneIcon from '@mui/icons-material/Tune';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useId, useState, type Ref } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../components/form/FormActions';
import { RichText } from '../../components/rich-text/RichText';
import { SectionCard } from '../../components/SectionCard';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { EmptyState } from '../../components/feedback/EmptyState';
import { ISO_DAY, MonthField } from '../profile/entries/fields/MonthField';
import { DatePickersProvider } from '../profile/ui/DatePickersProvider';
import { ModeChoice } from './ImportChoices';
import { StepTitle } from './StepTitle';

/** Entries shown of a section before "Show all". */
const COLLAPSED = 5;

const GENERAL_FIELDS = ['displayName', 'jobTitle', 'location', 'website', 'bio'] as const;

/** The general texts the file sets (those it has). */
function generalTexts(preview: ImportPreview) {
  return GENERAL_FIELDS.flatMap((field) => {
    const value = preview.general[field];
    return value ? [{ field, value }] : [];
  });
}

/** Nothing to write: no entries and no general texts. */
export function isEmptyPreview(preview: ImportPreview): boolean {
  return preview.total === 0 && generalTexts(preview).length === 0;
}

function GeneralTexts({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation();
  const texts = [
    ...generalTexts(preview),
    ...(['email', 'phone'] as const).flatMap((field) => {
      const value = preview.contact[field];
      return value ? [{ field, value }] : [];
    }),
  ];
  if (texts.length === 0) return null;
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('portability.import.preview.general')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {t('portability.import.preview.generalHint')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' },
          columnGap: 2,
          rowGap: { xs: 0, sm: 0.75 },
        }}
      >
        {texts.map(({ field, value }) => (
          <Box key={field} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="textSecondary">
              {t(`fields.${field}`)}
            </Typography>
            <Box
              component="dd"
              sx={{
                m: 0,
                mb: { xs: 1, sm: 0 },
                overflowWrap: 'anywhere',
                maxHeight: '6.5em',
                overflow: 'hidden',
              }}
            >
              {/* The bio is formatted text: shown as the profile will show it. */}
              {field === 'bio' ? (
                <RichText text={value} />
              ) : (
                <Typography variant="body2">{value}</Typography>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** What the owner changed about one entry; absent: imported as the file has it. */
type EntryChange = Omit<ImportEntryChange, 'section' | 'entry'>;

interface EntryFormValues {
  title: string;
  subtitle: string;
  /** 'YYYY-MM-01'; null when emptied; the picker's 'invalid' while half typed. */
  start: string | null;
  /** As the start, but '' when empty: no end (ongoing, or none). */
  end: string;
}

/** What keeps the correction from being saved, as the label of the field at fault. */
function entryProblem(
  values: EntryFormValues,
  entry: ImportPreviewEntry,
  t: TFunction,
): { field: keyof EntryFormValues; message: string } | null {
  const { start, end } = values;
  // A kind whose entries need a start had one for this entry: it may change, not go.
  if (entry.start !== undefined && entry.start !== null && start === null) {
    return { field: 'start', message: t('validation.required', { label: t('fields.start') }) };
  }
  if (start !== null && !ISO_DAY.test(start)) {
    return { field: 'start', message: t('validation.date', { label: t('fields.start') }) };
  }
  if (end !== '' && !ISO_DAY.test(end)) {
    return { field: 'end', message: t('validation.date', { label: t('fields.end') }) };
  }
  if (start !== null && end !== '' && end < start) {
    const message = t('validation.dateOrder', {
      laterField: t('fields.end'),
      earlierField: t('fields.start'),
    });
    return { field: 'end', message };
  }
  return null;
}

/** Corrects an entry's title, subtitle and dates before it is imported. */
function EntryEditor({
  entry,
  onSave,
  onCancel,
}: {
  entry: ImportPreviewEntry;
  onSave: (change: EntryChange) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<EntryFormValues>({
    defaultValues: {
      title: entry.title,
      subtitle: entry.subtitle ?? '',
      start: entry.start ?? null,
      end: entry.end ?? '',
    },
  });
  const values = useWatch({ control: form.control }) as EntryFormValues;
  const blank = values.title.trim() === '';
  const problem = entryProblem(values, entry, t);
  const hasStart = entry.start !== undefined;
  const hasEnd = entry.end !== undefined;
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (blank || problem) return;
          onSave({
            title: values.title.trim(),
            subtitle: values.subtitle.trim(),
            ...(hasStart && values.start !== null && values.start !== entry.start
              ? { start: values.start }
              : {}),
            ...(hasEnd && (values.end || null) !== entry.end ? { end: values.end || null } : {}),
          });
        }}
        sx={{ display: 'grid', gap: 1.5, py: 1.5 }}
      >
        <TextField
          size="small"
          label={t('portability.import.preview.entryTitle')}
          value={values.title}
          onChange={(event) => form.setValue('title', event.target.value)}
          required
          autoFocus
          error={blank}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          size="small"
          label={t('portability.import.preview.entrySubtitle')}
          value={values.subtitle}
          onChange={(event) => form.setValue('subtitle', event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        {(hasStart || hasEnd) && (
          <DatePickersProvider>
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { sm: '1fr 1fr' } }}>
              {hasStart && <MonthField<EntryFormValues> name="start" bound="start" />}
              {hasEnd && (
                <MonthField<EntryFormValues>
                  name="end"
                  bound="end"
                  emptyValue=""
                  helperText={t('portability.import.preview.noEnd')}
                />
              )}
            </Box>
          </DatePickersProvider>
        )}
        {problem && (
          <Typography variant="body2" color="error" role="alert">
            {problem.message}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={blank || problem !== null}>
            {t('actions.save')}
          </Button>
        </Stack>
      </Box>
    </FormProvider>
  );
}

/** "2019-01 – present" as the preview writes an entry's dates (a kind without an end: its start). */
function periodText(
  start: string | null | undefined,
  end: string | null | undefined,
  t: TFunction,
): string | null {
  const from = start?.slice(0, 7);
  if (!from) return null;
  if (end === undefined) return from;
  return `${from} – ${end ? end.slice(0, 7) : t('cv.document.present')}`;
}

function EntryLine({
  entry,
  change,
  onChange,
}: {
  entry: ImportPreviewEntry;
  change: EntryChange | undefined;
  /** Absent: the entry cannot be changed here (a translation's preview). */
  onChange?: ((change: EntryChange | undefined) => void) | undefined;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const title = change?.title ?? entry.title;
  const subtitle = change?.subtitle !== undefined ? change.subtitle || null : entry.subtitle;
  const start = change?.start ?? entry.start;
  const end = change?.end !== undefined ? change.end : entry.end;
  const dates =
    change?.start !== undefined || change?.end !== undefined
      ? periodText(start, end, t)
      : entry.dates;
  const details = [subtitle, dates].filter(Boolean).join(' · ');
  const dropped = change?.drop === true;
  return (
    <Box component="li" sx={{ py: 0.75, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box
          sx={{
            flex: 1,
            minWidth: 0,
            color: dropped ? 'text.secondary' : undefined,
            textDecoration: dropped ? 'line-through' : undefined,
          }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {details && (
            <Typography
              variant="body2"
              color={dropped ? 'inherit' : 'textSecondary'}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {details}
            </Typography>
          )}
        </Box>
        {dropped && (
          <Chip size="small" variant="outlined" label={t('portability.import.preview.leftOut')} />
        )}
        {onChange && !dropped && (
          <IconButton
            size="small"
            aria-label={t('portability.import.preview.edit', { title })}
            aria-expanded={editing}
            onClick={() => setEditing((open) => !open)}
          >
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        )}
        {onChange && (
          <IconButton
            size="small"
            aria-label={t(`portability.import.preview.${dropped ? 'include' : 'leaveOut'}`, {
              title,
            })}
            onClick={() => {
              setEditing(false);
              onChange(dropped ? { ...change, drop: undefined } : { ...change, drop: true });
            }}
          >
            {dropped ? <UndoIcon fontSize="small" /> : <DeleteOutlinedIcon fontSize="small" />}
          </IconButton>
        )}
      </Box>
      {editing && onChange && (
        <EntryEditor
          entry={{ ...entry, title, subtitle, start, end }}
          onCancel={() => setEditing(false)}
          onSave={(edited) => {
            setEditing(false);
            onChange({ ...change, ...edited });
          }}
        />
      )}
    </Box>
  );
}

function PreviewSection({
  section,
  changes,
  onChange,
}: {
  section: ImportPreviewSection;
  /** The owner's changes by entry index. */
  changes: Partial<Record<number, EntryChange>>;
  onChange?: ((entry: number, change: EntryChange | undefined) => void) | undefined;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const headingId = useId();
  const [expanded, setExpanded] = useState(false);
  const count = section.entries.length;
  const shown = expanded ? section.entries : section.entries.slice(0, COLLAPSED);
  const label =
    section.kind === 'custom-entry' && section.title
      ? section.title
      : t(`sections.${section.kind}`);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ mb: 3, '&:last-of-type': { mb: 0 } }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, mb: 0.5 }}
      >
        <Typography
          id={headingId}
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {label}
        </Typography>
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          label={t('portability.import.preview.entries', { count })}
        />
      </Stack>
      {section.existing > 0 && (
        <Typography
          variant="body2"
          color="textSecondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mb: 0.5 }}
        >
          <InfoOutlinedIcon fontSize="small" aria-hidden />
          {t('portability.import.preview.existing', { count: section.existing })}
        </Typography>
      )}
      <Box id={listId} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {shown.map((entry, index) => (
          <EntryLine
            key={index}
            entry={entry}
            change={changes[index]}
            onChange={onChange && ((change) => onChange(index, change))}
          />
        ))}
      </Box>
      {count > COLLAPSED && (
        <Button
          size="small"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
          sx={{ mt: 0.5, ml: -0.5 }}
        >
          {expanded
            ? t('portability.import.preview.showFewer')
            : t('portability.import.preview.showAll', { count })}
        </Button>
      )}
    </Box>
  );
}

/** What kind of reading the file had: exact (a PDF made here) or from its text (check it). */
function FileNotice({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation();
  if (preview.language && preview.translations) {
    return (
      <Alert severity="success" variant="outlined" sx={{ mb: 2.5 }}>
        {t('portability.import.preview.carried', {
          language: preview.language,
          other: preview.translations,
        })}
      </Alert>
    );
  }
  if (preview.format !== 'pdf' && preview.format !== 'docx') return null;
  return (
    <Alert severity="info" variant="outlined" sx={{ mb: 2.5 }}>
      {t('portability.import.preview.readFromText')}
    </Alert>
  );
}

function skipReason(item: ImportSkippedItem, t: TFunction): string {
  if (item.reason === 'invalid')
    return item.message ?? t('portability.import.preview.reasons.invalid');
  return t(`portability.import.preview.reasons.${item.reason}`);
}

function SkippedItems({ skipped }: { skipped: readonly ImportSkippedItem[] }) {
  const { t } = useTranslation();
  return (
    <SectionCard icon={<RuleIcon />} title={t('portability.import.preview.skipped')}>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {t('portability.import.preview.skippedHint', { count: skipped.length })}
      </Typography>
      <Box
        component="ul"
        aria-label={t('portability.import.preview.skipped')}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {skipped.map((item, index) => (
          <Box
            component="li"
            key={`${item.source}-${index}`}
            sx={{ py: 1, borderTop: index === 0 ? 0 : 1, borderColor: 'divider' }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {item.label}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {skipReason(item, t)}
            </Typography>
            <Typography
              variant="caption"
              color="textSecondary"
              sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
            >
              {item.source}
            </Typography>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}

interface ImportPreviewViewProps {
  preview: ImportPreview;
  fileName: string;
  /** Takes the focus when the preview appears. */
  headingRef: Ref<HTMLSpanElement>;
  importing: boolean;
  /** What the server said when the import failed. */
  failure: string | null;
  /** Resolves when the import is done (or failed): the dialog closes then. */
  onImport: (mode: ImportMode, changes: ImportEntryChange[]) => Promise<void>;
  onChooseAnother: () => void;
}

/**
 * Step 2: what the file would add, section by section, what it leaves out
 * and why, and how to import it (replacing asks first). An empty file says
 * so, and offers only another file.
 */
export function ImportPreviewView({
  preview,
  fileName,
  headingRef,
  importing,
  failure,
  onImport,
  onChooseAnother,
}: ImportPreviewViewProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ImportMode>('add');
  const [confirming, setConfirming] = useState(false);
  /** The owner's changes, by section and entry index ("2.0"). */
  const [changes, setChanges] = useState<Record<string, EntryChange>>({});
  const empty = isEmptyPreview(preview);
  const changeList: ImportEntryChange[] = Object.entries(changes).map(([key, change]) => {
    const [section = 0, entry = 0] = key.split('.').map(Number);
    return { section, entry, ...change };
  });
  const total = preview.total - changeList.filter((change) => change.drop).length;
  const changeEntry = (section: number) => (entry: number, change: EntryChange | undefined) =>
    setChanges(({ [`${section}.${entry}`]: _, ...others }) =>
      change && Object.values(change).some((v) => v !== undefined)
        ? { ...others, [`${section}.${entry}`]: change }
        : others,
    );
  const entriesOf = (section: number) =>
    Object.fromEntries(
      changeList.filter((c) => c.section === section).map((c) => [c.entry, c]),
    ) as Partial<Record<number, EntryChange>>;
  // A translation's preview lists matched entries: nothing there to leave out or correct.
  const editable = !preview.translatesInto;

  const submit = () => {
    if (mode === 'replace') setConfirming(true);
    else void onImport('add', changeList);
  };

  const chooseAnother = (
    <Button onClick={onChooseAnother} disabled={importing}>
      {t('portability.import.chooseAnother')}
    </Button>
  );

  return (
    <Stack spacing={3}>
      <SectionCard
        icon={<ChecklistIcon />}
        title={<StepTitle ref={headingRef}>{t('portability.import.preview.title')}</StepTitle>}
      >
        <Typography color="textSecondary" sx={{ mb: 2.5, overflowWrap: 'anywhere' }}>
          {t('portability.import.preview.from', {
            name: fileName,
            format: t(`portability.formats.${preview.format}`),
          })}
        </Typography>
        {empty ? (
          <EmptyState
            icon={<SearchOffIcon fontSize="large" />}
            title={t('portability.import.preview.emptyTitle')}
            headingComponent="h3"
            text={t('portability.import.preview.emptyText')}
            action={
              <Button variant="contained" onClick={onChooseAnother}>
                {t('portability.import.chooseAnother')}
              </Button>
            }
          />
        ) : (
          <>
            <FileNotice preview={preview} />
            <GeneralTexts preview={preview} />
            {preview.sections.map((section, index) => (
              <PreviewSection
                key={`${section.kind}-${section.title ?? ''}-${index}`}
                section={section}
                changes={entriesOf(index)}
                onChange={editable ? changeEntry(index) : undefined}
              />
            ))}
          </>
        )}
      </SectionCard>

      {preview.cut.length > 0 && (
        // Lists longer than their section: only their start was read.
        <Alert severity="warning" variant="outlined">
          {preview.cut.map((cut) => (
            <Typography key={cut.source} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t('portability.import.preview.cut', { count: cut.read, source: cut.source })}
            </Typography>
          ))}
        </Alert>
      )}

      {preview.skipped.length > 0 && <SkippedItems skipped={preview.skipped} />}

      {!empty && (
        <SectionCard icon={<TuneIcon />} title={t('portability.import.mode.title')}>
          {preview.translatesInto ? (
            // A file in the profile's second language only fills translations: nothing to add or replace.
            <Alert severity="info" variant="outlined">
              {t('portability.import.translation.notice', {
                language: t(`portability.import.translation.languages.${preview.translatesInto}`),
              })}
            </Alert>
          ) : (
            <ModeChoice value={mode} onChange={setMode} disabled={importing} />
          )}
          {failure && (
            <Alert severity="error" variant="outlined" sx={{ mt: 2 }}>
              <AlertTitle>{t('portability.import.importError')}</AlertTitle>
              {failure}
            </Alert>
          )}
          <FormActions mt={3}>
            {chooseAnother}
            <Button
              variant="contained"
              size="large"
              color={mode === 'replace' ? 'error' : 'primary'}
              loading={importing && !confirming}
              disabled={importing}
              onClick={submit}
            >
              {total > 0
                ? t('portability.import.submit', { count: total })
                : t('portability.import.submitTexts')}
            </Button>
          </FormActions>
        </SectionCard>
      )}

      <ConfirmDialog
        open={confirming}
        title={t('portability.import.replaceDialog.title')}
        text={t('portability.import.replaceDialog.text')}
        confirmLabel={t('portability.import.replaceDialog.confirm')}
        destructive
        pending={importing}
        onConfirm={() => void onImport('replace', changeList).finally(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
