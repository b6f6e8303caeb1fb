import { MESSAGE_KEYS, type EntryKind, type Translations } from '@cv/shared';
import { LOCALE_NAMES } from '@cv/shared/i18n';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { TFunction } from 'i18next';
import { useId, useMemo, useState } from 'react';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { handleApiError } from '../../../api/handleApiError';
import { zodI18nResolver } from '../../../app/forms/useZodForm';
import { notify, useToastScope } from '../../../app/toast';
import type { EntryItem } from '../profile.queries';
import { useContentLanguage } from '../translation/ContentLanguage';
import { EntryTranslationFields } from '../translation/EntryTranslationFields';
import {
  compactTranslations,
  translationFieldsOf,
  translationFormValues,
} from '../translation/translationValues';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { LivePreviewSlot } from '../../../components/LivePreview';
import { DialogFormElement } from '../../../components/form/FormDialog';
import { revealingErrors } from '../../../components/form/revealFirstError';
import { useHeldWhileClosing } from '../../../components/useHeldWhileClosing';
import { useFullScreenDialog } from '../ui/useFullScreenDialog';
import { useUnsavedChanges } from '../ui/UnsavedChanges';
import type { AnyEntryConfig } from './entryConfig';
import { LiveEntryActions } from './LiveEntryActions';
import { useLiveEntrySave } from './useLiveEntrySave';

/** A valid entry as the schema hands it over: what the API takes. */
type EntryOutput = Record<string, unknown>;

/** What the dialog edits: a new entry (no id) or a saved one. */
export interface EntryDraft {
  id?: string;
  values: FieldValues;
  /** A saved entry's stored translations, edited in the second language. */
  translations?: Translations;
}

interface EntryFormDialogProps<K extends EntryKind> {
  config: AnyEntryConfig<K>;
  draft: EntryDraft | null;
  items: readonly EntryItem<K>[];
  /** The section's title, which custom sections' messages name. */
  sectionTitle: string;
  /** Tells this form apart from the others of the page (unsaved changes). */
  formKey: string;
  onSave: (input: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
  /**
   * Saves a saved entry while it is edited, beside a live preview (the CV
   * studio); new entries are still added with Save. The dialog then sits at
   * the side on wide screens so the preview stays in view.
   */
  live?: boolean;
}

/**
 * Adds the rule the API leaves to the UI: after a start, an empty end must be
 * a choice ("present" checked), not a forgotten field.
 */
function withPeriodRule(
  resolver: Resolver<FieldValues, unknown, EntryOutput>,
  period: AnyEntryConfig['period'],
  t: TFunction,
): Resolver<FieldValues, unknown, EntryOutput> {
  if (!period) return resolver;
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (!values[period.start] || values[period.end] !== '' || result.errors[period.end]) {
      return result;
    }
    const message = t(MESSAGE_KEYS.blank, { label: t(`fields.${period.end}`) });
    return {
      values: {},
      errors: { ...result.errors, [period.end]: { type: 'required', message } },
    };
  };
}

type Mode =
  /** The primary texts and every other field, as without translations. */
  | 'primary'
  /** The translatable texts of a saved entry, in the second language. */
  | 'translation';

/**
 * What the dialog edits. While the editor translates, a saved entry's
 * translatable texts; a new entry is written in the primary language first,
 * and a kind without texts to translate is the same in both languages.
 */
function useMode(kind: EntryKind, draft: EntryDraft | null): Mode {
  const { translating } = useContentLanguage();
  return translating && draft?.id && translationFieldsOf(kind).length > 0
    ? 'translation'
    : 'primary';
}

/** The add/edit dialog of every entry kind. */
export function EntryFormDialog<K extends EntryKind>(props: EntryFormDialogProps<K>) {
  const { config, draft, sectionTitle, onClose } = props;
  const { t } = useTranslation();
  const { lang } = useContentLanguage();
  const mode = useMode(config.kind, draft);
  const fullScreen = useFullScreenDialog();
  const shown = useHeldWhileClosing(draft);
  const live = Boolean(props.live && shown?.id);
  const titleId = useId();
  const messages = `profile.entries.${config.messages}`;
  const params = { section: sectionTitle };
  return (
    <Dialog
      open={draft !== null}
      // A stray click beside the dialog must not throw a half-filled form away;
      // Escape and Cancel close it (asking first when it was edited).
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={live ? 'xs' : 'sm'}
      aria-labelledby={titleId}
      // Live: beside the preview, which shows through a light backdrop.
      sx={live ? { '& .MuiDialog-container': { justifyContent: { lg: 'flex-start' } } } : undefined}
      slotProps={live ? { backdrop: { sx: { opacity: '0.2 !important' } } } : undefined}
    >
      <DialogTitle id={titleId}>
        {t(shown?.id ? `${messages}.editTitle` : `${messages}.addTitle`, params)}
        {mode === 'translation' &&
          t('profile.translation.dialogLanguage', { language: LOCALE_NAMES[lang] })}
      </DialogTitle>
      {/* Keyed by the entry: every opening starts from its saved values. */}
      {draft && <EntryForm key={draft.id ?? 'new'} {...props} draft={draft} live={live} />}
    </Dialog>
  );
}

function EntryForm<K extends EntryKind>({
  config,
  draft,
  items,
  sectionTitle,
  formKey,
  onSave,
  onClose,
  live = false,
}: EntryFormDialogProps<K> & { draft: EntryDraft }) {
  const { t } = useTranslation();
  const { lang, primary, translating } = useContentLanguage();
  const currentMode = useMode(config.kind, draft);
  // The switch cannot change behind the open dialog; an opening keeps its mode regardless.
  const [mode] = useState(currentMode);
  const messages = `profile.entries.${config.messages}`;
  const params = { section: sectionTitle };
  const resolver = useMemo(
    () =>
      withPeriodRule(
        zodI18nResolver(config.schema as z.ZodType<EntryOutput, FieldValues>, t),
        config.period,
        t,
      ),
    [config, t],
  );
  const [defaultValues] = useState(() =>
    mode === 'translation'
      ? {
          ...draft.values,
          translations: translationFormValues(draft.translations, translationFieldsOf(config.kind)),
        }
      : draft.values,
  );
  const form = useForm<FieldValues, unknown, EntryOutput>({
    mode: 'onTouched',
    defaultValues,
    resolver,
  });
  // The primary fields go as they were; translations replace the stored ones. In the primary
  // language the entry goes without them, and the server keeps the stored ones.
  const send = (values: EntryOutput) =>
    onSave(
      mode === 'translation'
        ? { ...values, translations: compactTranslations(values.translations) }
        : values,
    );
  const toasts = useToastScope();
  const { isDirty, isSubmitting, errors } = form.formState;
  const release = useUnsavedChanges(`entry-${formKey}`, isDirty);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const { Fields } = config;
  const liveSave = useLiveEntrySave(form, {
    enabled: live,
    resolver,
    save: (values) => send({ ...values, id: draft.id }),
  });

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await send(draft.id ? { ...values, id: draft.id } : values);
      release();
      toasts.dismiss();
      notify.success(t(draft.id ? `${messages}.updated` : `${messages}.added`, params));
      onClose();
    } catch (error) {
      handleApiError(error, {
        title: t(draft.id ? `${messages}.updateError` : `${messages}.addError`, params),
        setError: form.setError,
        scope: toasts,
      });
    }
  });

  const handleCancel = () => (isDirty ? setConfirmDiscard(true) : onClose());

  /** Live editing: what is still typed gets saved; only what cannot be saved asks first. */
  const handleDone = async () => {
    await liveSave.flush();
    if (form.formState.isDirty) setConfirmDiscard(true);
    else {
      release();
      onClose();
    }
  };

  return (
    <>
      <DialogFormElement
        form={form}
        onSubmit={revealingErrors(handleSubmit)}
        onKeyDown={(event) => {
          // Escape on a dirty form asks first, like Cancel.
          if (event.key === 'Escape' && isDirty) {
            event.stopPropagation();
            setConfirmDiscard(true);
          }
        }}
      >
        <DialogContent dividers>
          {errors.root?.server && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errors.root.server.message}
            </Alert>
          )}
          {mode === 'translation' &&
            Object.keys(errors).some((key) => key !== 'root' && key !== 'translations') && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {t('profile.translation.primaryErrors', { primary: LOCALE_NAMES[primary] })}
              </Alert>
            )}
          {translating && mode === 'primary' && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {draft.id
                ? t('profile.translation.sameInBoth')
                : t('profile.translation.newEntryNote', { primary: LOCALE_NAMES[primary] })}
            </Alert>
          )}
          {mode === 'translation' && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('profile.translation.dialogIntro', {
                language: LOCALE_NAMES[lang],
                primary: LOCALE_NAMES[primary],
              })}
            </Alert>
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 2.5,
              pt: 1,
              gridTemplateColumns: live ? '1fr' : { xs: '1fr', sm: '1fr 1fr' },
            }}
          >
            {mode === 'translation' ? (
              <EntryTranslationFields
                kind={config.kind}
                lang={lang}
                primary={primary}
                primaryValues={draft.values}
                narrow={live}
              />
            ) : (
              <Fields items={items} />
            )}
          </Box>
        </DialogContent>
        {/* Where the screen has no room for the preview beside the dialog, it comes in. */}
        {live && <LivePreviewSlot />}
        {live ? (
          <LiveEntryActions
            status={liveSave.status}
            canUndo={liveSave.canUndo}
            onUndo={() => void liveSave.undo()}
            onRetry={() => void liveSave.flush()}
            onDone={() => void handleDone()}
          />
        ) : (
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button onClick={handleCancel} disabled={isSubmitting}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={isSubmitting}>
              {t('actions.save')}
            </Button>
          </DialogActions>
        )}
      </DialogFormElement>
      <ConfirmDialog
        open={confirmDiscard}
        title={t('profile.entries.discardTitle')}
        text={t('profile.entries.discardText')}
        confirmLabel={t('profile.entries.discard')}
        cancelLabel={t('profile.entries.keepEditing')}
        destructive
        onConfirm={() => {
          release();
          setConfirmDiscard(false);
          onClose();
        }}
        onCancel={() => setConfirmDiscard(false)}
      />
    </>
  );
}
