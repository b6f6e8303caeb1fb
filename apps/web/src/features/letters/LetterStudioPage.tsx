import {
  CV_DESIGN_IDS,
  LETTER_CONTACT_FORMS,
  LETTER_FORMS,
  LETTER_LIMITS,
  LETTER_SIGNATURES,
  proposedSalutation,
  type Letter,
} from '@cv/shared';
import { LOCALE_NAMES } from '@cv/shared/i18n';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { Controller, FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../api/client';
import { handleApiError } from '../../api/handleApiError';
import { PATHS } from '../../app/paths';
import { BackLink } from '../../components/BackLink';
import { FormSkeleton } from '../../components/FormSkeleton';
import { LoadError } from '../../components/feedback/LoadError';
import { DocumentSelect } from '../../components/form/DocumentSelect';
import { RichTextField } from '../../components/form/RichTextField';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { useCvDocuments } from '../cv/cvDocuments.queries';
import { HistoryControls } from '../history/HistoryControls';
import { LetterPreviewPanel } from './LetterPreviewPanel';
import { ParagraphsCard } from './ParagraphsCard';
import { SignatureUpload } from './SignatureUpload';
import { toFormValues, type LetterFormValues } from './letterForm';
import { useLetter } from './letters.queries';
import { useLetterAutosave, type LetterSaveStatus } from './useLetterAutosave';

/** A select whose empty choice ("No CV", "—") shows as a choice, its label above it. */
const EMPTY_SHOWN = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** `/ui/letters/:id`: one letter in the studio. */
export function LetterStudioPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const letter = useLetter(id);
  if (letter.data) {
    return (
      <LetterStudio key={letter.data.id} letter={letter.data} updatedAt={letter.dataUpdatedAt} />
    );
  }
  const back = <BackLink to={PATHS.letters}>{t('letters.studio.back')}</BackLink>;
  if (letter.isError) {
    const gone =
      isApiError(letter.error) && (letter.error.status === 404 || letter.error.status === 400);
    return (
      <PageContainer>
        <PageHeader before={back} title={t('letters.studio.title')} />
        <LoadError
          title={gone ? t('letters.studio.notFound') : t('letters.list.loadError')}
          detail={gone ? t('letters.studio.notFoundDetail') : t('cv.list.loadErrorDetail')}
          onRetry={gone ? undefined : () => void letter.refetch()}
          retrying={letter.isFetching}
        />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageHeader before={back} title={t('letters.studio.title')} />
      <FormSkeleton fields={6} />
    </PageContainer>
  );
}

function SaveState({ status }: { status: LetterSaveStatus }) {
  const { t } = useTranslation();
  const text =
    status === 'saving' || status === 'waiting'
      ? t('letters.studio.saving')
      : status === 'saved'
        ? t('letters.studio.saved')
        : '';
  return (
    <Typography
      variant="body2"
      color="textSecondary"
      role="status"
      aria-live="polite"
      data-testid="letter-save-status"
    >
      {text}
    </Typography>
  );
}

function Text({
  name,
  label,
  helperText,
  max = LETTER_LIMITS.lineMax,
  type,
  lang,
}: {
  name: keyof LetterFormValues;
  label: string;
  helperText?: string;
  max?: number;
  type?: string;
  lang?: string;
}) {
  return (
    <Controller<LetterFormValues>
      name={name}
      render={({ field }) => (
        <TextField
          {...field}
          value={(field.value as string | undefined) ?? ''}
          label={label}
          helperText={helperText}
          type={type}
          fullWidth
          slotProps={{
            htmlInput: { maxLength: max, lang },
            ...(type === 'date' ? { inputLabel: { shrink: true } } : {}),
          }}
        />
      )}
    />
  );
}

/** One choice of a Choice: its value, its label and, for a language's name, the language. */
interface ChoiceOption {
  value: string;
  label: string;
  lang?: string;
}

/** A select bound to the letter's form. */
function Choice({
  name,
  label,
  options,
  emptyLabel,
  sx,
}: {
  name: FieldPath<LetterFormValues>;
  label: string;
  options: readonly ChoiceOption[];
  /** The label of an empty choice ('') before the options; none without. */
  emptyLabel?: string;
  sx?: TextFieldProps['sx'];
}) {
  return (
    <Controller<LetterFormValues>
      name={name}
      render={({ field }) => (
        <TextField
          {...field}
          select
          label={label}
          sx={sx}
          slotProps={emptyLabel === undefined ? undefined : EMPTY_SHOWN}
        >
          {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** A card of the studio's form: its fields one under another. */
function FieldsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SectionCard title={title}>
      <Stack spacing={2}>{children}</Stack>
    </SectionCard>
  );
}

function LetterStudio({ letter, updatedAt }: { letter: Letter; updatedAt: number }) {
  const { t } = useTranslation();
  const [initial] = useState(() => toFormValues(letter));
  const form = useForm<LetterFormValues>({ defaultValues: initial });
  const { control, setValue, getValues } = form;
  const autosave = useLetterAutosave(letter, initial);
  const values = useWatch({ control }) as LetterFormValues;
  const cvs = useCvDocuments();
  /** Bumped when a paragraph is inserted: the formatted editor then starts from the new text. */
  const [bodyVersion, setBodyVersion] = useState(0);

  const { changed, rebase } = autosave;
  useEffect(() => changed(values), [values, changed]);

  // A version restored or a change undone comes back as the letter's new state.
  useEffect(() => {
    const restored = toFormValues(letter);
    if (!rebase(restored)) return;
    form.reset(restored);
    // The server's letter changed under the form (a restore): the formatted
    // editor must start again from its text, as after inserting a paragraph.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setBodyVersion((v) => v + 1);
  }, [letter, rebase, form]);
  const historyDoc = { type: 'letter' as const, id: letter.id };

  useEffect(() => {
    if (autosave.status === 'error') {
      handleApiError(autosave.error, { title: t('letters.studio.saveError', { message: '' }) });
    }
  }, [autosave.status, autosave.error, t]);

  const lang = values.settings.lang;
  const proposal = proposedSalutation(
    { contactName: values.contactName, contactForm: values.contactForm || null },
    lang,
  );
  const insert = (text: string) => {
    const body = getValues('body');
    setValue('body', body.trim() ? `${body.trimEnd()}\n\n${text}` : text, { shouldDirty: true });
    setBodyVersion((v) => v + 1);
  };

  const recipient = (
    <FieldsCard title={t('letters.studio.recipient')}>
      <Text name="company" label={t('letters.studio.company')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Text
          name="contactName"
          label={t('letters.studio.contactName')}
          helperText={t('letters.studio.contactNameHelp')}
        />
        <Choice
          name="contactForm"
          label={t('letters.studio.contactForm')}
          emptyLabel="—"
          options={LETTER_CONTACT_FORMS.map((f) => ({
            value: f,
            label: t(`letters.studio.contactForms.${f}`),
          }))}
          sx={{ minWidth: 200 }}
        />
      </Stack>
      <Text name="department" label={t('letters.studio.department')} />
      <Text name="street" label={t('letters.studio.street')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Box sx={{ flex: '0 0 140px' }}>
          <Text name="postcode" label={t('letters.studio.postcode')} max={20} />
        </Box>
        <Text name="city" label={t('letters.studio.city')} />
      </Stack>
      <Text name="country" label={t('letters.studio.country')} />
    </FieldsCard>
  );

  const text = (
    <FieldsCard title={t('letters.studio.letter')}>
      <Text
        name="subject"
        label={t('letters.studio.subject')}
        max={LETTER_LIMITS.subjectMax}
        lang={lang}
      />
      <Text
        name="salutation"
        label={t('letters.studio.salutation')}
        helperText={t('letters.studio.salutationHelp', { proposal })}
        lang={lang}
      />
      <RichTextField<LetterFormValues>
        key={bodyVersion}
        name="body"
        label={t('letters.studio.body')}
        maxLength={LETTER_LIMITS.bodyMax}
        minRows={10}
        maxRows={30}
        lang={lang}
      />
      <Text
        name="closing"
        label={t('letters.studio.closing')}
        helperText={lang === 'de' ? 'Mit freundlichen Grüßen' : 'Kind regards'}
        lang={lang}
      />
      <Text
        name="enclosures"
        label={t('letters.studio.enclosures')}
        helperText={t('letters.studio.enclosuresHelp')}
        lang={lang}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Text name="place" label={t('letters.studio.place')} />
        <Text
          name="date"
          type="date"
          label={t('letters.studio.date')}
          helperText={t('letters.studio.dateHelp')}
        />
      </Stack>
    </FieldsCard>
  );

  const sender = (
    <FieldsCard title={t('letters.studio.sender')}>
      <FormGroup>
        {(['address', 'phone', 'email', 'website'] as const).map((line) => (
          <Controller
            key={line}
            control={control}
            name={`sender.${line}`}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(e) => field.onChange(e.target.checked)}
                  />
                }
                label={t(`letters.studio.senderLines.${line}`)}
              />
            )}
          />
        ))}
      </FormGroup>
      <Controller
        control={control}
        name="signature"
        render={({ field }) => (
          <FormControl>
            <FormLabel id="letter-signature">{t('letters.studio.signature')}</FormLabel>
            <RadioGroup row aria-labelledby="letter-signature" {...field}>
              {LETTER_SIGNATURES.map((s) => (
                <FormControlLabel
                  key={s}
                  value={s}
                  control={<Radio />}
                  label={t(`letters.studio.signatures.${s}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      {values.signature === 'image' && <SignatureUpload />}
    </FieldsCard>
  );

  const layout = (
    <FieldsCard title={t('letters.studio.layout')}>
      <Choice
        name="settings.lang"
        label={t('letters.studio.language')}
        options={(['de', 'en'] as const).map((l) => ({
          value: l,
          label: LOCALE_NAMES[l],
          lang: l,
        }))}
      />
      <Choice
        name="settings.design"
        label={t('letters.studio.design')}
        options={CV_DESIGN_IDS.map((d) => ({ value: d, label: t(`cv.designs.${d}.name`) }))}
      />
      {lang === 'de' && (
        <Choice
          name="settings.form"
          label={t('letters.studio.form')}
          options={LETTER_FORMS.map((f) => ({ value: f, label: t(`letters.studio.forms.${f}`) }))}
        />
      )}
      <Choice
        name="settings.paper"
        label={t('letters.studio.paper')}
        options={(['a4', 'letter'] as const).map((p) => ({
          value: p,
          label: t(`cv.paper.${p}`),
        }))}
      />
      <Controller
        control={control}
        name="cvId"
        render={({ field }) => (
          <DocumentSelect
            {...field}
            label={t('letters.studio.cv')}
            documents={cvs.data}
            noneLabel={t('letters.studio.noCv')}
            slotProps={EMPTY_SHOWN}
          />
        )}
      />
    </FieldsCard>
  );

  return (
    <PageContainer maxWidth="xl">
      <PageHeader
        before={<BackLink to={PATHS.letters}>{t('letters.studio.back')}</BackLink>}
        title={letter.name}
        actions={
          <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <SaveState status={autosave.status} />
            <HistoryControls
              doc={historyDoc}
              sources={[{ doc: historyDoc, updatedAt }]}
              title={t('history.panel.titleLetter')}
            />
            <Button
              href="#letter-preview"
              variant="outlined"
              size="small"
              sx={{ display: { lg: 'none' } }}
            >
              {t('letters.studio.preview')}
            </Button>
          </Stack>
        }
      />
      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => e.preventDefault()}
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={3} sx={{ minWidth: 0 }}>
            <SectionCard title={t('letters.studio.name')}>
              <Text name="name" label={t('letters.studio.name')} max={LETTER_LIMITS.nameMax} />
            </SectionCard>
            {recipient}
            {text}
            <ParagraphsCard onInsert={insert} />
            {sender}
            {layout}
          </Stack>
          <Box
            id="letter-preview"
            sx={{ position: { lg: 'sticky' }, top: { lg: 16 }, minWidth: 0, scrollMarginTop: 72 }}
          >
            <LetterPreviewPanel
              letter={letter}
              saving={autosave.saving}
              flush={autosave.flush}
              hasCv={Boolean(values.cvId)}
            />
          </Box>
        </Box>
      </FormProvider>
      {autosave.status === 'error' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('letters.studio.saveError', {
            message: autosave.error instanceof Error ? autosave.error.message : '',
          })}
        </Alert>
      )}
    </PageContainer>
  );
}
